import { useState } from "react";
import { CircularProgress } from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import { Button, useListContext, useNotify, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../useServerText";

/**
 * Saves the list as CSV, streamed by the server: the whole filtered set in the list's order, or
 * with `selected` only the checked rows. The server applies the same rights and redaction as the list.
 */
export const ExportCsvButton = ({ selected = false }: { selected?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const dataProvider = useAppDataProvider();
  const { resource, sort, filter, filterValues, selectedIds, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const scope = { ...filter, ...filterValues };
      const name = await dataProvider.exportList(resource, {
        sort,
        filter: selected ? { ...scope, id: selectedIds } : scope,
      });
      notify(translate("app.shell.export.exported", { name }), { type: "success" });
    } catch (error) {
      notify(serverText(readFailure(error)), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  const label = translate(selected ? "app.shell.export.selected" : "ra.action.export");
  return (
    <Button
      label={label}
      // On a phone react-admin draws a disabled button as a bare icon: it keeps its name here.
      aria-label={label}
      onClick={() => void run()}
      disabled={busy || (!selected && total === 0)}
    >
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
};
