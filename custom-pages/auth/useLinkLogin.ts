import { useEffect, useState } from "react";
import { useAuthProvider, useTranslate } from "react-admin";
import { readFailure, useServerText } from "../../ui/useServerText";
import { useFinishSignIn } from "./useFinishSignIn";
import type { FormStatus } from "./useApiForm";

// An etoken is single-use: remember the ones sent so a remount (or StrictMode) never sends one twice.
const usedTokens = new Set<string>();

/**
 * Sign-in links on /login: `etoken` signs in with a single-use server token;
 * `hash` (a password hash in a URL) is refused. The server refuses it too, but the page never
 * sends it: a password hash should not travel any further than it already has.
 */
export function useLinkLogin(params: URLSearchParams, redirect: string | null) {
  const authProvider = useAuthProvider();
  const finishSignIn = useFinishSignIn();
  const serverText = useServerText();
  const translate = useTranslate();
  const etoken = params.get("etoken");
  const hashRefused = params.has("hash") && etoken === null;
  const [pending, setPending] = useState(etoken !== null && !usedTokens.has(etoken));
  const [status, setStatus] = useState<FormStatus | null>(
    hashRefused ? { severity: "error", text: translate("app.auth.hash_refused") } : null,
  );

  useEffect(() => {
    if (etoken === null || usedTokens.has(etoken) || authProvider === undefined) return;
    usedTokens.add(etoken);
    setPending(true);
    authProvider
      .login({ etoken, redirect })
      .then(({ redirectTo }: { redirectTo: string }) => finishSignIn(redirectTo))
      .catch((error: unknown) => {
        setStatus({ severity: "error", text: serverText(readFailure(error)) });
        setPending(false);
      });
  }, [etoken, redirect, authProvider, finishSignIn, serverText]);

  return { pending, status };
}
