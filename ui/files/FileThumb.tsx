import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import InsertDriveFileOutlinedIcon from "@mui/icons-material/InsertDriveFileOutlined";
import type { LibraryFile } from "../../domain/library";

/** The file's thumbnail, or for files without one (PDF, EPS, DST...) an icon with the extension. */
export function FileThumb({ file, size = 140 }: { file: LibraryFile; size?: number }) {
  if (file.thumb_url) {
    return (
      <Box
        component="img"
        src={file.thumb_url}
        alt={file.name}
        loading="lazy"
        sx={{ width: "100%", height: size, objectFit: "contain", bgcolor: "grey.100", borderRadius: 1 }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={file.name}
      sx={{
        height: size,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        bgcolor: "grey.100",
        borderRadius: 1,
        color: "text.secondary",
      }}
    >
      <InsertDriveFileOutlinedIcon fontSize="large" />
      <Typography variant="caption" sx={{ textTransform: "uppercase", fontWeight: 600 }}>
        {file.extension}
      </Typography>
    </Box>
  );
}
