import { useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import { usePlanFeatureLocked } from "../../ui/usePlanFeatureLocked";
import type { ContentKindSpec } from "./kinds";

/** Whether the active store's plan lacks the feature the kind needs (promotions need discounts). */
export function usePlanLock(spec: ContentKindSpec): boolean {
  const locked = usePlanFeatureLocked(spec.planFeature ?? "discounts");
  return spec.planFeature !== undefined && locked;
}

/** The padlock notice with the plan's upgrade text. */
export const PlanLockNotice = () => {
  const translate = useTranslate();
  return <Alert severity="info">{translate("app.shell.upgrade.discounts")}</Alert>;
};
