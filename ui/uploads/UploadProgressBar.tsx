import { useSyncExternalStore } from "react";
import { useTranslate } from "react-admin";
import { useLocation } from "react-router-dom";
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { getUploadStatus, subscribeUploadStatus } from "../../providers/transport/uploadStatus";

/** The upload indicator is hidden on product routes (the creator shows its own). */
export function isProductRoute(pathname: string): boolean {
  return /^\/(?:app\/)?(?:products|Product)(?:\/|$)/.test(pathname);
}

/** The global upload progress bar, mounted once in the layout; driven by trackedUpload(). */
export function UploadProgressBar() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const status = useSyncExternalStore(subscribeUploadStatus, getUploadStatus, getUploadStatus);
  if (status.phase === "idle" || isProductRoute(pathname)) return null;
  return (
    <Paper
      elevation={6}
      role="status"
      aria-live="polite"
      sx={{
        position: "fixed",
        bottom: 16,
        right: 16,
        width: 340,
        p: 1.5,
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      {status.phase === "uploading" ? (
        <>
          <Typography variant="body2" gutterBottom>
            {translate("app.library.upload.uploading", { percent: Math.round(status.progress * 100) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={status.progress * 100}
            aria-label={translate("app.library.upload.uploading", {
              percent: Math.round(status.progress * 100),
            })}
          />
        </>
      ) : (
        <Alert severity={status.phase === "success" ? "success" : "error"} sx={{ p: 0, px: 1 }}>
          {translate(`app.library.upload.${status.phase}`)}
        </Alert>
      )}
    </Paper>
  );
}
