import { useState } from "react";
import { useNotify } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useServerErrors } from "../../ui/useServerErrors";

/**
 * POST /api/email/resend for the signed-in user's address. Once sent, the resend (and
 * close) buttons stay disabled, so `sent` never goes back to false.
 */
export function useResendConfirmation(email: string | undefined) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const serverErrors = useServerErrors();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const resend = async () => {
    if (!email) return;
    setPending(true);
    try {
      await dataProvider.resendAccountConfirmation(email);
      setSent(true);
      // The success text, quoted exactly.
      notify("app.account.verification.sent", { type: "success" });
    } catch (error) {
      notify(serverErrors(error).message, { type: "error" });
    } finally {
      setPending(false);
    }
  };
  return { resend, pending, sent };
}
