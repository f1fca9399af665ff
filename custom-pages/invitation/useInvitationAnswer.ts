import { useEffect, useState } from "react";
import { useNotify } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { startSession } from "../../providers/session";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { FormStatus, FormValues } from "../auth/useApiForm";
import { useFinishSignIn } from "../auth/useFinishSignIn";

/**
 * "checking": the token is being checked, nothing to answer yet; "ask": Accept / Decline;
 * "account": the invitee has no account yet and sets one up; "done": answered, or not answerable.
 */
export type InvitationStep = "checking" | "ask" | "account" | "done";

const ACCOUNT_FIELDS = ["name", "password", "password_confirmation"];

const asksForAccount = (fieldErrors: Record<string, string>) =>
  ACCOUNT_FIELDS.some((field) => field in fieldErrors);

/**
 * Answers the mailed invitation (POST /api/accept|decline/invitation). Accepting signs the invitee
 * in the way /login does (it replaces any current session); when the server asks for a name and
 * password (no account yet), the page switches to the account step and sends them along.
 */
export function useInvitationAnswer(token: string) {
  const notify = useNotify();
  const finishSignIn = useFinishSignIn();
  const dataProvider = useAppDataProvider();
  const serverText = useServerText();
  const [step, setStep] = useState<InvitationStep>("checking");
  const [storeName, setStoreName] = useState("");
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);

  // A used, expired or bogus link says so before offering any answer.
  useEffect(() => {
    let current = true;
    dataProvider.checkInvitation(token).then(
      ({ website_name }) => {
        if (!current) return;
        setStoreName(website_name);
        setStep("ask");
      },
      (error: unknown) => {
        if (!current) return;
        const { message, fieldErrors } = readFailure(error);
        setStatus({ severity: "error", text: serverText(fieldErrors.token ?? fieldErrors.email ?? message) });
        setStep("done");
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider, token, serverText]);

  const fail = (text: string | undefined) => {
    setStatus({ severity: "error", text: serverText(text) });
    setPending(false);
  };

  const accept = async (account: FormValues = {}): Promise<Record<string, string> | undefined> => {
    setPending(true);
    setStatus(null);
    try {
      const { user, access_token } = await dataProvider.acceptInvitation(token, account);
      // The previous visitor's store choice must not carry over into the invitee's session.
      storeActiveWebsiteId(null);
      startSession(user, access_token);
      notify("app.shell.invitation.accepted", { type: "success" });
      await finishSignIn("/");
      return undefined;
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      if (!asksForAccount(fieldErrors)) {
        fail(fieldErrors.token ?? message);
        return undefined;
      }
      setPending(false);
      if (step === "ask") {
        // The first answer only says an account is needed: no errors under empty fields yet.
        setStep("account");
        return undefined;
      }
      return Object.fromEntries(
        Object.entries(fieldErrors).map(([field, text]) => [field, serverText(text)]),
      );
    }
  };

  const decline = async () => {
    setPending(true);
    setStatus(null);
    try {
      const { message } = await dataProvider.declineInvitation(token);
      setStatus({ severity: "success", text: serverText(message) });
      setStep("done");
      setPending(false);
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      fail(fieldErrors.token ?? message);
    }
  };

  return { step, storeName, pending, status, accept, decline };
}
