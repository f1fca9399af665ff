import { useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { LibraryFile } from "../../domain/library";
import { LIBRARY_FIRST_SHOWN } from "../../domain/library";
import { FileCard, type FileAction } from "./FileCard";

export const GRID_SX = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))",
  gap: 2,
};

export interface FileGridProps {
  files: LibraryFile[] | null;
  total: number;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onAction: (action: FileAction, file: LibraryFile) => void;
  /** Platform admins (the print team) approve or reject files from the card's menu. */
  canApprove?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}

export function FileGrid({
  files,
  total,
  selected,
  onToggle,
  onAction,
  canApprove = false,
  hasMore,
  loadingMore,
  onShowMore,
}: FileGridProps) {
  const translate = useTranslate();
  if (files === null) {
    return (
      <Box sx={GRID_SX} data-testid="library-loading">
        {Array.from({ length: LIBRARY_FIRST_SHOWN }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={210} />
        ))}
      </Box>
    );
  }
  return (
    <>
      <Box sx={GRID_SX}>
        {files.map((file) => (
          <FileCard
            key={file.id}
            file={file}
            selected={selected.has(file.id)}
            onToggle={() => onToggle(file.id)}
            onAction={onAction}
            canApprove={canApprove}
          />
        ))}
      </Box>
      {files.length > 0 && (
        <Box sx={{ textAlign: "center", mt: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate("app.library.list.shown", { shown: files.length, total })}
          </Typography>
          {hasMore && (
            <Button onClick={onShowMore} disabled={loadingMore} sx={{ mt: 1 }}>
              {translate("app.library.list.show_more")}
            </Button>
          )}
        </Box>
      )}
    </>
  );
}
