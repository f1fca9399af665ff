import { TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { NAME_MAX } from "../edit/DetailsCard";

/** The create pages' product name, cut at NAME_MAX, with its counter or the server's error. */
export const ProductNameField = ({
  value,
  onChange,
  error,
  required,
}: {
  value: string;
  onChange: (name: string) => void;
  error?: string;
  required?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate("app.productEditor.create.name")}
      value={value}
      required={required}
      onChange={(e) => onChange(e.target.value.slice(0, NAME_MAX))}
      error={Boolean(error)}
      helperText={
        error ?? translate("app.productEditor.details.counter", { count: value.length, max: NAME_MAX })
      }
    />
  );
};
