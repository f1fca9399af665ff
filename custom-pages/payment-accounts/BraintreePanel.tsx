import { useState } from "react";
import { Button, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { AccountSection } from "./AccountStatus";
import type { PaymentAccount } from "../../domain/contracts/payment-accounts";
import { usePaymentsChanged } from "./usePayments";

interface BraintreePanelProps {
  websiteId: number;
  account: PaymentAccount | null;
}

/** The store's Braintree merchant: connected by its merchant id (POST /api/websites/braintree_merchant). */
export const BraintreePanel = ({ websiteId, account }: BraintreePanelProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = usePaymentsChanged(websiteId);
  const [merchantId, setMerchantId] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const name = translate("app.team.payments.kinds.braintree");

  const connect = async () => {
    setPending(true);
    const outcome = await call(() => dataProvider.attachBraintreeAccount(websiteId, merchantId));
    setPending(false);
    if (outcome.ok) {
      setMerchantId("");
      setError(undefined);
      await changed(outcome.result.payments);
    } else setError(outcome.fields.merchant_id ?? outcome.message);
  };

  const disconnect = () =>
    confirm({ content: "app.team.payments.disconnect_confirm", translateOptions: { name } }).then(
      async () => {
        setPending(true);
        const outcome = await call(() =>
          dataProvider.disconnectPaymentAccount({
            website_id: websiteId,
            kind: "braintree",
            second_account: false,
          }),
        );
        setPending(false);
        if (outcome.ok) await changed(outcome.result.payments);
      },
      ignoreCanceled,
    );

  return (
    <AccountSection name={name} account={account}>
      {account ? (
        <Button color="error" disabled={pending} onClick={() => void disconnect()}>
          {translate("app.team.payments.disconnect")}
        </Button>
      ) : (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }}>
          <TextField
            size="small"
            label={translate("app.team.braintree.merchant_id")}
            value={merchantId}
            onChange={(event) => setMerchantId(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? translate("app.team.braintree.merchant_help")}
            disabled={pending}
          />
          <Button variant="outlined" onClick={() => void connect()} disabled={pending}>
            {translate("app.team.braintree.connect")}
          </Button>
        </Stack>
      )}
    </AccountSection>
  );
};
