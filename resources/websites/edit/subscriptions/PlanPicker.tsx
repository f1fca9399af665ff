import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Skeleton,
  Typography,
} from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../../../providers/dataProvider";
import { formatCents } from "../../../../ui/format";
import { ignoreCanceled, useConfirm } from "../../../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../../../ui/useServerText";
import type { Plan, WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { useUpdateDetail } from "../useStoreRecord";
import { LimitList } from "./LimitList";
import { PlanPaymentDialog } from "./PlanPaymentDialog";
import { usePlans } from "./usePlans";
import { useReloadStoreSubscription, useStoreSubscription } from "./useStoreSubscription";

/**
 * The plans side by side. A dearer plan is bought first (the sandbox's card form, or the
 * provider's payment page) and the store moves to it only once paid; a cheaper plan or Free asks
 * for a confirmation and takes effect at the end of the paid period.
 */
export const PlanPicker = ({ website }: { website: WebsiteDetail }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const update = useUpdateDetail(website.id);
  const { data: plans, isError } = usePlans();
  const { data: detail } = useStoreSubscription(website.id);
  const reloadSubscription = useReloadStoreSubscription(website.id);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState<Plan | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const currentPrice = plans?.find((p) => p.id === website.plan)?.price ?? 0;
  const nextPlan = detail?.subscription?.next_plan ?? null;

  /** PUT /api/update/website/plan/{id}; the store changes only by what the server answers. */
  const send = async (plan: Plan, cardNumber?: string) => {
    const answer = await dataProvider.changeStorePlan(
      website.id,
      cardNumber === undefined ? { plan: plan.id } : { plan: plan.id, card_number: cardNumber },
    );
    if (answer.status === "redirect" && answer.redirect_url) {
      notify("app.storeSettings.plans.redirecting", { type: "info" });
      window.location.assign(answer.redirect_url);
      return;
    }
    const changed = answer.website;
    update({ plan: changed.plan, plan_name: changed.plan_name, limits: changed.limits });
    void reloadSubscription();
    if (answer.status === "changed")
      notify("app.storeSettings.plans.changed", {
        type: "success",
        messageArgs: { plan: changed.plan_name },
      });
    else notify(serverText(answer.message), { type: "info" });
  };

  const run = async (plan: Plan, cardNumber?: string) => {
    setPending(plan.id);
    setError(null);
    try {
      await send(plan, cardNumber);
    } catch (failure) {
      const { message, fieldErrors } = readFailure(failure);
      setError(serverText(fieldErrors.plan ?? message, "app.server.somethingWrong"));
      notify("app.server.somethingWrong", { type: "error" });
    } finally {
      setPending(null);
    }
  };

  const pay = async (cardNumber: string) => {
    if (!paying) return;
    setPending(paying.id);
    setPayError(null);
    try {
      await send(paying, cardNumber);
      setPaying(null);
    } catch (failure) {
      const { message, fieldErrors } = readFailure(failure);
      setPayError(
        serverText(fieldErrors.card_number ?? fieldErrors.plan ?? message, "app.server.somethingWrong"),
      );
    } finally {
      setPending(null);
    }
  };

  const choose = (plan: Plan) => {
    setError(null);
    if (plan.price > currentPrice && detail?.payment.local !== false) {
      setPayError(null);
      setPaying(plan);
      return;
    }
    const later = plan.price < currentPrice && detail?.subscription;
    return confirm({
      title: "app.storeSettings.plans.confirm_title",
      content: later ? "app.storeSettings.plans.confirm_downgrade" : "app.storeSettings.plans.confirm",
      translateOptions: { plan: plan.name },
    }).then(() => run(plan), ignoreCanceled);
  };

  if (isError) return <Alert severity="error">{translate("app.server.somethingWrong")}</Alert>;
  return (
    <>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" },
        }}
      >
        {plans
          ? plans.map((plan) => {
              const current = plan.id === website.plan;
              const keep = current && nextPlan !== null;
              return (
                <Card
                  key={plan.id}
                  component="section"
                  aria-label={plan.name}
                  variant="outlined"
                  sx={{
                    display: "flex",
                    flexDirection: "column",
                    borderColor: current ? "primary.main" : undefined,
                  }}
                >
                  <CardContent sx={{ flex: 1 }}>
                    <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
                      <Typography variant="h6" component="h3">
                        {plan.name}
                      </Typography>
                      {current ? (
                        <Chip
                          size="small"
                          color="primary"
                          label={translate("app.storeSettings.plans.your_plan")}
                        />
                      ) : null}
                    </Box>
                    <Typography variant="h5" component="p" sx={{ my: 1 }}>
                      {plan.price === 0
                        ? translate("app.storeSettings.plans.free")
                        : translate("app.storeSettings.plans.per_month", { price: formatCents(plan.price) })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {plan.description}
                    </Typography>
                    <LimitList limits={plan.limits} />
                  </CardContent>
                  <CardActions>
                    <Button
                      fullWidth
                      variant={current && !keep ? "outlined" : "contained"}
                      disabled={(current && !keep) || plan.id === nextPlan || pending !== null}
                      onClick={() => void (keep ? run(plan) : choose(plan))}
                    >
                      {translate(
                        keep
                          ? "app.storeSettings.plans.keep"
                          : current
                            ? "app.storeSettings.plans.your_plan"
                            : "app.storeSettings.plans.choose",
                        { plan: plan.name },
                      )}
                    </Button>
                  </CardActions>
                </Card>
              );
            })
          : [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={320} />)}
      </Box>
      <PlanPaymentDialog
        key={paying?.id ?? "closed"}
        plan={paying}
        pending={pending !== null}
        error={payError}
        onPay={(card) => void pay(card)}
        onClose={() => setPaying(null)}
      />
    </>
  );
};
