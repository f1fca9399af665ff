import { Box } from "@mui/material";
import type { SectionType } from "../../../domain/sections";
import type { Pattern } from "../patterns";

const block = { bgcolor: "action.selected", borderRadius: 0.5 } as const;
const line = { ...block, height: 6, bgcolor: "action.disabled" } as const;

/** How many cells a pattern's grid shows in its sketch. */
function cellsOf(type: SectionType, data: Record<string, unknown>): number {
  if (type === "products") return Math.min(Number(data.row_limit ?? 3), 6);
  if (type === "redirect-tiles") return Math.min(Number(data.rows ?? 3), 6);
  if (type === "image-gallery") return Array.isArray(data.images) ? data.images.length : 4;
  return 0;
}

/** A wireframe of a pattern, for the picker and its preview dialog. */
export const PatternSketch = ({
  type,
  pattern,
  height = 72,
}: {
  type: SectionType;
  pattern: Pattern;
  height?: number;
}) => {
  const cells = cellsOf(type, pattern.data);
  const position = String(pattern.data.position ?? "");
  let body;
  if (cells > 0) {
    body = (
      <Box sx={{ display: "grid", gridTemplateColumns: `repeat(${cells}, 1fr)`, gap: 0.5, height: "100%" }}>
        {Array.from({ length: cells }, (_, i) => (
          <Box key={i} sx={block} />
        ))}
      </Box>
    );
  } else if (type === "image-text") {
    const parts = [
      <Box key="i" sx={{ ...block, flex: 1 }} />,
      <Box key="t" sx={{ flex: 1, display: "grid", gap: 0.5, alignContent: "center" }}>
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={line} />
        ))}
      </Box>,
    ];
    body = (
      <Box sx={{ display: "flex", gap: 1, height: "100%" }}>
        {position === "text-image" ? parts.reverse() : parts}
      </Box>
    );
  } else if (type === "contact" || type === "custom_form") {
    const rows = type === "contact" && Object.values(pattern.data).every((v) => v === false) ? 2 : 4;
    body = (
      <Box sx={{ display: "grid", gap: 0.5, alignContent: "center", height: "100%", px: 2 }}>
        {Array.from({ length: rows }, (_, i) => (
          <Box key={i} sx={{ ...line, height: 10 }} />
        ))}
      </Box>
    );
  } else {
    const width = position === "full" ? "100%" : "60%";
    const margin = position === "left" ? "0 auto 0 0" : position === "right" ? "0 0 0 auto" : "0 auto";
    body = <Box sx={{ ...block, width, height: "100%", m: margin }} />;
  }
  return (
    <Box
      aria-hidden
      sx={{
        height,
        p: 0.75,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        bgcolor: "background.default",
      }}
    >
      {body}
    </Box>
  );
};
