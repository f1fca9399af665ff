import { useState } from "react";
import { useParams, useNavigate } from "react-router-dom";
import { Title, useNotify, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { formatGiftCardCode } from "../../domain/gift-cards";
import { formatMoney } from "../../domain/pricing";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../ui/useServerText";
import { GiftCardHistory } from "./GiftCardHistory";
import { GiftCardStatusChip } from "./GiftCardStatusChip";
import { useGiftCard, useGiftCardsChanged } from "./useGiftCards";

/** /gift-cards/single/{id}: one card, its history, disable or enable, and a balance adjustment. */
const GiftCardShow = () => {
  const dataProvider = useAppDataProvider();
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const serverText = useServerText();
  const changed = useGiftCardsChanged();
  const { data: card, isPending, isError, refetch } = useGiftCard(Number(id));
  const [balance, setBalance] = useState("");
  const [error, setError] = useState<string | null>(null);
  const t = (key: string) => translate(`app.money.gift_cards.${key}`);

  const update = async (body: Record<string, unknown>) => {
    setError(null);
    try {
      const result = await dataProvider.updateGiftCard(Number(id), body);
      notify(serverText(result.message), { type: "success" });
      await changed();
      setBalance("");
    } catch (failure) {
      const { message, fieldErrors } = readFailure(failure);
      if (fieldErrors.balance) setError(serverText(fieldErrors.balance));
      else notify(serverText(message), { type: "error" });
    }
  };

  if (isError)
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={<Button onClick={() => void refetch()}>{translate("app.money.common.retry")}</Button>}
      >
        {translate("app.money.common.load_error")}
      </Alert>
    );
  if (isPending)
    return (
      <Box sx={{ mt: 2 }} aria-busy="true">
        <Skeleton height={60} />
        <Skeleton height={200} />
      </Box>
    );

  const toggle = () =>
    card.disabled_at
      ? update({ disabled: false })
      : confirm({ content: "app.money.gift_cards.confirm_disable" }).then(
          () => update({ disabled: true }),
          ignoreCanceled,
        );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t("single_title")} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Typography variant="h5" component="h1" sx={{ fontFamily: "monospace" }}>
            {formatGiftCardCode(card.code)}
          </Typography>
          <GiftCardStatusChip status={card.status} />
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => navigate("/gift-cards")}>{translate("app.money.common.back")}</Button>
          <Button
            variant="outlined"
            color={card.disabled_at ? "primary" : "error"}
            onClick={() => void toggle()}
          >
            {t(card.disabled_at ? "enable" : "disable")}
          </Button>
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
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: "flex-start" }}>
          <TextField
            size="small"
            type="number"
            label={t("adjust")}
            value={balance}
            onChange={(e) => setBalance(e.target.value)}
            error={error !== null}
            helperText={error ?? " "}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
          <Button
            variant="outlined"
            disabled={balance.trim() === ""}
            onClick={() => void update({ balance: Math.round(Number(balance) * 100) })}
          >
            {translate("app.money.common.save")}
          </Button>
        </Stack>
        <GiftCardHistory rows={card.transactions} />
      </CardContent>
    </Card>
  );
};

export default GiftCardShow;
