import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/**
 * A table cell's long text (an e-mail, an address) on one line, cut with an ellipsis and whole in
 * its tooltip: wrapped letter by letter it makes every row several lines tall.
 */
export const OneLine = ({
  text,
  maxWidth = 180,
  children,
}: {
  text: string;
  maxWidth?: number;
  children?: ReactNode;
}) => (
  <Box title={text} sx={{ maxWidth, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
    {children ?? text}
  </Box>
);
