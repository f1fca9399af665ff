import { Box, Button, Chip, Stack } from "@mui/material";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import { LinkBase, useCanAccess, useTranslate } from "react-admin";
import { BarChart } from "../../ui/charts";
import { DashboardCard } from "./DashboardCard";
import { formatCount, formatCountTick } from "../../ui/statsFormat";
import { Kpi } from "./Kpi";
import { useStats } from "./StatsContext";
import { useBucketLabels } from "./useBucketLabels";
import { useChartColors } from "./useChartColors";

/** For non-admins: the stores' product count, how many are new, and a way to the list. */
export const ProductsCard = () => {
  const translate = useTranslate();
  const colors = useChartColors();
  const { stats } = useStats();
  // The way to the list only for someone who may browse the active store's products.
  const { canAccess: mayList } = useCanAccess({ resource: "Product", action: "list" });
  const { elapsed, ...labels } = useBucketLabels(stats?.productsByDate.months ?? []);
  const t = (key: string) => translate(`app.dashboard.products.${key}`);

  return (
    <DashboardCard title={t("title")}>
      {stats ? (
        <Stack spacing={2} sx={{ height: "100%" }}>
          <Stack direction="row" spacing={4} alignItems="flex-start">
            <Kpi label={t("total")} value={formatCount(stats.allProductsInStore)} size="large" />
            <Kpi
              label={t("new")}
              value={formatCount(stats.newProducts)}
              hint={
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  label={t("in_period")}
                  sx={{ mt: 0.5 }}
                />
              }
            />
          </Stack>
          <Box sx={{ flex: 1 }}>
            <BarChart
              {...labels}
              height={120}
              title={t("chart")}
              series={[
                {
                  key: "new",
                  label: t("new"),
                  values: elapsed(stats.productsByDate.counts),
                  color: colors.secondary,
                },
              ]}
              formatValue={formatCount}
              formatTick={formatCountTick}
            />
          </Box>
          {mayList ? (
            <Button
              component={LinkBase}
              to="/Product"
              variant="contained"
              endIcon={<ArrowForwardIcon />}
              sx={{ alignSelf: "flex-start" }}
            >
              {t("see_all")}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </DashboardCard>
  );
};
