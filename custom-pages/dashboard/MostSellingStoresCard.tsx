import { Box, Stack, Typography } from "@mui/material";
import StorefrontIcon from "@mui/icons-material/StorefrontOutlined";
import { useTranslate } from "react-admin";
import { OTHERS_LABEL } from "../../domain/dashboard";
import { DashboardCard } from "./DashboardCard";
import { EmptyState } from "./EmptyState";
import { formatCount } from "../../ui/statsFormat";
import { ShareBar } from "./ShareBar";
import { useStats } from "./StatsContext";
import { useChartColors } from "./useChartColors";

/** The top 4 stores by units sold, then Others, as a ranked list with share bars. */
export const MostSellingStoresCard = () => {
  const translate = useTranslate();
  const colors = useChartColors();
  const { stats } = useStats();
  const rows = stats?.mostSellingStore ?? [];
  const total = rows.reduce((sum, row) => sum + row.quantity, 0);
  const palette = [colors.primary, colors.secondary, colors.amber, colors.sky];

  return (
    <DashboardCard
      title={translate("app.dashboard.stores.title")}
      subtitle={translate("app.dashboard.stores.subtitle")}
    >
      {rows.length === 0 ? (
        <EmptyState icon={<StorefrontIcon />} text={translate("app.dashboard.stores.empty")} />
      ) : (
        <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {rows.map((row, index) => {
            const others = row.id === null;
            const share = total > 0 ? Math.round((row.quantity / total) * 100) : 0;
            return (
              <Box component="li" key={row.id ?? "others"}>
                <Stack direction="row" alignItems="baseline" spacing={1} sx={{ mb: 0.75 }}>
                  <Typography variant="body2" fontWeight={600} noWrap sx={{ flex: 1 }}>
                    {others && row.name === OTHERS_LABEL
                      ? translate("app.dashboard.stores.others")
                      : row.name}
                  </Typography>
                  <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
                    {translate("app.dashboard.units", {
                      smart_count: row.quantity,
                      count: formatCount(row.quantity),
                    })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ width: 36, textAlign: "right" }}>
                    {share}%
                  </Typography>
                </Stack>
                <ShareBar
                  value={row.quantity}
                  max={rows[0]?.quantity ?? 0}
                  color={others ? colors.muted : (palette[index] ?? colors.primary)}
                />
              </Box>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
};
