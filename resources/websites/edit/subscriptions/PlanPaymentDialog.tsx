import { useState, type FormEvent } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../../../ui/format";
import type { Plan } from "../../../../domain/contracts/store-settings";

interface PlanPaymentDialogProps {
  plan: Plan | null;
  pending: boolean;
  error: string | null;
  onPay: (cardNumber: string) => void;
  onClose: () => void;
}

/**
 * The local sandbox's card form for buying a plan (Stripe's own page takes the card otherwise):
 * the plan changes only when the server answers that the charge succeeded.
 */
export const PlanPaymentDialog = ({ plan, pending, error, onPay, onClose }: PlanPaymentDialogProps) => {
  const translate = useTranslate();
  const [card, setCard] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(card);
  };
  return (
    <Dialog
      open={plan !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby="plan-pay-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="plan-pay-title">
          {plan ? translate("app.storeSettings.plans.pay_title", { plan: plan.name }) : null}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {plan
              ? translate("app.storeSettings.plans.pay_text", {
                  plan: plan.name,
                  price: formatCents(plan.price),
                })
              : null}
          </DialogContentText>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            autoFocus
            fullWidth
            label={translate("app.storeSettings.plans.card_number")}
            value={card}
            onChange={(e) => setCard(e.target.value)}
            inputProps={{ inputMode: "numeric", autoComplete: "cc-number" }}
            helperText={translate("app.storeSettings.plans.sandbox_cards")}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate("app.storeSettings.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || card.trim() === ""}>
            {plan ? translate("app.storeSettings.plans.pay", { price: formatCents(plan.price) }) : null}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
