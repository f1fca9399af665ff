import { Checkbox, ListItemText, MenuItem, TextField } from "@mui/material";
import StorefrontIcon from "@mui/icons-material/StorefrontOutlined";
import { useTranslate } from "react-admin";
import { useDashboardFilters } from "./DashboardFilters";
import { useDashboardStores } from "./useDashboardStores";

const ALL = "__all__";

/** Which stores are counted; nothing chosen means all the user may see. */
export const StoreSelector = () => {
  const translate = useTranslate();
  const { stores } = useDashboardStores();
  const { storeIds, setStoreIds } = useDashboardFilters();
  if (stores.length < 2 && storeIds.length === 0) return null;

  const names = new Map(stores.map((s) => [s.id, s.name]));
  const summary = (ids: number[]) =>
    ids.length === 0
      ? translate("app.dashboard.store_selector.all")
      : ids.length === 1
        ? (names.get(ids[0]!) ?? `#${ids[0]}`)
        : translate("app.dashboard.store_selector.count", { smart_count: ids.length });

  return (
    <TextField
      select
      size="small"
      variant="outlined"
      fullWidth={false}
      label={translate("app.dashboard.store_selector.label")}
      value={storeIds}
      sx={{ minWidth: 200, maxWidth: 280, bgcolor: "background.paper" }}
      slotProps={{
        input: {
          startAdornment: <StorefrontIcon fontSize="small" sx={{ mr: 1, color: "text.secondary" }} />,
        },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (value) => summary(value as number[]),
          onChange: (event) => {
            const value = event.target.value as (number | string)[];
            // "All stores" clears the choice; anything else is the list of picked ids.
            setStoreIds(value.includes(ALL) ? [] : value.map(Number));
          },
        },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value={ALL}>
        <Checkbox size="small" checked={storeIds.length === 0} />
        <ListItemText primary={translate("app.dashboard.store_selector.all")} />
      </MenuItem>
      {stores.map((store) => (
        <MenuItem key={store.id} value={store.id}>
          <Checkbox size="small" checked={storeIds.includes(store.id)} />
          <ListItemText primary={store.name} />
        </MenuItem>
      ))}
    </TextField>
  );
};
