import { Box, Skeleton, Stack } from "@mui/material";
import { Title } from "react-admin";

/** The editor's shape while the product loads. */
export const EditorSkeleton = ({ title }: { title: string }) => (
  <Box p={2} aria-busy="true">
    <Title title={title} />
    <Stack direction="row" spacing={2} mb={2} alignItems="center">
      <Skeleton variant="rounded" width={96} height={96} />
      <Skeleton width={240} height={40} />
    </Stack>
    <Stack direction={{ xs: "column", lg: "row" }} spacing={2}>
      <Stack spacing={2} flex={2}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
      <Stack spacing={2} flex={1}>
        <Skeleton variant="rounded" height={320} />
      </Stack>
    </Stack>
  </Box>
);
