import { Avatar, Box, Link, Stack, Tooltip, Typography } from "@mui/material";
import EmojiEventsIcon from "@mui/icons-material/EmojiEventsOutlined";
import { LinkBase, useTranslate } from "react-admin";
import { DASHBOARD_LIMITS, cutName } from "../../domain/dashboard";
import { DashboardCard } from "./DashboardCard";
import { EmptyState } from "./EmptyState";
import { formatCount } from "../../ui/statsFormat";
import { ShareBar } from "./ShareBar";
import { useStats } from "./StatsContext";
import { useChartColors } from "./useChartColors";

const MEDALS = ["#F4B400", "#A7AFBE", "#CD7F4E"];

/** The top 3 products by units sold, names cut to 20 with the full name on hover. */
export const BestsellersCard = () => {
  const translate = useTranslate();
  const colors = useChartColors();
  const { stats } = useStats();
  const rows = (stats?.bestsellers ?? []).slice(0, DASHBOARD_LIMITS.bestsellers);

  return (
    <DashboardCard
      title={translate("app.dashboard.bestsellers.title")}
      subtitle={translate("app.dashboard.bestsellers.subtitle")}
    >
      {rows.length === 0 ? (
        <EmptyState icon={<EmojiEventsIcon />} text={translate("app.dashboard.bestsellers.empty")} />
      ) : (
        <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {rows.map((row, index) => (
            <Stack component="li" key={row.id} direction="row" spacing={1.5} alignItems="center">
              <Avatar sx={{ width: 30, height: 30, fontSize: 14, fontWeight: 700, bgcolor: MEDALS[index] }}>
                {index + 1}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} alignItems="baseline" sx={{ mb: 0.5 }}>
                  <Tooltip title={row.name} placement="top-start" describeChild>
                    <Link
                      component={LinkBase}
                      to={row.link}
                      underline="hover"
                      color="text.primary"
                      noWrap
                      sx={{ flex: 1, fontWeight: 600, fontSize: 14 }}
                    >
                      {cutName(row.name, DASHBOARD_LIMITS.bestsellerNameMax)}
                    </Link>
                  </Tooltip>
                  <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
                    {translate("app.dashboard.units", {
                      smart_count: row.quantity,
                      count: formatCount(row.quantity),
                    })}
                  </Typography>
                </Stack>
                <ShareBar value={row.quantity} max={rows[0]?.quantity ?? 0} color={colors.primary} />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
};
