import { useState } from "react";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import type { LibraryFile } from "../../domain/library";
import { FileChips } from "../../ui/files/FileChips";
import { FileThumb } from "../../ui/files/FileThumb";

export type FileAction = "rename" | "move" | "delete" | "prep" | "approve" | "reject";

export interface FileCardProps {
  file: LibraryFile;
  selected: boolean;
  onToggle: () => void;
  onAction: (action: FileAction, file: LibraryFile) => void;
  canApprove?: boolean;
}

/**
 * A file of the library grid: thumbnail (opens the file), name, DPI, approval, selection, menu;
 * platform admins also approve or reject it from the menu.
 */
export function FileCard({ file, selected, onToggle, onAction, canApprove = false }: FileCardProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: FileAction) => {
    setAnchor(null);
    onAction(action, file);
  };
  return (
    <Card
      variant="outlined"
      sx={{ position: "relative", borderColor: selected ? "primary.main" : undefined }}
    >
      <Checkbox
        checked={selected}
        onChange={onToggle}
        slotProps={{ input: { "aria-label": translate("app.library.list.select", { name: file.name }) } }}
        sx={{ position: "absolute", top: 4, left: 4, zIndex: 1, bgcolor: "background.paper", p: 0.5 }}
      />
      <CardActionArea component={RouterLink} to={`/File/${file.id}`}>
        <FileThumb file={file} />
      </CardActionArea>
      <CardContent sx={{ p: 1, "&:last-child": { pb: 1 } }}>
        <Stack direction="row" sx={{ alignItems: "center" }}>
          <Typography variant="body2" noWrap title={file.name} sx={{ flex: 1, minWidth: 0 }}>
            {file.name}
          </Typography>
          <IconButton
            size="small"
            aria-label={translate("app.library.file.actions", { name: file.name })}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </Stack>
        <FileChips file={file} />
      </CardContent>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to={`/File/${file.id}`}>
          {translate("app.library.file.open")}
        </MenuItem>
        <MenuItem onClick={() => act("rename")}>{translate("app.library.file.rename")}</MenuItem>
        <MenuItem onClick={() => act("move")}>{translate("app.library.file.move")}</MenuItem>
        <MenuItem component="a" href={file.url} download={file.name} onClick={() => setAnchor(null)}>
          {translate("app.library.file.download")}
        </MenuItem>
        <MenuItem onClick={() => act("prep")}>{translate("app.library.file.request_prep")}</MenuItem>
        {canApprove && file.approval !== "approved" && (
          <MenuItem onClick={() => act("approve")}>{translate("app.library.approval.approve")}</MenuItem>
        )}
        {canApprove && file.approval !== "rejected" && (
          <MenuItem onClick={() => act("reject")}>{translate("app.library.approval.reject")}</MenuItem>
        )}
        <MenuItem onClick={() => act("delete")} sx={{ color: "error.main" }}>
          {translate("app.library.file.delete")}
        </MenuItem>
      </Menu>
    </Card>
  );
}
