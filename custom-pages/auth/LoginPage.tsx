import { Alert, Box, CircularProgress, Divider, Stack, Typography } from "@mui/material";
import { useLocation, useTranslate } from "react-admin";
import { AuthPrompt, AuthLink } from "./AuthLink";
import { AuthShell } from "./AuthShell";
import { FormAlert } from "./FormAlert";
import { LoginForm } from "./LoginForm";
import { useLinkLogin } from "./useLinkLogin";
import { useQueryParams } from "./useQueryParams";
import { useSignInForm } from "./useSignInForm";

interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

/** `redirect` query first; else the page react-admin bounced the visitor from (but "/" is left to the landing rule). */
function redirectTarget(params: URLSearchParams, state: unknown): string | null {
  const fromQuery = params.get("redirect");
  if (fromQuery !== null) return fromQuery;
  const next = (state ?? {}) as NextLocation;
  if (!next.nextPathname || next.nextPathname === "/") return null;
  return `${next.nextPathname}${next.nextSearch ?? ""}`;
}

const LoginNotes = ({ params }: { params: URLSearchParams }) => {
  const translate = useTranslate();
  return (
    <>
      {params.has("verified") ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate("app.auth.verified")}
        </Alert>
      ) : null}
      {params.get("first_time") === "true" ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate("app.auth.sign_in_again")}
        </Alert>
      ) : null}
    </>
  );
};

const LoginLinks = () => (
  <Stack spacing={1} alignItems="center">
    <Divider flexItem sx={{ mb: 1 }} />
    <AuthPrompt prompt="app.auth.no_account" to="/register" label="app.auth.create_account" />
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", justifyContent: "center" }}>
      <AuthLink to="/request" label="app.auth.request_invitation" />
      <AuthLink to="/resend" label="app.auth.resend_confirmation" />
    </Box>
  </Stack>
);

const LoginPage = () => {
  const translate = useTranslate();
  const params = useQueryParams();
  const location = useLocation();
  const redirect = redirectTarget(params, location.state);
  const link = useLinkLogin(params, redirect);
  const form = useSignInForm(redirect);

  return (
    <AuthShell
      transparentBar
      title="app.auth.sign_in_title"
      subtitle="app.auth.sign_in_subtitle"
      footer={<LoginLinks />}
    >
      <LoginNotes params={params} />
      <FormAlert status={form.status ?? link.status} />
      {link.pending ? (
        <Stack direction="row" spacing={2} alignItems="center" sx={{ py: 3 }} role="status">
          <CircularProgress size={24} />
          <Typography>{translate("app.auth.signing_in_with_link")}</Typography>
        </Stack>
      ) : (
        <LoginForm onSubmit={form.submit} pending={form.pending} />
      )}
    </AuthShell>
  );
};

export default LoginPage;
