import { Suspense, useState, type ReactNode } from "react";
import { Box, Tab, Tabs } from "@mui/material";
import { useTranslate } from "react-admin";
import { CommunicationsTab } from "./communications/CommunicationsTab";
import { PaymentAccountsCard, StoreUsersTab } from "./external";
import { GeneralTab } from "./general/GeneralTab";
import { OptionsTab } from "./options/OptionsTab";
import { ReportingTab } from "./reporting/ReportingTab";
import { PanelSkeleton } from "./SettingsSkeleton";
import { SubscriptionsTab } from "./subscriptions/SubscriptionsTab";
import { STORE_TABS, type StoreTab } from "./tabs";
import type { WebsiteDetail } from "./types";
import { useStoreTab } from "./useStoreTab";

function panel(tab: StoreTab, website: WebsiteDetail): ReactNode {
  switch (tab) {
    case "general":
      return <GeneralTab website={website} />;
    case "communications":
      return <CommunicationsTab website={website} />;
    case "users":
      return <StoreUsersTab websiteId={website.id} />;
    case "reporting":
      return <ReportingTab website={website} />;
    case "options":
      return <OptionsTab website={website} />;
    case "subscriptions":
      return <SubscriptionsTab website={website} />;
    case "payments":
      return <PaymentAccountsCard websiteId={website.id} />;
  }
}

/**
 * The tab bar and its panels. A tab is mounted on its first visit and then kept (hidden), so
 * switching tabs never loses edits not saved yet.
 */
export const SettingsTabs = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  const [tab, select] = useStoreTab();
  const [visited, setVisited] = useState<ReadonlySet<StoreTab>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  return (
    <>
      <Box
        sx={{
          borderBottom: 1,
          borderColor: "divider",
          mb: 3,
          maxWidth: { xs: "calc(100vw - 16px)", sm: "none" },
        }}
      >
        <Tabs
          value={tab}
          onChange={(_, next: StoreTab) => select(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate("app.storeSettings.title")}
        >
          {STORE_TABS.map((id) => (
            <Tab
              key={id}
              value={id}
              id={`store-tab-${id}`}
              aria-controls={`store-panel-${id}`}
              label={translate(`app.storeSettings.tabs.${id}`)}
              sx={{ textTransform: "none", fontWeight: 600 }}
            />
          ))}
        </Tabs>
      </Box>
      {STORE_TABS.filter((id) => visited.has(id)).map((id) => (
        <Box
          key={id}
          role="tabpanel"
          id={`store-panel-${id}`}
          aria-labelledby={`store-tab-${id}`}
          hidden={id !== tab}
        >
          <Suspense fallback={<PanelSkeleton />}>{panel(id, website)}</Suspense>
        </Box>
      ))}
    </>
  );
};
