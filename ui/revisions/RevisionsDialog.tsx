import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import type { RevisionSummary } from "../../domain/contracts/revisions";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { RevisedPath } from "../../providers/data/revisions";
import { ignoreCanceled, useConfirm } from "../ConfirmDialog";
import { formatDate } from "../format";
import { readFailure, useServerText } from "../useServerText";
import { RevisionDiffTable } from "./RevisionDiffTable";
import { usePhone } from "../usePhone";

export interface RevisionsDialogProps {
  path: RevisedPath;
  id: number;
  onClose: () => void;
  /** After a revert: the screen loads the record again. */
  onReverted: () => void;
}

const time = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

/**
 * A record's revisions: the list (number, who, when), two of them picked side by side (the two
 * newest at first), and "Revert to this revision" after a confirmation.
 */
export const RevisionsDialog = ({ path, id, onClose, onReverted }: RevisionsDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const phone = usePhone();
  const list = useQuery({
    queryKey: ["revisions", path, id],
    queryFn: () => dataProvider.recordRevisions(path, id),
  });
  const revisions = list.data?.data ?? [];
  const [picked, setPicked] = useState<number[] | null>(null);
  const chosen = picked ?? revisions.slice(0, 2).map((r) => r.id);
  const pair = revisions.filter((r) => chosen.includes(r.id)).sort((a, b) => a.number - b.number);
  const snapshots = useQuery({
    queryKey: ["revisions", path, id, ...pair.map((r) => r.id)],
    queryFn: () => Promise.all(pair.map((r) => dataProvider.recordRevision(path, id, r.id))),
    enabled: pair.length === 2,
  });
  const [reverting, setReverting] = useState(false);

  const toggle = (revisionId: number) =>
    setPicked((current) => {
      const now = current ?? chosen;
      if (now.includes(revisionId)) return now.filter((r) => r !== revisionId);
      // Two at a time: the newest pick replaces the older one.
      return [...now.slice(-1), revisionId];
    });

  const revert = (revision: RevisionSummary) =>
    confirm({
      title: translate("app.revisions.revert_title", { number: revision.number }),
      content: translate("app.revisions.revert_confirm", { number: revision.number }),
    }).then(async () => {
      setReverting(true);
      try {
        await dataProvider.revertToRevision(path, id, revision.id);
        notify("app.revisions.reverted", { type: "success", messageArgs: { number: revision.number } });
        onReverted();
      } catch (error) {
        notify(serverText(readFailure(error)), { type: "error" });
      } finally {
        setReverting(false);
      }
    }, ignoreCanceled);

  const who = (r: RevisionSummary) =>
    r.user_name === null
      ? translate("app.revisions.saved_by_nobody")
      : r.acting_admin_name
        ? translate("app.revisions.saved_by_admin", { name: r.user_name, admin: r.acting_admin_name })
        : translate("app.revisions.saved_by", { name: r.user_name });

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="revisions-title"
    >
      <DialogTitle id="revisions-title">{translate("app.revisions.title")}</DialogTitle>
      <DialogContent dividers>
        {list.isPending ? (
          <CircularProgress aria-label={translate("app.revisions.list_label")} />
        ) : list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void list.refetch()}>
                {translate("app.revisions.retry")}
              </Button>
            }
          >
            {translate("app.revisions.load_failed")}
          </Alert>
        ) : revisions.length === 0 ? (
          <Typography>{translate("app.revisions.empty")}</Typography>
        ) : (
          <Box sx={{ display: "flex", flexDirection: { xs: "column", md: "row" }, gap: 2 }}>
            <List
              dense
              aria-label={translate("app.revisions.list_label")}
              sx={{ width: { md: 340 }, flexShrink: 0, maxHeight: { md: "60vh" }, overflow: "auto" }}
            >
              {revisions.map((r) => (
                <ListItem
                  key={r.id}
                  disableGutters
                  secondaryAction={
                    r.number === revisions[0]?.number ? null : (
                      <Button size="small" disabled={reverting} onClick={() => void revert(r)}>
                        {translate("app.revisions.revert")}
                      </Button>
                    )
                  }
                  sx={{ pr: r.number === revisions[0]?.number ? 0 : 20 }}
                >
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <Checkbox
                      edge="start"
                      checked={chosen.includes(r.id)}
                      onChange={() => toggle(r.id)}
                      slotProps={{
                        input: { "aria-label": translate("app.revisions.pick", { number: r.number }) },
                      }}
                    />
                  </ListItemIcon>
                  <ListItemText
                    primary={translate("app.revisions.revision", { number: r.number })}
                    secondary={`${who(r)} · ${formatDate(r.created_at)} ${time.format(new Date(r.created_at))}`}
                  />
                </ListItem>
              ))}
            </List>
            <Box sx={{ flex: 1, minWidth: 0, overflowX: "auto" }}>
              {pair.length !== 2 ? (
                <Typography color="text.secondary">{translate("app.revisions.pick_two")}</Typography>
              ) : snapshots.data ? (
                <RevisionDiffTable
                  older={{ number: pair[0]!.number, data: snapshots.data[0]!.data }}
                  newer={{ number: pair[1]!.number, data: snapshots.data[1]!.data }}
                />
              ) : snapshots.isError ? (
                <Alert severity="error">{translate("app.revisions.load_failed")}</Alert>
              ) : (
                <CircularProgress />
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.revisions.close")}</Button>
      </DialogActions>
    </Dialog>
  );
};
