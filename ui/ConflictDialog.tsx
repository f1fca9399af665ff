import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { revisionValue } from "./revisions/revisionValue";
import { conflictRows, type VersionedRecord } from "./versionConflict";
import { usePhone } from "./usePhone";

export interface ConflictDialogProps {
  /** The record as the screen read it (the version the save sent). */
  read: VersionedRecord;
  /** The record as it is now (the 409's `current`). */
  now: VersionedRecord;
  /** The fields the user's save changed, with their values. */
  mine: Record<string, unknown>;
  /** Labels of fields, by name; otherwise the revisions' label of the field, or its name. */
  labels?: Record<string, string>;
  busy?: boolean;
  onReload: () => void;
  onApply: () => void;
  onClose: () => void;
}

/** Longest text a cell shows; the rest is cut with an ellipsis. */
const SHOWN = 60;

/**
 * A value as a cell shows it, as the revisions show it (money as money, lists joined); nothing
 * as "(empty)".
 */
function Cell({ field, value }: { field: string; value: unknown }) {
  const translate = useTranslate();
  const empty = translate("app.conflict.empty");
  const text = revisionValue(field, value, {
    empty,
    yes: translate("app.revisions.yes"),
    no: translate("app.revisions.no"),
  });
  return (
    <TableCell sx={{ overflowWrap: "break-word", minWidth: 72 }}>
      {text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text}
    </TableCell>
  );
}

/**
 * A save refused because someone else saved the record meanwhile: field by field, what the user
 * read, what it is now and the user's own edit; "Reload their version" drops the user's edit,
 * "Apply my changes on top" saves the user's changed fields again over the new version. Every
 * screen that saves a versioned record shows this one dialog.
 */
export function ConflictDialog({
  read,
  now,
  mine,
  labels,
  busy,
  onReload,
  onApply,
  onClose,
}: ConflictDialogProps) {
  const translate = useTranslate();
  const phone = usePhone();
  const rows = conflictRows(read, now, mine);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="conflict-title"
    >
      <DialogTitle id="conflict-title">{translate("app.conflict.title")}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate("app.conflict.intro")}
        </Alert>
        <TableContainer sx={{ overflowX: "auto" }}>
          <Table size="small" aria-labelledby="conflict-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate("app.conflict.field")}</TableCell>
                <TableCell>{translate("app.conflict.read")}</TableCell>
                <TableCell>{translate("app.conflict.now")}</TableCell>
                <TableCell>{translate("app.conflict.mine")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {labels?.[row.field] ?? translate(`app.revisions.fields.${row.field}`, { _: row.field })}
                  </TableCell>
                  <Cell field={row.field} value={row.read} />
                  <Cell field={row.field} value={row.now} />
                  {row.edited ? (
                    <Cell field={row.field} value={row.mine} />
                  ) : (
                    <TableCell>{translate("app.conflict.unchanged")}</TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {translate("app.conflict.cancel")}
        </Button>
        <Button onClick={onReload} disabled={busy}>
          {translate("app.conflict.reload")}
        </Button>
        <Button variant="contained" onClick={onApply} disabled={busy}>
          {translate("app.conflict.apply")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
