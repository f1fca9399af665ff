import { Card, CardContent, Skeleton, Stack } from "@mui/material";

/** The groups' shape while the stores are searched. */
export const SearchSkeleton = () => (
  <Stack spacing={2} data-testid="store-search-loading" aria-hidden>
    {[0, 1, 2].map((group) => (
      <Card key={group} variant="outlined">
        <CardContent>
          <Skeleton variant="text" width="30%" height={32} />
          {[0, 1, 2].map((row) => (
            <Stack key={row} direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
              <Skeleton variant="rounded" width={40} height={40} />
              <Stack sx={{ flexGrow: 1 }}>
                <Skeleton variant="text" width="50%" />
                <Skeleton variant="text" width="70%" />
              </Stack>
            </Stack>
          ))}
        </CardContent>
      </Card>
    ))}
  </Stack>
);
