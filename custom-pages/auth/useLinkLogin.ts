import { useEffect, useRef, useState } from "react";
import { useAuthProvider } from "react-admin";
import { apiRequest } from "../../providers/httpClient";
import { readFailure, useServerText } from "../../src/useServerText";
import { useFinishSignIn } from "./useFinishSignIn";
import type { FormStatus } from "./useApiForm";

// An etoken is single-use: remember the ones sent so a remount (or StrictMode) never sends one twice.
const usedTokens = new Set<string>();

/**
 * Sign-in links on /login (DECISIONS.md): `etoken` signs in with a single-use server token;
 * `hash` (a password hash in a URL) is refused by the server and its message is shown.
 */
export function useLinkLogin(params: URLSearchParams, redirect: string | null) {
  const authProvider = useAuthProvider();
  const finishSignIn = useFinishSignIn();
  const serverText = useServerText();
  const etoken = params.get("etoken");
  const hash = params.get("hash");
  const [pending, setPending] = useState(etoken !== null && !usedTokens.has(etoken));
  const [status, setStatus] = useState<FormStatus | null>(null);
  const hashSent = useRef(false);

  useEffect(() => {
    if (etoken === null || usedTokens.has(etoken) || authProvider === undefined) return;
    usedTokens.add(etoken);
    setPending(true);
    authProvider
      .login({ etoken, redirect })
      .then(({ redirectTo }: { redirectTo: string }) => finishSignIn(redirectTo))
      .catch((error: unknown) => {
        setStatus({ severity: "error", text: serverText(readFailure(error).message) });
        setPending(false);
      });
  }, [etoken, redirect, authProvider, finishSignIn, serverText]);

  useEffect(() => {
    if (hash === null || etoken !== null || hashSent.current) return;
    hashSent.current = true;
    apiRequest("/api/login", { body: { hash } }).catch((error: unknown) =>
      setStatus({ severity: "error", text: serverText(readFailure(error).message, "app.auth.hash_refused") }),
    );
  }, [hash, etoken, serverText]);

  return { pending, status };
}
