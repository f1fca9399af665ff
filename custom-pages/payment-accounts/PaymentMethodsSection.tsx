import { useState } from "react";
import { Box, FormControlLabel, FormHelperText, Stack, Switch } from "@mui/material";
import { useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import type { PaymentKind, PaymentSummary } from "../../domain/contracts/payment-accounts";
import { TitledSection } from "./TitledSection";
import { usePaymentsChanged } from "./usePayments";

const KINDS: readonly PaymentKind[] = ["card", "paypal", "braintree"];

/**
 * Which payment methods the storefront offers (POST /api/websites/{id}/payments). Switching a
 * method on needs its connected account: the server's refusal is shown under that switch.
 */
export const PaymentMethodsSection = ({ summary }: { summary: PaymentSummary }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = usePaymentsChanged(summary.website_id);
  const [pending, setPending] = useState<PaymentKind | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PaymentKind, string>>>({});

  const connected = (kind: PaymentKind) =>
    summary.accounts.some((a) => a.kind === kind && a.is_second === 0 && a.status === "connected");

  const toggle = async (kind: PaymentKind, on: boolean) => {
    setPending(kind);
    const outcome = await call(() => dataProvider.setPaymentMethods(summary.website_id, { [kind]: on }));
    setPending(null);
    if (outcome.ok) {
      setErrors({});
      await changed(outcome.result.payments);
    } else setErrors({ [kind]: outcome.fields[kind] ?? outcome.message });
  };

  return (
    <TitledSection
      id="payment-methods-title"
      title={translate("app.team.methods.title")}
      description={translate("app.team.methods.description")}
      descriptionGap={1}
    >
      <Stack spacing={0.5}>
        {KINDS.map((kind) => {
          const error = errors[kind];
          const helpId = `payment-method-${kind}-help`;
          const help = error ?? (connected(kind) ? null : translate("app.team.methods.needs_account"));
          return (
            <Box key={kind}>
              <FormControlLabel
                control={
                  <Switch
                    checked={summary.methods[kind]}
                    disabled={pending !== null}
                    onChange={(event) => void toggle(kind, event.target.checked)}
                    slotProps={{
                      input: {
                        "aria-describedby": help ? helpId : undefined,
                        "aria-invalid": error ? true : undefined,
                      },
                    }}
                  />
                }
                label={translate(`app.team.methods.${kind}`)}
              />
              {help ? (
                <FormHelperText id={helpId} error={Boolean(error)} sx={{ mt: -0.5, ml: 6 }}>
                  {help}
                </FormHelperText>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </TitledSection>
  );
};
