import { useState } from "react";
import { Box, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../ui/format";
import { DashboardCard } from "./DashboardCard";
import { formatCount } from "../../ui/statsFormat";
import { Kpi } from "./Kpi";
import { OrdersChart, ordersChartModes, type OrdersChartMode } from "./OrdersChart";
import { ChartModeSwitch } from "./ChartModeSwitch";
import { FeeSplit } from "./FeeSplit";
import { useStats } from "./StatsContext";
import { useSeesMoney } from "../../ui/useSeesMoney";
import { oneOf } from "../../domain/one-of";
import type { StatsResponse } from "../../domain/contracts/dashboard";

const OrdersKpis = ({ stats, money }: { stats: StatsResponse; money: boolean }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dashboard.orders.${key}`);
  return (
    <Stack spacing={2} sx={{ mb: 2.5 }}>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))", gap: 2 }}>
        <Kpi label={t("total")} value={formatCount(stats.total)} size="large" />
        {money && stats.income !== null ? (
          <Kpi label={t("income")} value={formatCents(stats.income)} size="large" />
        ) : null}
        {/* Admins see the earnings as the store owners' side of the fee split below. */}
        {money && stats.earnings !== null && stats.storeOwnerFees === null ? (
          <Kpi label={t("earnings")} value={formatCents(stats.earnings)} size="large" />
        ) : null}
        <Kpi label={t("units")} value={formatCount(stats.totalSales.total)} size="large" />
      </Box>
      {/* The fee split is for platform admins; null for everyone else. */}
      {stats.ssmFees !== null && stats.storeOwnerFees !== null ? (
        <FeeSplit platform={stats.ssmFees} owners={stats.storeOwnerFees} />
      ) : null}
    </Stack>
  );
};

/** Orders statistics: the headline numbers and the orders / sales / fee-split chart. */
export const OrdersCard = () => {
  const translate = useTranslate();
  const { stats } = useStats();
  const [mode, setMode] = useState<OrdersChartMode>("orders");
  // Income and earnings are the counted stores' money: only for those who see it in every one.
  const money = useSeesMoney(stats?.website_ids ?? null);
  const modes = stats ? ordersChartModes(stats, money) : [];
  const shown = modes.includes(mode) ? mode : "orders";

  return (
    <DashboardCard
      title={translate("app.dashboard.orders.title")}
      action={
        modes.length > 1 ? (
          <ChartModeSwitch
            value={shown}
            modes={modes}
            labelKey="app.dashboard.orders.mode"
            onChange={(next) => setMode(oneOf(modes, next, shown))}
          />
        ) : null
      }
    >
      {stats ? (
        <>
          <OrdersKpis stats={stats} money={money} />
          <OrdersChart stats={stats} mode={shown} />
        </>
      ) : null}
    </DashboardCard>
  );
};
