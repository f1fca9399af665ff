import { useListContext } from "react-admin";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { LIBRARY_FIRST_SHOWN, type LibraryFile } from "../../domain/library";
import { FileCard, type FileAction } from "./FileCard";

export const GRID_SX = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))",
  gap: 2,
};

export interface FileGridProps {
  files: LibraryFile[];
  onAction: (action: FileAction, file: LibraryFile) => void;
  /** Platform admins (the print team) approve or reject files from the card's menu. */
  canApprove: boolean;
}

/** The store's files as cards; the checkboxes are the list's selection. */
export function FileGrid({ files, onAction, canApprove }: FileGridProps) {
  const { isPending, selectedIds, onToggleItem } = useListContext<LibraryFile>();
  if (isPending) {
    return (
      <Box sx={GRID_SX} data-testid="library-loading">
        {Array.from({ length: LIBRARY_FIRST_SHOWN }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={210} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={GRID_SX}>
      {files.map((file) => (
        <FileCard
          key={file.id}
          file={file}
          selected={selectedIds.includes(file.id)}
          onToggle={() => onToggleItem(file.id)}
          onAction={onAction}
          canApprove={canApprove}
        />
      ))}
    </Box>
  );
}
