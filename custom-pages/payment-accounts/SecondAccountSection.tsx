import { useState } from "react";
import { Box, FormControlLabel, Skeleton, Switch, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { AccountPanel } from "./AccountPanel";
import { usePaymentsChanged, useSecondPayment } from "./usePayments";

/** The optional second payout account: switched on here, then connected like the first one. */
export const SecondAccountSection = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = usePaymentsChanged(websiteId);
  const { data, isPending } = useSecondPayment(websiteId);
  const [pending, setPending] = useState(false);

  if (isPending) return <Skeleton variant="rounded" height={48} />;
  if (!data) return null;
  const on = data.second_payment === 1;

  const toggle = async (next: boolean) => {
    setPending(true);
    const outcome = await call(() => dataProvider.setSecondPayment(websiteId, next));
    setPending(false);
    if (outcome.ok) await changed();
  };

  return (
    <Box sx={{ pt: 2, borderTop: 1, borderColor: "divider" }}>
      <FormControlLabel
        control={
          <Switch checked={on} disabled={pending} onChange={(event) => void toggle(event.target.checked)} />
        }
        label={translate("app.team.payments.second_switch")}
      />
      <Typography variant="body2" color="text.secondary">
        {translate("app.team.payments.second_help")}
      </Typography>
      {on ? (
        <>
          <AccountPanel websiteId={websiteId} kind="card" second account={data.card} />
          <AccountPanel websiteId={websiteId} kind="paypal" second account={data.paypal} />
        </>
      ) : null}
    </Box>
  );
};
