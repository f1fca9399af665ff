import { useEffect, useRef, useState } from "react";
import { CircularProgress, Stack, Typography } from "@mui/material";
import { useNavigate, useNotify, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { isSignedIn } from "../../providers/session";
import { readFailure, useServerText } from "../../ui/useServerText";
import { AuthLink } from "./AuthLink";
import { AuthShell } from "./AuthShell";
import { FormAlert } from "./FormAlert";
import type { FormStatus } from "./useApiForm";
import { useQueryParams } from "./useQueryParams";

/**
 * Opens from the verification mail: confirms the token, then signs the user in through the login
 * page's etoken sign-in with the link's single-use login token; without one, to sign in.
 */
const VerifyPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const serverText = useServerText();
  const params = useQueryParams();
  const token = params.get("token");
  const etoken = params.get("etoken");
  const [status, setStatus] = useState<FormStatus | null>(
    token ? null : { severity: "error", text: translate("app.auth.verify_missing_token") },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    dataProvider
      .verifyEmail(token)
      .then(() => {
        // The link's sign-in is the login page's own etoken sign-in (single-use, any session).
        if (etoken) {
          notify("app.auth.verified", { type: "success" });
          return navigate(`/login?etoken=${encodeURIComponent(etoken)}`, { replace: true });
        }
        // A signed-in user skips the login page (it is for guests) and sees the note as a message.
        if (!isSignedIn()) return navigate("/login?verified=1", { replace: true });
        notify("app.auth.verified", { type: "success" });
        navigate("/", { replace: true });
      })
      .catch((error: unknown) => setStatus({ severity: "error", text: serverText(readFailure(error)) }));
  }, [dataProvider, token, etoken, navigate, notify, serverText]);

  return (
    <AuthShell title="app.auth.verify_title">
      <FormAlert status={status} />
      {status === null ? (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} />
          <Typography>{translate("app.auth.verify_pending")}</Typography>
        </Stack>
      ) : (
        <Stack spacing={1}>
          <AuthLink to="/resend" label="app.auth.resend_confirmation" />
          <AuthLink to="/login" label="app.auth.back_to_login" />
        </Stack>
      )}
    </AuthShell>
  );
};

export default VerifyPage;
