import { useState } from "react";
import { Button, Stack } from "@mui/material";
import LinkIcon from "@mui/icons-material/LinkOutlined";
import RefreshIcon from "@mui/icons-material/Refresh";
import SettingsIcon from "@mui/icons-material/SettingsOutlined";
import { useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { AccountSection } from "./AccountStatus";
import { CopyAccountDialog } from "./CopyAccountDialog";
import { PaypalLinkForm } from "./PaypalLinkForm";
import type { PaymentAccount } from "../../domain/contracts/payment-accounts";
import { useProviderLink } from "./useOnboarding";
import { usePaymentsChanged } from "./usePayments";

interface AccountPanelProps {
  websiteId: number;
  kind: "card" | "paypal";
  second: boolean;
  account: PaymentAccount | null;
}

/** One payment account of the store (card or PayPal, first or second): connect, check, configure, copy, disconnect. */
export const AccountPanel = ({ websiteId, kind, second, account }: AccountPanelProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = usePaymentsChanged(websiteId);
  const link = useProviderLink();
  const [copying, setCopying] = useState(false);
  const [pending, setPending] = useState(false);
  const connected = account?.status === "connected";
  const name = translate(`app.team.payments.kinds.${kind}${second ? "_second" : ""}`);

  const refresh = async () => {
    setPending(true);
    const outcome = await call(() => dataProvider.refreshCardAccount(websiteId), {
      success: () => "app.team.payments.refreshed",
    });
    setPending(false);
    if (outcome.ok) await changed(outcome.result);
  };

  const disconnect = () =>
    confirm({ content: "app.team.payments.disconnect_confirm", translateOptions: { name } }).then(
      async () => {
        setPending(true);
        const outcome = await call(() =>
          dataProvider.disconnectPaymentAccount({ website_id: websiteId, kind, second_account: second }),
        );
        setPending(false);
        if (outcome.ok) await changed(outcome.result.payments);
      },
      ignoreCanceled,
    );

  const busy = pending || link.pending !== null;
  return (
    <AccountSection name={name} account={account}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        {connected && account.charges_enabled === 1 ? null : (
          <Button
            variant="contained"
            startIcon={<LinkIcon />}
            disabled={busy}
            onClick={() =>
              void link.open(
                "onboard",
                () => dataProvider.paymentOnboardingLink(kind, websiteId, second),
                "go",
              )
            }
          >
            {translate(account ? "app.team.payments.continue" : "app.team.payments.connect", { name })}
          </Button>
        )}
        {kind === "card" && connected ? (
          <Button
            startIcon={<SettingsIcon />}
            disabled={busy}
            onClick={() =>
              void link.open("settings", () => dataProvider.cardSettingsLink(websiteId, second), "tab")
            }
          >
            {translate("app.team.payments.configure")}
          </Button>
        ) : null}
        {account ? (
          <Button startIcon={<RefreshIcon />} disabled={busy} onClick={() => void refresh()}>
            {translate("app.team.payments.refresh")}
          </Button>
        ) : null}
        {connected ? (
          <Button disabled={busy} onClick={() => setCopying(true)}>
            {translate("app.team.payments.copy_to")}
          </Button>
        ) : null}
        {account ? (
          <Button color="error" disabled={busy} onClick={() => void disconnect()}>
            {translate("app.team.payments.disconnect")}
          </Button>
        ) : null}
      </Stack>
      {kind === "paypal" && !connected ? <PaypalLinkForm websiteId={websiteId} second={second} /> : null}
      {copying ? (
        <CopyAccountDialog
          websiteId={websiteId}
          kind={kind}
          second={second}
          onClose={() => setCopying(false)}
        />
      ) : null}
    </AccountSection>
  );
};
