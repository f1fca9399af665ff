import { Alert, Box, CircularProgress, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { AuthLink } from "../auth/AuthLink";
import { AuthShell } from "../auth/AuthShell";
import { FormAlert } from "../auth/FormAlert";
import { useQueryParams } from "../auth/useQueryParams";
import { InvitationActions } from "./InvitationActions";
import { NewAccountForm } from "./NewAccountForm";
import { useInvitationAnswer } from "./useInvitationAnswer";

const InvitationAnswer = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const answer = useInvitationAnswer(token);
  const failed = answer.status?.severity === "error";

  if (answer.step === "checking") {
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
        <CircularProgress aria-label={translate("app.shell.invitation.checking")} />
      </Box>
    );
  }

  return (
    <>
      <FormAlert status={answer.status} />
      {answer.step === "ask" && !failed ? (
        <>
          <Typography sx={{ mb: 3 }}>
            {translate("app.shell.invitation.intro", { store: answer.storeName })}
          </Typography>
          <InvitationActions
            pending={answer.pending}
            onAccept={() => void answer.accept()}
            onDecline={() => void answer.decline()}
          />
        </>
      ) : null}
      {answer.step === "account" && !failed ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate("app.shell.invitation.new_account")}
          </Alert>
          <NewAccountForm onSubmit={answer.accept} pending={answer.pending} />
        </>
      ) : null}
      {answer.step === "done" || failed ? <AuthLink to="/" label="app.shell.invitation.home" /> : null}
    </>
  );
};

/** "/invitation/accept?token=…", the link of the invitation mail: accept (signing in) or decline. */
const AcceptInvitationPage = () => {
  const translate = useTranslate();
  const token = useQueryParams().get("token");

  return (
    <AuthShell title="app.shell.invitation.title">
      {token ? (
        <InvitationAnswer token={token} />
      ) : (
        <Stack spacing={1}>
          <FormAlert status={{ severity: "error", text: translate("app.shell.invitation.missing_token") }} />
          <AuthLink to="/" label="app.shell.invitation.home" />
        </Stack>
      )}
    </AuthShell>
  );
};

export default AcceptInvitationPage;
