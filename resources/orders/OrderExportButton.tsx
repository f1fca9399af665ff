import { useState } from "react";
import { CircularProgress } from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import { Button, useListContext, useNotify, useTranslate } from "react-admin";
import { downloadFile } from "../../providers/transport/download";
import { readFailure, useServerText } from "../../ui/useServerText";

/** CSV of the orders the list's filters select (GET /api/orders/export, streamed by the server). */
export const OrderExportButton = ({ scopeFilter }: { scopeFilter: Record<string, unknown> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const filter = encodeURIComponent(JSON.stringify({ ...scopeFilter, ...filterValues }));
      const name = await downloadFile(`/api/orders/export?filter=${filter}`, "orders.csv");
      notify(translate("app.orders.actions.exported", { name }), { type: "success" });
    } catch (error) {
      notify(serverText(readFailure(error)), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    // react-admin's Button: on a phone the icon alone, its label as the tooltip and accessible name.
    <Button label={translate("app.orders.actions.export")} onClick={() => void run()} disabled={busy}>
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
};
