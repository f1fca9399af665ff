import { useState } from "react";
import { FormControlLabel, Switch } from "@mui/material";
import { useTranslate } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { WebsiteDetail } from "../types";
import { useSettingsSave } from "../useSettingsAction";

/** PUT /api/website/tax-exempt/{id}: saved on toggle; the switch shows what the server holds. */
export const TaxExemptSwitch = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const save = useSettingsSave(website.id);
  const [pending, setPending] = useState(false);

  const toggle = async (checked: boolean) => {
    setPending(true);
    await save(
      () => dataProvider.setStoreTaxExempt(website.id, checked),
      (answer) => ({ tax_exempt: answer.tax_exempt }),
      "app.storeSettings.tax.saved",
    );
    setPending(false);
  };

  return (
    <FormControlLabel
      control={
        <Switch
          checked={website.tax_exempt === 1}
          disabled={pending}
          onChange={(_, checked) => void toggle(checked)}
        />
      }
      label={translate("app.storeSettings.tax.label")}
    />
  );
};
