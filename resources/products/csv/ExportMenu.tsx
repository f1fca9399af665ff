import { useState } from "react";
import DownloadIcon from "@mui/icons-material/Download";
import { Menu, MenuItem } from "@mui/material";
import { Button, useNotify, useTranslate } from "react-admin";
import { readFailure, useServerText } from "../../../ui/useServerText";
import { CSV_KINDS, type CsvKind } from "./csvKinds";
import { downloadFile } from "../../../providers/transport/download";

/** Export products or availability of the active store as CSV. */
export const ExportMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (kind: CsvKind) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadFile(CSV_KINDS[kind].exportPath, `${kind}.csv`);
    } catch (error) {
      notify(serverText(readFailure(error)), { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="app.productList.csv.export" onClick={(e) => setAnchor(e.currentTarget)} disabled={busy}>
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(Object.keys(CSV_KINDS) as CsvKind[]).map((kind) => (
          <MenuItem key={kind} onClick={() => void run(kind)}>
            {translate(`app.productList.csv.kind_${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
