import { useState } from "react";
import { useAuthProvider } from "react-admin";
import { readFailure, useServerText } from "../../ui/useServerText";
import { useFinishSignIn } from "./useFinishSignIn";
import type { FormStatus, FormValues } from "./useApiForm";

/** Email and password sign-in; field errors from the server go back under the inputs. */
export function useSignInForm(redirect: string | null) {
  const authProvider = useAuthProvider();
  const finishSignIn = useFinishSignIn();
  const serverText = useServerText();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);

  const submit = async ({ email, password }: FormValues): Promise<Record<string, string> | undefined> => {
    if (authProvider === undefined) return undefined;
    setPending(true);
    setStatus(null);
    try {
      const { redirectTo } = await authProvider.login({ email, password, redirect });
      await finishSignIn(redirectTo);
      return undefined;
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setStatus({ severity: "error", text: serverText(message, "ra.auth.sign_in_error") });
      setPending(false);
      // The server names the email field for bad credentials; the banner already says it.
      return fieldErrors.password ? { password: serverText(fieldErrors.password) } : undefined;
    }
  };

  return { submit, pending, status };
}
