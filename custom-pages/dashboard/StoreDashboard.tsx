import { useCallback, useMemo, useState } from "react";
import { Box } from "@mui/material";
import { Loading, Title, useTranslate } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { DashboardView } from "./DashboardView";
import { NoStore } from "./NoStore";
import { useDashboardStores } from "./useDashboardStores";

interface Picked {
  /** The active store the choice was made on: switching stores in the sidebar drops it. */
  forStore: number;
  ids: number[];
}

/**
 * "/store-dashboard": starts on the active store (the sidebar's choice) and follows it when the
 * picker changes, until the user picks other stores here.
 */
const StoreDashboard = () => {
  const translate = useTranslate();
  const { website, isPending } = useActiveWebsite();
  const { stores } = useDashboardStores();
  const [picked, setPicked] = useState<Picked | null>(null);
  const websiteId = website?.id ?? null;
  const allowed = stores.some((s) => s.id === websiteId);
  const own = picked !== null && picked.forStore === websiteId ? picked.ids : null;
  // One array per choice, so the filters (and the statistics query) only change with it.
  const storeIds = useMemo(
    () => own ?? (allowed && websiteId !== null ? [websiteId] : []),
    [own, allowed, websiteId],
  );
  const pick = useCallback(
    (ids: number[]) => {
      if (websiteId !== null) setPicked({ forStore: websiteId, ids });
    },
    [websiteId],
  );

  if (isPending) return <Loading />;
  if (!website) {
    return (
      <Box sx={{ py: 3 }}>
        <Title title="app.dashboard.page.store" />
        <NoStore />
      </Box>
    );
  }

  const names = new Map(stores.map((s) => [s.id, s.name]));
  const heading =
    storeIds.length === 1
      ? (names.get(storeIds[0]!) ?? website.name)
      : storeIds.length === 0
        ? translate("app.dashboard.all_your_stores")
        : translate("app.dashboard.store_selector.count", { smart_count: storeIds.length });

  return (
    <DashboardView
      title="app.dashboard.page.store"
      heading={heading}
      storeIds={storeIds}
      onStoreIdsChange={pick}
    />
  );
};

export default StoreDashboard;
