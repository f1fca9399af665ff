import type { ReactNode } from "react";
import { Box, Stack, Typography } from "@mui/material";
import { Title, useLocaleState, useTranslate } from "react-admin";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { DashboardFiltersProvider, useDashboardFilters } from "./DashboardFilters";
import { DashboardGrid } from "./DashboardGrid";
import { DashboardToolbar } from "./DashboardToolbar";
import { formatRange } from "../../ui/statsFormat";
import { StatsProvider, useStats } from "./StatsContext";
import { StoreSelector } from "./StoreSelector";

interface DashboardViewProps {
  title: string;
  heading: ReactNode;
  storeIds: number[];
  onStoreIdsChange: (ids: number[]) => void;
}

const RangeLine = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { stats } = useStats();
  const { days } = useDashboardFilters();
  const range = stats?.range ?? days;
  return (
    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
      {range
        ? translate("app.dashboard.showing", { range: formatRange(range.from, range.to, locale) })
        : translate("app.dashboard.showing_all")}
    </Typography>
  );
};

/** A dashboard page: heading, filters, cards. Main and store dashboards differ only in scope. */
export const DashboardView = ({ title, heading, storeIds, onStoreIdsChange }: DashboardViewProps) => {
  const { user } = useCurrentUser();
  return (
    <DashboardFiltersProvider storeIds={storeIds} onStoreIdsChange={onStoreIdsChange}>
      <StatsProvider>
        <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 } }}>
          <Title title={title} />
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            alignItems={{ sm: "flex-start" }}
            justifyContent="space-between"
            sx={{ mb: 2.5 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {heading}
              </Typography>
              <RangeLine />
            </Box>
            {/* Which stores are counted: the page's scope, so it sits with the heading. */}
            <StoreSelector />
          </Stack>
          <DashboardToolbar />
          <DashboardGrid isAdmin={user?.is_admin ?? false} />
        </Box>
      </StatsProvider>
    </DashboardFiltersProvider>
  );
};
