import { useEffect, useState } from "react";
import { Title, useTranslate } from "react-admin";
import { Link as RouterLink, useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import FolderIcon from "@mui/icons-material/Folder";
import InsertDriveFileOutlinedIcon from "@mui/icons-material/InsertDriveFileOutlined";
import AssignmentOutlinedIcon from "@mui/icons-material/AssignmentOutlined";
import type { MediaEntry } from "../../domain/library";
import { useAppDataProvider } from "../../providers/dataProvider";

/** The print team's queue of file preparation requests (AdminPrepPage). */
export const PREP_QUEUE_PATH = "/master/admin/file-prep";

/** The route's {dir} is one segment: the storage path URL-encoded; "root" is the top. */
export const mediaPath = (dir: string) => `/master/admin/media/${encodeURIComponent(dir || "root")}`;

type Listing = { dir: string; parent: string | null; listable: boolean; data: MediaEntry[] };

/** /master/admin/media/{dir} (admin): what Storage holds under a directory. */
export default function MediaBrowser() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const raw = useParams().dir ?? "root";
  const dir = raw === "root" ? "" : raw;
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    setListing(null);
    setError(false);
    dataProvider
      .listMedia(dir)
      .then(setListing)
      .catch(() => setError(true));
  }, [dataProvider, dir]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate("app.library.media.title")} />
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontFamily: "monospace" }}>
          {dir || translate("app.library.media.root")}
        </Typography>
        <Button component={RouterLink} to={PREP_QUEUE_PATH} startIcon={<AssignmentOutlinedIcon />}>
          {translate("app.library.prep_admin.link")}
        </Button>
      </Box>
      {listing?.parent !== null && listing?.parent !== undefined && (
        <Button component={RouterLink} to={mediaPath(listing.parent)} sx={{ mb: 1 }}>
          {translate("app.library.media.up")}
        </Button>
      )}
      {error && <Alert severity="error">{translate("app.library.media.load_error")}</Alert>}
      {!error && listing === null && <Skeleton variant="rectangular" height={200} />}
      {listing && !listing.listable && (
        <Alert severity="info">{translate("app.library.media.not_listable")}</Alert>
      )}
      {listing && listing.listable && listing.data.length === 0 && (
        <Typography color="text.secondary">{translate("app.library.media.empty")}</Typography>
      )}
      {listing && listing.data.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate("app.library.media.name")}</TableCell>
              <TableCell>{translate("app.library.media.dimensions")}</TableCell>
              <TableCell align="right">{translate("app.library.media.size")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {listing.data.map((entry) => (
              <TableRow key={entry.path}>
                <TableCell>
                  {entry.type === "directory" ? (
                    <Link
                      component={RouterLink}
                      to={mediaPath(entry.path)}
                      sx={{ display: "inline-flex", gap: 1 }}
                    >
                      <FolderIcon fontSize="small" /> {entry.name}
                    </Link>
                  ) : (
                    <Link
                      href={entry.url ?? undefined}
                      target="_blank"
                      rel="noopener"
                      sx={{ display: "inline-flex", gap: 1 }}
                    >
                      <InsertDriveFileOutlinedIcon fontSize="small" /> {entry.name}
                    </Link>
                  )}
                </TableCell>
                <TableCell>{entry.width !== null ? `${entry.width} × ${entry.height ?? 0}` : ""}</TableCell>
                <TableCell align="right">
                  {entry.type === "file" ? entry.size.toLocaleString("en-US") : ""}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
