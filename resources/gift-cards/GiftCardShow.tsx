import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ListButton, Show, useRecordContext, useTranslate } from "react-admin";
import { formatGiftCardCode } from "../../domain/gift-cards";
import { formatMoney } from "../../domain/money";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { GiftCardBalanceForm } from "./GiftCardBalanceForm";
import { GiftCardHistory } from "./GiftCardHistory";
import { GiftCardStatusChip } from "./GiftCardStatusChip";
import type { GiftCardDetail } from "../../domain/contracts/gift-cards";
import { useGiftCardUpdate } from "./useGiftCardUpdate";

const T = "app.money.gift_cards";

/** Disable (after a confirmation) or enable the card again. */
const ToggleButton = ({ card }: { card: GiftCardDetail }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const { change, isPending } = useGiftCardUpdate(() => undefined);
  const toggle = () =>
    card.disabled_at
      ? change({ disabled: false }, `${T}.enabled_done`)
      : confirm({ content: `${T}.confirm_disable` }).then(
          () => change({ disabled: true }, `${T}.disabled_done`),
          ignoreCanceled,
        );
  return (
    <Button
      variant="outlined"
      color={card.disabled_at ? "primary" : "error"}
      disabled={isPending}
      onClick={() => void toggle()}
    >
      {translate(`${T}.${card.disabled_at ? "enable" : "disable"}`)}
    </Button>
  );
};

const GiftCardDetails = () => {
  const card = useRecordContext<GiftCardDetail>();
  const translate = useTranslate();
  if (!card) return null;
  const t = (key: string) => translate(`${T}.${key}`);
  return (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="h5" component="h1" sx={{ fontFamily: "monospace" }}>
          {formatGiftCardCode(card.code)}
        </Typography>
        <GiftCardStatusChip />
        <Box sx={{ flex: 1 }} />
        <ListButton label="app.money.common.back" />
        <ToggleButton card={card} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={4} sx={{ mt: 2 }}>
        <Typography>
          {t("balance")}: <strong>{formatMoney(card.balance)}</strong>
        </Typography>
        <Typography>
          {t("initial_value")}: {formatMoney(card.initial_value)}
        </Typography>
        <Typography>
          {t("expires_on")}: {card.expires_on ?? translate("app.money.common.never")}
        </Typography>
        {card.recipient_email ? (
          <Typography>
            {t("recipient_email")}: {card.recipient_name ? `${card.recipient_name} ` : ""}
            {card.recipient_email}
          </Typography>
        ) : null}
      </Stack>
      {card.note ? (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {card.note}
        </Typography>
      ) : null}
      <GiftCardBalanceForm />
      {/* The model's answer to a change has no history; the card is read again with it. */}
      <GiftCardHistory rows={card.transactions ?? []} />
    </CardContent>
  );
};

/** /GiftCard/:id/show (the spec's /gift-cards/single/:id): one card, its history, and its changes. */
const GiftCardShow = () => {
  const translate = useTranslate();
  return (
    <Show resource="GiftCard" title={translate(`${T}.single_title`)} actions={false}>
      <GiftCardDetails />
    </Show>
  );
};

export default GiftCardShow;
