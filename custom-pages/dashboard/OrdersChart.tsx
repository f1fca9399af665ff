import { useTranslate } from "react-admin";
import { BarChart, LineChart } from "../../ui/charts";
import { formatCents } from "../../ui/format";
import { formatCentsTick, formatCount, formatCountTick } from "../../ui/statsFormat";
import { useBucketLabels } from "./useBucketLabels";
import { useChartColors } from "./useChartColors";
import type { StatsResponse } from "../../domain/contracts/dashboard";

export type OrdersChartMode = "orders" | "sales" | "fees";

/** The chart views this answer can fill: sales need the stores' money, the fee split is admin-only. */
export function ordersChartModes(stats: StatsResponse, money: boolean): OrdersChartMode[] {
  const modes: OrdersChartMode[] = ["orders"];
  if (money && stats.ordersByDate.sales !== null) modes.push("sales");
  if (stats.ordersByDate.ssmFees !== null && stats.ordersByDate.storeOwnerFees !== null) modes.push("fees");
  return modes;
}

/** Orders per bucket (bars), sales (area) or the platform / store-owner fee split (stacked bars). */
export const OrdersChart = ({ stats, mode }: { stats: StatsResponse; mode: OrdersChartMode }) => {
  const translate = useTranslate();
  const colors = useChartColors();
  const { months, counts, sales, ssmFees, storeOwnerFees } = stats.ordersByDate;
  const { elapsed, ...labels } = useBucketLabels(months);
  const t = (key: string) => translate(`app.dashboard.orders.${key}`);

  if (mode === "sales" && sales) {
    return (
      <LineChart
        {...labels}
        area
        title={t("chart_sales")}
        series={[{ key: "sales", label: t("income"), values: elapsed(sales), color: colors.primary }]}
        formatValue={formatCents}
        formatTick={formatCentsTick}
      />
    );
  }
  if (mode === "fees" && ssmFees && storeOwnerFees) {
    return (
      <BarChart
        {...labels}
        stacked
        totalLabel={t("fees_total")}
        title={t("chart_fees")}
        series={[
          { key: "ssm", label: t("platform_fees"), values: elapsed(ssmFees), color: colors.primary },
          {
            key: "owner",
            label: t("store_owner_fees"),
            values: elapsed(storeOwnerFees),
            color: colors.secondary,
          },
        ]}
        formatValue={formatCents}
        formatTick={formatCentsTick}
      />
    );
  }
  return (
    <BarChart
      {...labels}
      title={t("chart_orders")}
      series={[{ key: "orders", label: t("total"), values: elapsed(counts), color: colors.primary }]}
      formatValue={formatCount}
      formatTick={formatCountTick}
    />
  );
};
