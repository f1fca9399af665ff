import { useState } from "react";
import { useTranslate } from "react-admin";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import FolderIcon from "@mui/icons-material/Folder";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import type { LibraryFolder } from "../../domain/library";

export interface FolderTileProps {
  folder: LibraryFolder;
  onOpen: (folder: LibraryFolder) => void;
  onRename: (folder: LibraryFolder) => void;
  onDelete: (folder: LibraryFolder) => void;
}

export function FolderTile({ folder, onOpen, onRename, onDelete }: FolderTileProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Card variant="outlined">
      <Stack direction="row" sx={{ alignItems: "center" }}>
        <CardActionArea
          onClick={() => onOpen(folder)}
          aria-label={translate("app.library.list.open_folder", { name: folder.name })}
          sx={{ display: "flex", justifyContent: "flex-start", gap: 1, p: 1.5, flex: 1, minWidth: 0 }}
        >
          <FolderIcon color="primary" />
          <Typography variant="body2" noWrap>
            {folder.name}
          </Typography>
        </CardActionArea>
        <IconButton
          size="small"
          aria-label={translate("app.library.file.actions", { name: folder.name })}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onRename(folder);
          }}
        >
          {translate("app.library.folder.rename")}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete(folder);
          }}
          sx={{ color: "error.main" }}
        >
          {translate("app.library.folder.delete")}
        </MenuItem>
      </Menu>
    </Card>
  );
}
