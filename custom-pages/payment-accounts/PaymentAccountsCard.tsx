import { Alert, Card, Chip, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { AccountPanel } from "./AccountPanel";
import { AttachAccountForm } from "./AttachAccountForm";
import { BraintreePanel } from "./BraintreePanel";
import { PaymentMethodsSection } from "./PaymentMethodsSection";
import { SecondAccountSection } from "./SecondAccountSection";
import { SupplierAccountCard } from "./SupplierAccountCard";
import { usePayments } from "./usePayments";

/**
 * The store's payment accounts and its supplier account. The
 * card account decides stripe_valid, which launching the store needs.
 */
export const PaymentAccountsCard = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = usePayments(websiteId);
  const find = (kind: "card" | "paypal" | "braintree") =>
    data?.accounts.find((a) => a.kind === kind && a.is_second === 0) ?? null;

  return (
    <>
      <Card
        component="section"
        aria-labelledby="payment-accounts-title"
        sx={{ p: { xs: 2, md: 3 }, mb: 2.5 }}
      >
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: "center" }}>
          <Typography id="payment-accounts-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate("app.team.payments.title")}
          </Typography>
          {data ? (
            <Chip
              color={data.stripe_valid === 1 ? "success" : "default"}
              label={translate(
                data.stripe_valid === 1 ? "app.team.payments.valid" : "app.team.payments.not_valid",
              )}
            />
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate("app.team.payments.description")}
        </Typography>
        {isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : isError ? (
          <Alert severity="error">{translate("app.team.load_failed")}</Alert>
        ) : (
          <>
            {data.local ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate("app.team.payments.sandbox_note")}
              </Alert>
            ) : null}
            <AccountPanel websiteId={websiteId} kind="card" second={false} account={find("card")} />
            <AccountPanel websiteId={websiteId} kind="paypal" second={false} account={find("paypal")} />
            <BraintreePanel websiteId={websiteId} account={find("braintree")} />
            <PaymentMethodsSection summary={data} />
            <SecondAccountSection websiteId={websiteId} />
            <AttachAccountForm websiteId={websiteId} />
          </>
        )}
      </Card>
      <SupplierAccountCard websiteId={websiteId} />
    </>
  );
};
