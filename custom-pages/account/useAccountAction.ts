import { useState } from "react";
import { useLogout, useNotify } from "react-admin";
import type { MessageResponse } from "../../domain/api";
import { useServerErrors } from "../../ui/useServerErrors";

/**
 * Deactivate or delete the account: the call, the server's message (its 409 text when refused),
 * then sign out, since the account's sessions are gone on the server.
 */
export function useAccountAction(send: () => Promise<MessageResponse>) {
  const notify = useNotify();
  const logout = useLogout();
  const serverErrors = useServerErrors();
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    try {
      const { message } = await send();
      notify(message, { type: "info" });
      await logout();
    } catch (error) {
      notify(serverErrors(error).message, { type: "error" });
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
