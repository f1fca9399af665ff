import type { Ref } from "react";
import { Box } from "@mui/material";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";

/** What a row is dragged by; named for screen readers, the arrow buttons are their way. */
export const DragHandle = ({
  handleRef,
  label,
  testId,
}: {
  handleRef: Ref<HTMLSpanElement>;
  label: string;
  testId: string;
}) => (
  <Box
    component="span"
    ref={handleRef}
    role="img"
    aria-label={label}
    data-testid={testId}
    sx={{ cursor: "grab", display: "flex", color: "text.secondary", mr: 0.5 }}
  >
    <DragIndicatorIcon fontSize="small" />
  </Box>
);
