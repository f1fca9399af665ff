import { useTranslate } from "react-admin";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import type { FileApproval, LibraryFile } from "../../domain/library";
import { isImageFile } from "../../domain/library";
import { MIN_PRINT_DPI } from "../../domain/placement";

const APPROVAL_COLOR: Record<FileApproval, "success" | "error" | "default"> = {
  approved: "success",
  rejected: "error",
  pending: "default",
};

/**
 * A file's print DPI (its pixels printed as large as fits a 12 x 16 in area; a warning colour
 * below the print minimum) and the print team's verdict, which every user of the store sees.
 */
export function FileChips({ file }: { file: LibraryFile }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", rowGap: 0.5 }}>
      {isImageFile(file) && (
        <Tooltip title={translate("app.library.file.dpi_hint", { min: MIN_PRINT_DPI })}>
          <Chip
            size="small"
            variant="outlined"
            color={file.dpi !== null && file.dpi < MIN_PRINT_DPI ? "warning" : "default"}
            label={
              file.dpi !== null
                ? translate("app.library.file.dpi", { dpi: file.dpi })
                : translate("app.library.file.no_dpi")
            }
          />
        </Tooltip>
      )}
      <Chip
        size="small"
        variant={file.approval === "pending" ? "outlined" : "filled"}
        color={APPROVAL_COLOR[file.approval]}
        label={translate(`app.library.approval.${file.approval}`)}
      />
    </Stack>
  );
}
