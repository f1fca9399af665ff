import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import { toCents } from "../../domain/money";
import { useGiftCardUpdate } from "./useGiftCardUpdate";

/** Sets the card's balance by hand (between 0 and its initial value); the history records it. */
export const GiftCardBalanceForm = () => {
  const translate = useTranslate();
  const [balance, setBalance] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { change, isPending } = useGiftCardUpdate((_field, message) => setError(message));
  const save = async () => {
    setError(null);
    await change({ balance: toCents(balance) ?? Number.NaN }, "app.money.gift_cards.balance_saved");
    setBalance("");
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: "flex-start" }}>
      <TextField
        size="small"
        type="number"
        label={translate("app.money.gift_cards.adjust")}
        value={balance}
        onChange={(e) => setBalance(e.target.value)}
        error={error !== null}
        helperText={error ?? " "}
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
      />
      <Button variant="outlined" disabled={isPending || balance.trim() === ""} onClick={() => void save()}>
        {translate("app.money.common.save")}
      </Button>
    </Stack>
  );
};
