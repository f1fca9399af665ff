import { useState } from "react";
import { Button, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { email as emailRule } from "../../domain/validation";
import { useServerText } from "../../ui/useServerText";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";

/** Mails the PayPal onboarding link to whoever holds the PayPal account. */
export const PaypalLinkForm = ({ websiteId, second }: { websiteId: number; second: boolean }) => {
  const translate = useTranslate();
  const serverText = useServerText();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const send = async () => {
    const checked = emailRule.safeParse(address);
    if (!checked.success) {
      setError(serverText(checked.error.issues[0]?.message));
      return;
    }
    setPending(true);
    const outcome = await call(() =>
      dataProvider.sendPaypalLink({
        website_id: websiteId,
        email: checked.data,
        second_paypal_account: second,
      }),
    );
    setPending(false);
    if (outcome.ok) {
      setAddress("");
      setError(undefined);
    } else setError(outcome.fields.email ?? outcome.message);
  };

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1.5, alignItems: "flex-start" }}>
      <TextField
        size="small"
        type="email"
        label={translate("app.team.payments.paypal_email")}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        disabled={pending}
      />
      <Button variant="outlined" onClick={() => void send()} disabled={pending}>
        {translate("app.team.payments.send_link")}
      </Button>
    </Stack>
  );
};
