import { MenuItem, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { INVITABLE_ROLES } from "../../domain/invitation-terms";
import { RoleHelpButton } from "../../ui/role-help/RoleHelpButton";

interface RoleSelectProps {
  value: string;
  onChange: (role: string) => void;
  error?: string;
  disabled?: boolean;
  /** The store the role is given in: the help beside the picker marks what may be given there. */
  websiteId?: number;
}

/** The company roles an invitation or a member update may give. */
export const RoleSelect = ({ value, onChange, error, disabled = false, websiteId }: RoleSelectProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: "flex-start" }}>
      <TextField
        select
        fullWidth
        size="small"
        label={translate("app.team.role")}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
      >
        {INVITABLE_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {translate(`app.team.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <RoleHelpButton variant="icon" websiteId={websiteId} />
    </Stack>
  );
};
