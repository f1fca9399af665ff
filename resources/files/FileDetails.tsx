import { useState } from "react";
import { useRefresh, useTranslate } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "react-router-dom";
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
import { isImageFile } from "../../domain/library";
import { useAppDataProvider } from "../../providers/dataProvider";
import { FileChips } from "../../ui/files/FileChips";
import { FileThumb } from "../../ui/files/FileThumb";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { ApprovalButtons } from "./ApprovalButtons";
import { ImageEditor } from "./ImageEditor";
import { PrepDialog } from "./PrepDialog";
import { PrepRequests } from "./PrepRequests";
import { formatFileSize } from "./types";

/** A design file's details, the print team's verdict, its preparation requests and, for pictures, the image editor. */
export function FileDetails({ id }: { id: number }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const canApprove = useCurrentUser().user?.is_admin === true;
  const [prepOpen, setPrepOpen] = useState(false);
  const [prepVersion, setPrepVersion] = useState(0);
  const detail = useQuery({ queryKey: ["File", "detail", id], queryFn: () => dataProvider.libraryFile(id) });
  const file = detail.data;

  const row = (label: string, value: string) => (
    <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ width: 140, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography sx={{ minWidth: 0, wordBreak: "break-word" }}>{value}</Typography>
    </Stack>
  );

  return (
    <Box>
      <Button component={RouterLink} to="/File" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {translate("app.library.detail.back")}
      </Button>
      {detail.isError && <Alert severity="error">{translate("app.library.detail.load_error")}</Alert>}
      {detail.isPending && <Skeleton variant="rectangular" height={320} />}
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
                  {row(translate("app.library.detail.size"), formatFileSize(file.size))}
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
                    <ApprovalButtons
                      file={file}
                      onChanged={() => {
                        void detail.refetch();
                        refresh();
                      }}
                    />
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
                  <ImageEditor file={file} onSaved={(saved) => navigate(`/File/${saved.id}`)} />
                ) : (
                  <Typography color="text.secondary">{translate("app.library.detail.not_image")}</Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
      <PrepDialog
        file={prepOpen ? (file ?? null) : null}
        onClose={() => setPrepOpen(false)}
        onSent={() => setPrepVersion((v) => v + 1)}
      />
    </Box>
  );
}
