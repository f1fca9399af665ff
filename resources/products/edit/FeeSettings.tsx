import { useState } from "react";
import { Button, FormControlLabel, Stack, Switch } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { readFailure } from "../../../ui/useServerText";
import { MoneyField } from "../../../ui/MoneyField";
import { useEditor } from "./EditorContext";
import { useAppDataProvider } from "../../../providers/dataProvider";

/**
 * Saved at once, as they change the minimum price: whether a customizable blank's first custom
 * fee is charged, and (admins) the platform fee. The server refuses either when the retail price
 * would fall below the new minimum; the fresh pricing is read back after a change.
 */
export const FeeSettings = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const { product, isAdmin, replace } = useEditor();
  const [fee, setFee] = useState<number | null>(product.ssm_fees);
  const [feeError, setFeeError] = useState<string | null>(null);

  const refresh = async () => {
    const fresh = await dataProvider.productEditor(product.id);
    replace({
      ...product,
      pricing: fresh.pricing,
      ssm_fees: fresh.ssm_fees,
      customizable: fresh.customizable,
    });
  };
  const run = async (work: () => Promise<{ message: string }>, onError: (text: string) => void) => {
    try {
      const { message } = await work();
      notify(message, { type: "success" });
      await refresh();
    } catch (error) {
      const failure = readFailure(error);
      onError(failure.message ?? translate("app.productEditor.save_failed"));
    }
  };

  const customizableBlank = !product.is_custom && product.supplier?.is_customizable === 1;
  if (!customizableBlank && !isAdmin) return null;
  return (
    <Stack spacing={1}>
      {customizableBlank ? (
        <FormControlLabel
          control={
            <Switch
              checked={product.customizable}
              onChange={(e) => {
                const on = e.target.checked;
                void run(
                  () => dataProvider.setProductCustomizable(product.id, on),
                  (text) => notify(text, { type: "error" }),
                );
              }}
            />
          }
          label={translate("app.productEditor.pricing.customizable")}
        />
      ) : null}
      {isAdmin ? (
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <MoneyField
            size="small"
            label={translate("app.productEditor.pricing.platform_fee")}
            value={fee}
            onChange={setFee}
            error={feeError !== null}
            helperText={feeError}
          />
          <Button
            onClick={() => {
              setFeeError(null);
              void run(() => dataProvider.setProductPlatformFee(product.id, fee ?? 0), setFeeError);
            }}
          >
            {translate("app.productEditor.pricing.save_fee")}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
};
