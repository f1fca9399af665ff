import { MenuItem, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { ORDER_STATUSES } from "../../domain/orders";
import { useDashboardFilters } from "./DashboardFilters";

/** The statistics call's status filter: count only new, completed or canceled orders. */
export const StatusSelect = () => {
  const translate = useTranslate();
  const { status, setStatus } = useDashboardFilters();
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      fullWidth={false}
      label={translate("app.dashboard.status.label")}
      value={status}
      onChange={(event) => setStatus(event.target.value)}
      sx={{ minWidth: 150, bgcolor: "background.paper" }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate("app.dashboard.status.all")}</MenuItem>
      {ORDER_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(`app.dashboard.status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
