import { Box, Paper, Skeleton } from "@mui/material";

/** The editor's shape while the store and its pages load. */
export const DesignerSkeleton = () => (
  <Box aria-busy="true" sx={{ display: "flex", gap: 2, flexWrap: { xs: "wrap", md: "nowrap" } }}>
    <Paper variant="outlined" sx={{ width: { xs: "100%", md: 380 }, p: 2, display: "grid", gap: 1.5 }}>
      <Skeleton width="40%" height={32} />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={36} />
      ))}
      <Skeleton width="50%" height={32} />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={44} />
      ))}
    </Paper>
    <Skeleton variant="rounded" sx={{ flex: 1, minHeight: 560 }} />
  </Box>
);
