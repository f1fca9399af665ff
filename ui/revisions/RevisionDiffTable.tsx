import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { revisionDiff, rowLabel, type FieldDiff, type Snapshot } from "../../domain/revision-diff";
import { revisionValue, rowValues, type ValueWords } from "./revisionValue";

interface Side {
  number: number;
  data: Snapshot;
}

/** Two revisions side by side: each changed field (and each changed row of a list) older | newer. */
export const RevisionDiffTable = ({ older, newer }: { older: Side; newer: Side }) => {
  const translate = useTranslate();
  const words: ValueWords = {
    empty: translate("app.revisions.empty_value"),
    yes: translate("app.revisions.yes"),
    no: translate("app.revisions.no"),
  };
  const diffs = revisionDiff(older.data, newer.data);
  if (diffs.length === 0)
    return <Typography color="text.secondary">{translate("app.revisions.same")}</Typography>;
  const label = (field: string) => translate(`app.revisions.fields.${field}`, { _: field });
  const lines = (diff: FieldDiff) =>
    diff.kind === "value" ? (
      <TableRow key={diff.field}>
        <TableCell component="th" scope="row">
          {label(diff.field)}
        </TableCell>
        <TableCell sx={{ overflowWrap: "anywhere" }}>
          {revisionValue(diff.field, diff.before, words)}
        </TableCell>
        <TableCell sx={{ overflowWrap: "anywhere" }}>
          {revisionValue(diff.field, diff.after, words)}
        </TableCell>
      </TableRow>
    ) : (
      diff.rows.map((row) => (
        <TableRow key={`${diff.field}-${row.key}`}>
          <TableCell component="th" scope="row">
            {label(diff.field)}: {rowLabel(row.after ?? row.before, row.key)}{" "}
            <Chip size="small" variant="outlined" label={translate(`app.revisions.change.${row.change}`)} />
          </TableCell>
          <TableCell sx={{ overflowWrap: "anywhere" }}>
            {row.change === "added" ? words.empty : rowValues(row.before, row.fields, words)}
          </TableCell>
          <TableCell sx={{ overflowWrap: "anywhere" }}>
            {row.change === "removed" ? words.empty : rowValues(row.after, row.fields, words)}
          </TableCell>
        </TableRow>
      ))
    );
  return (
    <Table size="small" aria-label={translate("app.revisions.title")}>
      <TableHead>
        <TableRow>
          <TableCell>{translate("app.revisions.field")}</TableCell>
          <TableCell>{translate("app.revisions.older", { number: older.number })}</TableCell>
          <TableCell>{translate("app.revisions.newer", { number: newer.number })}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>{diffs.map(lines)}</TableBody>
    </Table>
  );
};
