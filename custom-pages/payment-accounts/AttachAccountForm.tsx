import { useState } from "react";
import { Button, Checkbox, FormControlLabel, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { TitledSection } from "./TitledSection";
import { usePaymentsChanged } from "./usePayments";

/**
 * Platform admins only (the server's rule on POST /api/websites/stripe_id, read from the signed-in
 * user's is_admin, which the server derives from the database): attach an existing card-provider
 * account to the store by its id.
 */
export const AttachAccountForm = ({ websiteId }: { websiteId: number }) => {
  const { user } = useCurrentUser();
  if (!user?.is_admin) return null;
  return <AttachAccountFields websiteId={websiteId} />;
};

const AttachAccountFields = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = usePaymentsChanged(websiteId);
  const [accountId, setAccountId] = useState("");
  const [second, setSecond] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const attach = async () => {
    setPending(true);
    const outcome = await call(() =>
      dataProvider.attachCardAccount({ website_id: websiteId, stripe_id: accountId, second_account: second }),
    );
    setPending(false);
    if (outcome.ok) {
      setAccountId("");
      setError(undefined);
      await changed(outcome.result.payments);
    } else setError(outcome.fields.stripe_id ?? outcome.message);
  };

  return (
    <TitledSection
      id="attach-account-title"
      title={translate("app.team.attach.title")}
      description={translate("app.team.attach.description")}
      descriptionGap={1.5}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          size="small"
          label={translate("app.team.attach.account_id")}
          value={accountId}
          onChange={(event) => setAccountId(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          disabled={pending}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={second}
              onChange={(event) => setSecond(event.target.checked)}
              disabled={pending}
            />
          }
          label={translate("app.team.attach.second")}
        />
        <Button variant="outlined" onClick={() => void attach()} disabled={pending}>
          {translate("app.team.attach.submit")}
        </Button>
      </Stack>
    </TitledSection>
  );
};
