import { Box, Button, LinearProgress, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents, formatDate } from "../../../../ui/format";
import { SettingsCard } from "../SettingsCard";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { LimitList } from "./LimitList";
import { usePlans } from "./usePlans";
import { useStoreSubscription } from "./useStoreSubscription";

/** Overview: the store's plan, its price, how many products it uses of how many, and its limits. */
export const PlanOverview = ({
  website,
  onChangePlan,
}: {
  website: WebsiteDetail;
  onChangePlan: () => void;
}) => {
  const translate = useTranslate();
  const { data: plans } = usePlans();
  const { data: detail } = useStoreSubscription(website.id);
  const sub = detail?.subscription ?? null;
  const next = sub?.next_plan ? plans?.find((p) => p.id === sub.next_plan) : undefined;
  const periodLine = !sub
    ? null
    : sub.next_plan === "free"
      ? translate("app.storeSettings.plans.ends", { date: formatDate(sub.current_period_end) })
      : sub.next_plan
        ? translate("app.storeSettings.plans.moves_to", {
            plan: next?.name ?? sub.next_plan,
            date: formatDate(sub.current_period_end),
          })
        : translate("app.storeSettings.plans.renews", { date: formatDate(sub.current_period_end) });
  const plan = plans?.find((p) => p.id === website.plan);
  const productLimit = website.limits.products;
  const used = website.products_count;
  const share =
    typeof productLimit === "number" && productLimit > 0 ? Math.min(100, (used / productLimit) * 100) : 0;

  return (
    <SettingsCard
      title="app.storeSettings.plans.current"
      aside={
        <Button variant="contained" onClick={onChangePlan}>
          {translate("app.storeSettings.plans.change")}
        </Button>
      }
    >
      <Typography variant="h4" component="p">
        {website.plan_name}
      </Typography>
      {plan ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {plan.price === 0
            ? translate("app.storeSettings.plans.free")
            : translate("app.storeSettings.plans.per_month", { price: formatCents(plan.price) })}
        </Typography>
      ) : null}
      {periodLine ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {periodLine}
        </Typography>
      ) : null}
      <Box sx={{ mb: 2, maxWidth: 420 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {typeof productLimit === "number"
            ? translate("app.storeSettings.plans.usage", { used, limit: productLimit })
            : translate("app.storeSettings.plans.usage_unlimited", { used })}
        </Typography>
        {typeof productLimit === "number" ? (
          <LinearProgress
            variant="determinate"
            value={share}
            color={share >= 90 ? "warning" : "primary"}
            aria-label={translate("app.storeSettings.plans.usage_label")}
          />
        ) : null}
      </Box>
      <LimitList limits={website.limits} />
    </SettingsCard>
  );
};
