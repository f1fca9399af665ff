import { useState } from "react";
import { useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import CancelIcon from "@mui/icons-material/Cancel";
import { GIFT_CARD_PRODUCT_MAX_VALUE, GIFT_CARD_PRODUCT_MAX_VALUES } from "../../domain/gift-card-products";
import { formatMoney } from "../../domain/pricing";
import { toCents } from "../../domain/money";

interface DenominationsFieldProps {
  value: number[];
  onChange: (next: number[]) => void;
  /** The server's message for the list or one of its values. */
  error?: string;
}

/** The values a buyer chooses from: typed in dollars, kept in cents, shown smallest first. */
export function DenominationsField({ value, onChange, error }: DenominationsFieldProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.money.gift_card_product.${key}`, options);
  const [text, setText] = useState("");
  const [local, setLocal] = useState<string | null>(null);

  const add = () => {
    const cents = toCents(text) ?? Number.NaN;
    if (!Number.isInteger(cents) || cents < 1 || cents > GIFT_CARD_PRODUCT_MAX_VALUE) {
      setLocal(t("value_invalid"));
      return;
    }
    if (value.includes(cents)) {
      setLocal(t("value_taken"));
      return;
    }
    if (value.length >= GIFT_CARD_PRODUCT_MAX_VALUES) {
      setLocal(t("values_full", { max: GIFT_CARD_PRODUCT_MAX_VALUES }));
      return;
    }
    onChange([...value, cents].sort((a, b) => a - b));
    setText("");
    setLocal(null);
  };

  const shown = local ?? error;
  return (
    <Box role="group" aria-label={t("values")}>
      <Typography variant="subtitle2" gutterBottom>
        {t("values")}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mb: 1, minHeight: 32 }}>
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("no_values")}
          </Typography>
        ) : (
          value.map((cents) => (
            <Chip
              key={cents}
              label={formatMoney(cents)}
              onDelete={() => onChange(value.filter((v) => v !== cents))}
              deleteIcon={<CancelIcon aria-label={t("remove_value", { value: formatMoney(cents) })} />}
            />
          ))
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          size="small"
          type="number"
          label={t("value")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
        />
        <Button variant="outlined" onClick={add}>
          {t("add_value")}
        </Button>
      </Stack>
      <FormHelperText error={Boolean(shown)}>{shown ?? t("values_hint")}</FormHelperText>
    </Box>
  );
}
