import { Alert, AlertTitle, Box, Button, LinearProgress, List, ListItem, Typography } from "@mui/material";
import UploadIcon from "@mui/icons-material/UploadFile";
import { useRef, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { readFailure } from "./useServerText";

interface CsvImportButtonProps {
  label: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<{ message: string }>;
  onImported: () => void;
  /** When the import would be refused anyway (e.g. the store's plan lacks the feature). */
  disabled?: boolean;
}

type Failure = { message: string; rows: string[] };

/**
 * Picks a .csv, uploads it with a progress bar and, when the server refuses the file, lists every
 * row's error (the import is all or nothing, so the fixed file can simply be sent again).
 */
export const CsvImportButton = ({ label, upload, onImported, disabled = false }: CsvImportButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const send = async (file: File) => {
    setFailure(null);
    if (!file.name.toLowerCase().endsWith(".csv")) {
      setFailure({ message: translate("app.catalogue.csv.csv_only"), rows: [] });
      return;
    }
    setProgress(0);
    try {
      const result = await upload(file, setProgress);
      notify(result.message, { type: "success" });
      onImported();
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setFailure({
        message: message ?? translate("app.catalogue.csv.failed"),
        rows: Object.values(fieldErrors),
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadIcon />}
        disabled={disabled || progress !== null}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="csv-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void send(file);
        }}
      />
      {progress !== null && (
        <Box sx={{ mt: 1, minWidth: 200 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={translate("app.catalogue.csv.uploading")}
          />
          <Typography variant="caption" color="text.secondary">
            {translate("app.catalogue.csv.uploading")} {Math.round(progress * 100)}%
          </Typography>
        </Box>
      )}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ mt: 1 }}>
          <AlertTitle>{failure.message}</AlertTitle>
          {failure.rows.length > 0 && (
            <List dense disablePadding aria-label={translate("app.catalogue.csv.row_errors")}>
              {failure.rows.map((row) => (
                <ListItem key={row} disableGutters sx={{ py: 0 }}>
                  {row}
                </ListItem>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Box>
  );
};
