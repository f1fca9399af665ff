import type { ReactNode } from "react";
import { Box, Chip, Stack, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import type { PaymentAccount } from "../../domain/contracts/payment-accounts";

/** Whether an account can take payments, with the hint of its id and when it was connected. */
export const AccountStatus = ({ account }: { account: PaymentAccount | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!account) return <Chip size="small" label={translate("app.team.payments.status.none")} />;
  const ready = account.status === "connected" && account.charges_enabled === 1;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
      <Chip
        size="small"
        color={ready ? "success" : "warning"}
        label={translate(ready ? "app.team.payments.status.ready" : "app.team.payments.status.pending")}
      />
      <Typography variant="body2" color="text.secondary">
        {translate("app.team.payments.account_hint", { hint: account.account_hint })}
        {account.local ? ` · ${translate("app.team.payments.sandbox")}` : ""}
        {account.connected_at
          ? ` · ${new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(account.connected_at))}`
          : ""}
      </Typography>
    </Stack>
  );
};

/** One payment provider's part of the card: its name and status above its actions. */
export const AccountSection = ({
  name,
  account,
  children,
}: {
  name: string;
  account: PaymentAccount | null;
  children: ReactNode;
}) => (
  <Box component="section" aria-label={name} sx={{ py: 2, borderTop: 1, borderColor: "divider" }}>
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 1.5, alignItems: { sm: "center" } }}>
      <Typography fontWeight={600} sx={{ flex: 1 }}>
        {name}
      </Typography>
      <AccountStatus account={account} />
    </Stack>
    {children}
  </Box>
);
