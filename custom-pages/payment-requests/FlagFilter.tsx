import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import type { Flag } from "./types";

/** Rows filtered by is_request and done; each filter is off, yes or no. */
export const FlagFilter = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Flag;
  onChange: (v: Flag) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as Flag)}
      // The theme makes inputs full width; filters sit side by side in one row.
      fullWidth={false}
      sx={{ width: 160 }}
    >
      <MenuItem value="">{translate("app.money.payments.filter_any")}</MenuItem>
      <MenuItem value="1">{translate("app.money.payments.filter_yes")}</MenuItem>
      <MenuItem value="0">{translate("app.money.payments.filter_no")}</MenuItem>
    </TextField>
  );
};
