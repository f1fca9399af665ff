import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useNotify, useRefresh, useTranslate } from "react-admin";
import { readFailure, useServerText } from "../../../ui/useServerText";
import { CSV_KINDS, type CsvKind } from "./csvKinds";
import { ImportErrors } from "./ImportErrors";
import {
  importCsv,
  importPercent,
  type ImportProgress,
  type ImportResult,
} from "../../../providers/transport/import-stream";

type Failure = { message: string; errors: Record<string, string> };

/** CSV import of products or availability: a real progress bar and the per-row error report. */
export const ImportDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const serverText = useServerText();
  const [kind, setKind] = useState<CsvKind>("products");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const choose = (chosen: File | null) => {
    setFailure(null);
    setResult(null);
    setProgress(null);
    if (chosen && !chosen.name.toLowerCase().endsWith(".csv")) {
      setFile(null);
      setFailure({ message: translate("app.productList.csv.csv_only"), errors: {} });
      return;
    }
    setFile(chosen);
  };

  const start = async () => {
    if (!file) return;
    setRunning(true);
    setFailure(null);
    setResult(null);
    try {
      // "Importing started" only once the server has accepted the file and is writing it.
      const done = await importCsv(CSV_KINDS[kind].importPath, file, setProgress, () =>
        notify("app.productList.csv.started", { type: "info" }),
      );
      setResult(done);
      notify("app.productList.csv.completed", { type: "success" });
      refresh();
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      const text = serverText(message, "app.productList.csv.failed");
      setProgress(null);
      setFailure({ message: text, errors: fieldErrors });
      notify(text, { type: "error" });
    } finally {
      setRunning(false);
    }
  };

  const percent = importPercent(progress);
  return (
    <Dialog open onClose={running ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate("app.productList.csv.import_title")}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_, value: CsvKind | null) => value && setKind(value)}
          disabled={running}
          sx={{ mb: 2 }}
        >
          {(Object.keys(CSV_KINDS) as CsvKind[]).map((k) => (
            <ToggleButton key={k} value={k}>
              {translate(`app.productList.csv.kind_${k}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`app.productList.csv.help_${kind}`)}
        </Typography>
        <Button component="label" variant="outlined" disabled={running}>
          {translate("app.productList.csv.choose_file")}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={translate("app.productList.csv.choose_file")}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </Button>
        {file && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {file.name}
          </Typography>
        )}
        {(running || progress) && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={translate("app.productList.csv.progress")}
            />
            <Typography variant="caption" color="text.secondary">
              {progress?.stage === "writing"
                ? translate("app.productList.csv.writing", { done: progress.done, total: progress.total })
                : translate("app.productList.csv.uploading", { percent })}
            </Typography>
          </Box>
        )}
        {result && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate("app.productList.csv.result", {
              created: result.created ?? 0,
              updated: result.updated ?? 0,
            })}
          </Alert>
        )}
        {failure && <ImportErrors message={failure.message} errors={failure.errors} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {translate("ra.action.close")}
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={!file || running}>
          {translate("app.productList.csv.start")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
