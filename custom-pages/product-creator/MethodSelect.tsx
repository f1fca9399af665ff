import { MenuItem, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { DECORATION_METHODS, type DecorationMethod, type DraftItem } from "../../domain/drafts";
import { oneOf } from "../../domain/one-of";

/** The decoration method (0 embroidery, 1 dtg, 2 engraving, 3 digital), among those the blank offers. */
export const MethodSelect = ({
  item,
  onChange,
}: {
  item: DraftItem;
  onChange: (method: DecorationMethod) => void;
}) => {
  const translate = useTranslate();
  const offered = item.supplier.methods.map((id) => DECORATION_METHODS[id]);
  if (offered.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      sx={{ maxWidth: 260 }}
      label={translate("app.productCreator.method.label")}
      value={item.print_method}
      onChange={(e) => onChange(oneOf(offered, e.target.value, item.print_method))}
    >
      {offered.map((method) => (
        <MenuItem key={method} value={method}>
          {translate(`app.productCreator.method.${method}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
