import { Box, Skeleton, Stack } from "@mui/material";

/** The page's shape while the store loads: header, tabs, a form card. */
export const SettingsSkeleton = () => (
  <Box sx={{ py: 3 }} aria-busy="true" data-testid="store-settings-loading">
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
      <Skeleton variant="rounded" width={56} height={56} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" width="30%" height={36} />
        <Skeleton variant="text" width="20%" />
      </Box>
    </Stack>
    <Skeleton variant="rectangular" height={48} sx={{ mb: 3 }} />
    <PanelSkeleton />
  </Box>
);

export const PanelSkeleton = () => (
  <Stack spacing={2}>
    <Skeleton variant="rounded" height={56} />
    <Skeleton variant="rounded" height={56} />
    <Skeleton variant="rounded" height={160} />
  </Stack>
);
