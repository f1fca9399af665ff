import { useRef, useState } from "react";
import { useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import UploadIcon from "@mui/icons-material/Upload";
import { serverMessage } from "./serverError";
import { useAppDataProvider } from "../../providers/dataProvider";

const ACCEPT = ".png,.jpg,.jpeg,.pdf,.eps,.ai,.dst,.emb";

/**
 * Uploads chosen files into a folder with a progress bar. A refusal (a file too large, a dropped
 * connection) is shown under the button as the server says it, and the button is usable again.
 */
export function UploadButton({
  folderId,
  onUploaded,
  accept = ACCEPT,
}: {
  folderId: number | null;
  onUploaded: () => void;
  accept?: string;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    setError(null);
    setProgress(0);
    try {
      await dataProvider.uploadToLibrary(files, folderId, setProgress);
      onUploaded();
    } catch (failure) {
      setError(serverMessage(failure) ?? translate("app.library.upload.failed"));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        data-testid="library-upload-input"
        onChange={(e) => void send(Array.from(e.target.files ?? []))}
      />
      <Button
        variant="contained"
        startIcon={<UploadIcon />}
        onClick={() => input.current?.click()}
        disabled={progress !== null}
      >
        {translate("app.library.list.upload")}
      </Button>
      {progress !== null && (
        <Box sx={{ mt: 1, minWidth: 200 }}>
          <LinearProgress
            variant="determinate"
            value={progress * 100}
            aria-label={translate("app.library.list.upload")}
          />
          <Typography variant="caption">
            {translate("app.library.upload.uploading", { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      )}
      {error !== null && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mt: 1, maxWidth: 420 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
