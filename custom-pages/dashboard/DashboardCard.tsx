import { useId, type ReactNode } from "react";
import { Box, Button, Card, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useStats } from "./StatsContext";

interface DashboardCardProps {
  title: string;
  subtitle?: string;
  /** Top-right controls (a chart switch, a link). */
  action?: ReactNode;
  children: ReactNode;
  /** Skeleton shown before the first answer. */
  skeleton?: ReactNode;
}

const DefaultSkeleton = () => (
  <Stack spacing={1.5}>
    <Skeleton variant="text" width="40%" height={40} />
    <Skeleton variant="rounded" height={140} />
  </Stack>
);

/**
 * A titled dashboard card (a labelled region, so each card is a landmark for screen readers and
 * a handle for tests). It owns the loading and error states; children render only with data.
 */
export const DashboardCard = ({ title, subtitle, action, children, skeleton }: DashboardCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { stats, isPending, isError, isRefreshing, refetch } = useStats();

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      aria-busy={isPending || isRefreshing}
      sx={{ height: "100%", display: "flex", flexDirection: "column", p: { xs: 2, md: 2.5 } }}
    >
      <Stack direction="row" alignItems="flex-start" spacing={1} sx={{ mb: 2, minHeight: 32 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {stats ? action : null}
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0, opacity: isRefreshing ? 0.55 : 1, transition: "opacity 150ms" }}>
        {stats ? (
          children
        ) : isError ? (
          <Stack spacing={1} alignItems="flex-start">
            <Typography color="error" variant="body2">
              {translate("app.dashboard.load_error")}
            </Typography>
            <Button size="small" onClick={refetch}>
              {translate("app.dashboard.retry")}
            </Button>
          </Stack>
        ) : (
          (skeleton ?? <DefaultSkeleton />)
        )}
      </Box>
    </Card>
  );
};
