import { useTranslate } from "react-admin";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { LibraryFile } from "../../domain/library";
import { isImageFile } from "../../domain/library";

/** DPI read-out and the approved status of a file. */
export function FileChips({ file }: { file: LibraryFile }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", rowGap: 0.5 }}>
      {isImageFile(file) && (
        <Chip
          size="small"
          variant="outlined"
          label={
            file.dpi
              ? translate("app.library.file.dpi", { dpi: file.dpi })
              : translate("app.library.file.no_dpi")
          }
        />
      )}
      {file.approved && <Chip size="small" color="success" label={translate("app.library.file.approved")} />}
    </Stack>
  );
}
