import type { ReactNode } from "react";
import { Box } from "@mui/material";
import { BulkActionsToolbar } from "react-admin";

/**
 * The bulk bar of a list that is not a table (cards, messages, a tree). React-admin draws the bar
 * over a table's header row; without one it would cover the first rows, so here it takes a line of
 * its own above them while rows are chosen.
 */
export const BulkBarRow = ({ children }: { children: ReactNode }) => (
  <Box sx={{ "&& .RaBulkActionsToolbar-toolbar": { position: "static", transform: "none" } }}>
    <BulkActionsToolbar>{children}</BulkActionsToolbar>
  </Box>
);
