import { Checkbox, FormControlLabel, FormGroup, FormLabel, Box } from "@mui/material";
import { useTranslate } from "react-admin";
import { PERMISSION_TYPES } from "../../domain/permissions";
import { togglePermission, type Selection } from "./permissionSelection";

interface PermissionChecklistProps {
  value: Selection;
  onChange: (next: Selection) => void;
  disabled?: boolean;
}

/** Every permission type of domain/permissions.ts as a checkbox; full access ticks them all. */
export const PermissionChecklist = ({ value, onChange, disabled = false }: PermissionChecklistProps) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {translate("app.team.permissions.title")}
      </FormLabel>
      <FormGroup sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {PERMISSION_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            disabled={disabled}
            control={
              <Checkbox
                size="small"
                checked={value.has(type)}
                onChange={(event) => onChange(togglePermission(value, type, event.target.checked))}
              />
            }
            label={translate(`app.team.permissions.${type}`)}
          />
        ))}
      </FormGroup>
    </Box>
  );
};
