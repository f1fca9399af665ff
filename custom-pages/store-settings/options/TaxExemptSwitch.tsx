import { useState } from "react";
import { FormControlLabel, Switch } from "@mui/material";
import { useTranslate } from "react-admin";
import { apiRequest } from "../../../providers/httpClient";
import type { WebsiteDetail } from "../types";
import { useSettingsAction } from "../useSettingsAction";
import { useUpdateDetail } from "../useWebsiteDetail";

/** PUT /api/website/tax-exempt/{id}: saved on toggle; the switch shows what the server holds. */
export const TaxExemptSwitch = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  const run = useSettingsAction();
  const update = useUpdateDetail(website.id);
  const [pending, setPending] = useState(false);

  const toggle = async (checked: boolean) => {
    setPending(true);
    await run(
      () =>
        apiRequest<{ tax_exempt: number }>(`/api/website/tax-exempt/${website.id}`, {
          method: "PUT",
          body: { tax_exempt: checked },
        }),
      "app.storeSettings.tax.saved",
      (answer) => update({ tax_exempt: answer.tax_exempt }),
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
