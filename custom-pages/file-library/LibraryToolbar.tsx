import { useTranslate } from "react-admin";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import CreateNewFolderIcon from "@mui/icons-material/CreateNewFolder";
import SearchIcon from "@mui/icons-material/Search";
import type { LibraryFolder } from "../../domain/library";
import { UploadButton } from "./UploadButton";

export interface LibraryToolbarProps {
  search: string;
  onSearch: (term: string) => void;
  breadcrumbs: LibraryFolder[];
  onOpenFolder: (id: number | null) => void;
  onNewFolder: () => void;
  folderId: number | null;
  onUploaded: () => void;
}

export function LibraryToolbar(props: LibraryToolbarProps) {
  const translate = useTranslate();
  const { breadcrumbs, onOpenFolder } = props;
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
        <TextField
          size="small"
          label={translate("app.library.list.search")}
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1, maxWidth: 360 }}
        />
        <Stack direction="row" spacing={1} sx={{ ml: { sm: "auto" }, alignItems: "flex-start" }}>
          <Button variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={props.onNewFolder}>
            {translate("app.library.list.new_folder")}
          </Button>
          <UploadButton folderId={props.folderId} onUploaded={props.onUploaded} />
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate("app.library.list.upload_hint")}
      </Typography>
      <Breadcrumbs>
        {breadcrumbs.length === 0 ? (
          <Typography color="text.primary">{translate("app.library.list.root")}</Typography>
        ) : (
          <Link component="button" type="button" onClick={() => onOpenFolder(null)}>
            {translate("app.library.list.root")}
          </Link>
        )}
        {breadcrumbs.map((f, i) =>
          i === breadcrumbs.length - 1 ? (
            <Typography key={f.id} color="text.primary">
              {f.name}
            </Typography>
          ) : (
            <Link key={f.id} component="button" type="button" onClick={() => onOpenFolder(f.id)}>
              {f.name}
            </Link>
          ),
        )}
      </Breadcrumbs>
    </Stack>
  );
}
