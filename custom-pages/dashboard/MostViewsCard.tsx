import { Link, Stack, Typography } from "@mui/material";
import VisibilityIcon from "@mui/icons-material/VisibilityOutlined";
import { LinkBase, useTranslate } from "react-admin";
import { LineChart } from "../../ui/charts";
import { DashboardCard } from "./DashboardCard";
import { EmptyState } from "./EmptyState";
import { formatCount, formatCountTick } from "../../ui/statsFormat";
import { Kpi } from "./Kpi";
import { useStats } from "./StatsContext";
import { useBucketLabels } from "./useBucketLabels";
import { useChartColors } from "./useChartColors";

/** Storefront product views: the total, a trend line and the most viewed products. */
export const MostViewsCard = () => {
  const translate = useTranslate();
  const colors = useChartColors();
  const { stats } = useStats();
  const views = stats?.totalViews;
  const { elapsed, ...labels } = useBucketLabels(views?.labels ?? []);
  const t = (key: string) => translate(`app.dashboard.views.${key}`);

  return (
    <DashboardCard title={t("title")} subtitle={t("subtitle")}>
      {!views || views.total === 0 ? (
        <EmptyState icon={<VisibilityIcon />} text={t("empty")} />
      ) : (
        <Stack spacing={2}>
          <Kpi label={t("total")} value={formatCount(views.total)} size="large" />
          <LineChart
            {...labels}
            area
            height={140}
            title={t("chart")}
            series={[{ key: "views", label: t("total"), values: elapsed(views.data), color: colors.sky }]}
            formatValue={formatCount}
            formatTick={formatCountTick}
          />
          <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: "none" }}>
            {views.products.map((product) => (
              <Stack component="li" key={product.id} direction="row" spacing={1}>
                <Link
                  component={LinkBase}
                  to={product.link}
                  underline="hover"
                  color="text.primary"
                  noWrap
                  sx={{ flex: 1, fontSize: 14 }}
                >
                  {product.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {formatCount(product.views)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
    </DashboardCard>
  );
};
