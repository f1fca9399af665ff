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
import { apiRequest } from "../../../providers/httpClient";
import { formatCents } from "../../../src/format";
import { ignoreCanceled, useConfirm } from "../../../src/layout/ConfirmDialog";
import { readFailure, useServerText } from "../../../src/useServerText";
import type { Plan, Subscription, WebsiteDetail } from "../types";
import { useUpdateDetail } from "../useWebsiteDetail";
import { LimitList } from "./LimitList";
import { usePlans } from "./usePlans";

/** The plans side by side; choosing one (after a confirmation) calls PUT /api/update/website/plan/{id}. */
export const PlanPicker = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const update = useUpdateDetail(website.id);
  const { data: plans, isError } = usePlans();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (plan: Plan) =>
    confirm({
      title: "app.storeSettings.plans.confirm_title",
      content: "app.storeSettings.plans.confirm",
      translateOptions: { plan: plan.name },
    }).then(async () => {
      setPending(plan.id);
      setError(null);
      try {
        const { website: changed } = await apiRequest<{ website: Subscription }>(
          `/api/update/website/plan/${website.id}`,
          { method: "PUT", body: { plan: plan.id } },
        );
        update({ plan: changed.plan, plan_name: changed.plan_name, limits: changed.limits });
        notify("app.storeSettings.plans.changed", {
          type: "success",
          messageArgs: { plan: changed.plan_name },
        });
      } catch (failure) {
        const { message, fieldErrors } = readFailure(failure);
        setError(serverText(fieldErrors.plan ?? message, "app.server.somethingWrong"));
        notify("app.server.somethingWrong", { type: "error" });
      } finally {
        setPending(null);
      }
    }, ignoreCanceled);

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
                      variant={current ? "outlined" : "contained"}
                      disabled={current || pending !== null}
                      onClick={() => void choose(plan)}
                    >
                      {translate(
                        current ? "app.storeSettings.plans.your_plan" : "app.storeSettings.plans.choose",
                        {
                          plan: plan.name,
                        },
                      )}
                    </Button>
                  </CardActions>
                </Card>
              );
            })
          : [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={320} />)}
      </Box>
    </>
  );
};
