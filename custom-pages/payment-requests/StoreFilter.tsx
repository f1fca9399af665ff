import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import { useWebsites } from "../../providers/activeWebsite";

/** Admins: every store's payments ("") or one store's. The store list is every store for them. */
export const StoreFilter = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => {
  const translate = useTranslate();
  const { data: stores = [] } = useWebsites();
  return (
    <TextField
      select
      size="small"
      label={translate("app.money.payments.store")}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth={false}
      sx={{ width: 220 }}
    >
      <MenuItem value="">{translate("app.money.payments.all_stores")}</MenuItem>
      {stores.map((store) => (
        <MenuItem key={store.id} value={String(store.id)}>
          {store.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
