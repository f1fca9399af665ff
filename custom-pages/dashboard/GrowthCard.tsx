import type { ReactElement } from "react";
import { Avatar, Box, Link, Stack, Typography } from "@mui/material";
import { LinkBase, useLocaleState, useTranslate } from "react-admin";
import { BarChart } from "../../ui/charts";
import { DashboardCard } from "./DashboardCard";
import { EmptyState } from "./EmptyState";
import { formatCount, formatCountTick, formatDay } from "../../ui/statsFormat";
import { Kpi } from "./Kpi";
import { useBucketLabels } from "./useBucketLabels";
import type { Series } from "../../domain/contracts/dashboard";

export interface GrowthItem {
  id: number;
  name: string;
  detail?: string;
  link?: string;
  created_at: string;
}

interface GrowthCardProps {
  /** Translation prefix: title, total, chart, latest, empty. */
  prefix: string;
  series: Series | null | undefined;
  items: GrowthItem[] | null | undefined;
  color: string;
  icon: ReactElement;
}

const Latest = ({ items }: { items: GrowthItem[] }) => {
  const [locale] = useLocaleState();
  return (
    <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: "none" }}>
      {items.map((item) => (
        <Stack component="li" key={item.id} direction="row" spacing={1.5} alignItems="center">
          <Avatar
            sx={{ width: 32, height: 32, fontSize: 14, bgcolor: "action.selected", color: "text.primary" }}
          >
            {item.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {item.link ? (
              <Link
                component={LinkBase}
                to={item.link}
                underline="hover"
                color="text.primary"
                noWrap
                sx={{ display: "block", fontWeight: 600, fontSize: 14 }}
              >
                {item.name}
              </Link>
            ) : (
              <Typography variant="body2" fontWeight={600} noWrap>
                {item.name}
              </Typography>
            )}
            {item.detail ? (
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {item.detail}
              </Typography>
            ) : null}
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
            {formatDay(item.created_at, locale)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
};

/** Admin cards for platform growth (new users, new stores): count, chart, newest entries. */
export const GrowthCard = ({ prefix, series, items, color, icon }: GrowthCardProps) => {
  const translate = useTranslate();
  const { elapsed, ...labels } = useBucketLabels(series?.months ?? []);
  const t = (key: string) => translate(`${prefix}.${key}`);
  const total = series?.counts.reduce((sum, n) => sum + n, 0) ?? 0;

  return (
    <DashboardCard title={t("title")}>
      {series ? (
        <Stack spacing={2}>
          <Kpi label={t("total")} value={formatCount(total)} size="large" />
          {total > 0 ? (
            <BarChart
              {...labels}
              height={160}
              title={t("chart")}
              series={[{ key: "count", label: t("total"), values: elapsed(series.counts), color }]}
              formatValue={formatCount}
              formatTick={formatCountTick}
            />
          ) : null}
          <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.5 }}>
            {t("latest")}
          </Typography>
          {items && items.length > 0 ? (
            <Latest items={items} />
          ) : (
            <EmptyState icon={icon} text={t("empty")} />
          )}
        </Stack>
      ) : null}
    </DashboardCard>
  );
};
