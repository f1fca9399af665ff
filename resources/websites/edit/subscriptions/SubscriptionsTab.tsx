import { useState } from "react";
import { Box, Tab, Tabs } from "@mui/material";
import { useTranslate } from "react-admin";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { InvoiceList } from "./InvoiceList";
import { PlanOverview } from "./PlanOverview";
import { PlanPicker } from "./PlanPicker";
import { useStoreSubscription } from "./useStoreSubscription";

const SUB_TABS = ["overview", "plans"] as const;
type SubTab = (typeof SUB_TABS)[number];

/** The invoice list once the subscription is read (nothing while it loads or when it cannot be). */
const StoreInvoices = ({ websiteId }: { websiteId: number }) => {
  const { data } = useStoreSubscription(websiteId);
  return data ? <InvoiceList invoices={data.invoices} /> : null;
};

/** Subscriptions: the Overview sub-tab (plan, period, usage, limits, invoices) and the plans to change to. */
export const SubscriptionsTab = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<SubTab>("overview");
  return (
    <>
      <Tabs value={tab} onChange={(_, next: SubTab) => setTab(next)} sx={{ mb: 2 }}>
        {SUB_TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={translate(`app.storeSettings.plans.tab_${id}`)}
            sx={{ textTransform: "none" }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel">
        {tab === "overview" ? (
          <>
            <PlanOverview website={website} onChangePlan={() => setTab("plans")} />
            <StoreInvoices websiteId={website.id} />
          </>
        ) : (
          <PlanPicker website={website} />
        )}
      </Box>
    </>
  );
};
