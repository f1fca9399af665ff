import { useState } from "react";
import { Alert, Button, Stack, TextField } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router-dom";
import { useTranslate } from "react-admin";
import { WEBSITES_QUERY_KEY } from "../../providers/activeWebsite";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { SectionCard } from "./SectionCard";
import { useRefreshUser } from "./useRefreshUser";

/**
 * "Join a store with a code" on the account page: the signed-in user enters an invitation code a
 * store's team shared (POST /api/update/integration) and becomes a member with the code's role.
 */
export const JoinStoreWithCode = () => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [joined, setJoined] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const join = async () => {
    setPending(true);
    setJoined(null);
    const outcome = await call(() => dataProvider.joinStoreWithCode(code));
    setPending(false);
    if (!outcome.ok) {
      setError(outcome.fields.code ?? outcome.message);
      return;
    }
    setError(undefined);
    setCode("");
    setJoined(outcome.result.message);
    // The new store becomes the active one; the store list and the user's roles are read again.
    storeActiveWebsiteId(outcome.result.website_id);
    await Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY }), refreshUser()]);
  };

  return (
    <SectionCard
      title={translate("app.team.join_code.title")}
      description={translate("app.team.join_code.description")}
    >
      <Stack
        component="form"
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ alignItems: "flex-start" }}
        onSubmit={(event) => {
          event.preventDefault();
          void join();
        }}
      >
        <TextField
          size="small"
          label={translate("app.team.join_code.code")}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          disabled={pending}
          slotProps={{
            htmlInput: { autoComplete: "off", autoCapitalize: "characters", spellCheck: false },
          }}
        />
        <Button type="submit" variant="contained" disabled={pending}>
          {translate("app.team.join_code.submit")}
        </Button>
      </Stack>
      {joined ? (
        <Alert
          severity="success"
          sx={{ mt: 2 }}
          action={
            <Button component={RouterLink} to="/" color="inherit" size="small">
              {translate("app.team.join_code.open_dashboard")}
            </Button>
          }
        >
          {joined}
        </Alert>
      ) : null}
    </SectionCard>
  );
};
