import { useCallback, useEffect, useState } from "react";
import { Title, useTranslate } from "react-admin";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { isImageFile, type LibraryFileDetail } from "../../domain/library";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { ApprovalButtons } from "./ApprovalButtons";
import { FileChips } from "./FileChips";
import { FileThumb } from "./FileThumb";
import { ImageEditor } from "./ImageEditor";
import { PrepDialog } from "./PrepDialog";
import { PrepRequests } from "./PrepRequests";
import { useAppDataProvider } from "../../providers/dataProvider";

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** /files/{id}: a design file's details, preparation requests and, for pictures, the image editor. */
export default function FileDetailPage() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const id = Number(useParams().id);
  const [file, setFile] = useState<LibraryFileDetail | null>(null);
  const [error, setError] = useState(false);
  const [prepOpen, setPrepOpen] = useState(false);
  const [prepVersion, setPrepVersion] = useState(0);
  const canApprove = useCurrentUser().user?.is_admin === true;
  const navigate = useNavigate();

  const load = useCallback(() => {
    setError(false);
    dataProvider
      .libraryFile(id)
      .then(setFile)
      .catch(() => setError(true));
  }, [dataProvider, id]);
  useEffect(load, [load]);

  const row = (label: string, value: string) => (
    <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ width: 140 }}>
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={file?.name ?? translate("app.library.page.file")} />
      <Button component={RouterLink} to="/files" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {translate("app.library.detail.back")}
      </Button>
      {error && <Alert severity="error">{translate("app.library.detail.load_error")}</Alert>}
      {!error && file === null && <Skeleton variant="rectangular" height={320} />}
      {file && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card variant="outlined">
              <CardContent>
                <FileThumb file={file} size={220} />
                <Typography variant="h6" sx={{ mt: 1, wordBreak: "break-all" }}>
                  {file.name}
                </Typography>
                <FileChips file={file} />
                <Box sx={{ mt: 2 }}>
                  {row(translate("app.library.detail.type"), file.extension.toUpperCase())}
                  {row(translate("app.library.detail.size"), formatSize(file.size))}
                  {file.width !== null &&
                    row(
                      translate("app.library.detail.dimensions"),
                      translate("app.library.file.size_px", { width: file.width, height: file.height ?? 0 }),
                    )}
                  {isImageFile(file) &&
                    row(
                      translate("app.library.detail.dpi"),
                      file.dpi ? String(file.dpi) : translate("app.library.file.no_dpi"),
                    )}
                  {row(
                    translate("app.library.detail.status"),
                    translate(`app.library.approval.${file.approval}`),
                  )}
                  {row(
                    translate("app.library.detail.uploaded"),
                    new Date(file.created_at).toLocaleDateString("en-US"),
                  )}
                  {file.uploaded_by && row(translate("app.library.detail.uploaded_by"), file.uploaded_by)}
                </Box>
                {canApprove && (
                  <Box sx={{ mt: 2 }}>
                    <Typography variant="subtitle2" gutterBottom>
                      {translate("app.library.approval.title")}
                    </Typography>
                    <ApprovalButtons file={file} onChanged={load} />
                  </Box>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", rowGap: 1 }}>
                  <Button variant="outlined" component="a" href={file.url} download={file.name}>
                    {translate("app.library.file.download")}
                  </Button>
                  <Button onClick={() => setPrepOpen(true)}>
                    {translate("app.library.file.request_prep")}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ mt: 2 }}>
              <CardContent>
                <Typography variant="subtitle1" gutterBottom>
                  {translate("app.library.prep.requests")}
                </Typography>
                <PrepRequests fileId={file.id} version={prepVersion} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" gutterBottom>
                  {translate("app.library.editor.title")}
                </Typography>
                {isImageFile(file) ? (
                  <ImageEditor file={file} onSaved={(saved) => navigate(`/files/${saved.id}`)} />
                ) : (
                  <Typography color="text.secondary">{translate("app.library.detail.not_image")}</Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
      <PrepDialog
        file={prepOpen ? file : null}
        onClose={() => setPrepOpen(false)}
        onSent={() => setPrepVersion((v) => v + 1)}
      />
    </Box>
  );
}
