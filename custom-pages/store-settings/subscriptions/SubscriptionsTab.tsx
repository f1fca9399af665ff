import { useState } from "react";
import { Box, Tab, Tabs } from "@mui/material";
import { useTranslate } from "react-admin";
import type { WebsiteDetail } from "../types";
import { PlanOverview } from "./PlanOverview";
import { PlanPicker } from "./PlanPicker";

const SUB_TABS = ["overview", "plans"] as const;
type SubTab = (typeof SUB_TABS)[number];

/** Subscriptions: the Overview sub-tab (plan, usage, limits) and the plans to change to. */
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
          <PlanOverview website={website} onChangePlan={() => setTab("plans")} />
        ) : (
          <PlanPicker website={website} />
        )}
      </Box>
    </>
  );
};
