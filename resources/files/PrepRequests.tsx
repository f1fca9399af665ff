import { useCallback, useEffect, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { FilePrepRequest } from "../../domain/library";
import { serverMessage } from "../../ui/files/serverError";
import { useAppDataProvider } from "../../providers/dataProvider";

/** The preparation requests of one file, with cancel while pending. `version` reloads them. */
export function PrepRequests({ fileId, version }: { fileId: number; version: number }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [rows, setRows] = useState<FilePrepRequest[] | null>(null);

  const load = useCallback(() => {
    dataProvider
      .filePrepRequests(fileId)
      .then((body) => setRows(body.data))
      .catch(() => setRows([]));
  }, [dataProvider, fileId]);
  useEffect(load, [load, version]);

  const cancel = async (id: number) => {
    try {
      const { message } = await dataProvider.cancelFilePrep(id);
      notify(message, { type: "success" });
      load();
    } catch (error) {
      notify(serverMessage(error) ?? translate("app.library.editor.failed"), { type: "error" });
    }
  };

  if (rows === null) return <Skeleton variant="rectangular" height={48} />;
  if (rows.length === 0)
    return <Typography color="text.secondary">{translate("app.library.prep.none")}</Typography>;
  return (
    <List dense>
      {rows.map((r) => (
        <ListItem
          key={r.id}
          secondaryAction={
            r.status === "pending" ? (
              <Button size="small" onClick={() => void cancel(r.id)}>
                {translate("app.library.prep.cancel_request")}
              </Button>
            ) : undefined
          }
        >
          <Chip size="small" sx={{ mr: 1 }} label={translate(`app.library.prep.status.${r.status}`)} />
          <ListItemText
            primary={r.note || "—"}
            secondary={[
              r.admin_note,
              r.result_file ? translate("app.library.prep.result", { name: r.result_file.name }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        </ListItem>
      ))}
    </List>
  );
}
