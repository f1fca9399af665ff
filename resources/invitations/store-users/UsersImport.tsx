import { useRef, useState } from "react";
import {
  Alert,
  Box,
  Button,
  FormHelperText,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import UploadIcon from "@mui/icons-material/UploadFileOutlined";
import { useNotify, useTranslate } from "react-admin";
import { CSV_IMPORT_TYPES, type CsvImportType } from "../../../domain/stores";
import { oneOf } from "../../../domain/one-of";
import {
  importPercent,
  type ImportProgress,
  type ImportResult,
} from "../../../providers/transport/import-stream";
import { readFailure, useServerText } from "../../../ui/useServerText";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { isCsvFile } from "./csvFile";
import { useWhitelistChanged } from "./useWhitelist";

/**
 * CSV import of whitelisted users (email, name) or domains (domain). A non-csv file is refused
 * before it is uploaded; the server refuses a file with a bad row and names every bad row, or queues
 * the import, which the bar follows to its end.
 */
export const UsersImport = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const changed = useWhitelistChanged(websiteId);
  const dataProvider = useAppDataProvider();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const uploading = progress !== null;
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<CsvImportType>("whitelisted_emails");
  const [fileError, setFileError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setResult(null);
    setRowErrors([]);
    if (!isCsvFile(file)) {
      setFileError(translate("app.team.import.csv_only"));
      return;
    }
    setFileError(null);
    try {
      setProgress({ stage: "uploading", fraction: 0 });
      const done = await dataProvider
        .importStoreUsers(websiteId, type, file, setProgress)
        .finally(() => setProgress(null));
      setResult(done);
      notify(translate("app.team.import.success"), { type: "success" });
      await changed();
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      const { file: fileProblem, ...rows } = fieldErrors;
      setFileError(fileProblem ? serverText(fileProblem) : null);
      setRowErrors(Object.values(rows));
      notify(serverText(message, "app.team.import.failed"), { type: "error" });
    }
  };

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate("app.team.import.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(
          type === "whitelisted_emails" ? "app.team.import.users_help" : "app.team.import.domains_help",
        )}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          select
          size="small"
          label={translate("app.team.import.type")}
          value={type}
          onChange={(event) => setType(oneOf(CSV_IMPORT_TYPES, event.target.value, type))}
          disabled={uploading}
          sx={{ minWidth: 220 }}
        >
          {CSV_IMPORT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`app.team.import.types.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={uploading}>
          {translate("app.team.import.choose")}
          <input
            ref={input}
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={translate("app.team.import.file")}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </Button>
      </Stack>
      {fileError ? (
        <FormHelperText error role="alert">
          {fileError}
        </FormHelperText>
      ) : null}
      {uploading ? (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={importPercent(progress)}
            aria-label={translate("app.team.import.progress")}
          />
        </Box>
      ) : null}
      {result ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {translate("app.team.import.success")}{" "}
          {translate("app.team.import.counts", {
            imported: result.created ?? 0,
            skipped: result.skipped ?? 0,
          })}
        </Alert>
      ) : null}
      {rowErrors.length > 0 ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {rowErrors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
};
