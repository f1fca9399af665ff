import { useCallback, useState } from "react";
import { readFailure, useServerText } from "../../../../ui/useServerText";

export interface CheckResult {
  ok: boolean;
  text: string;
}

/** One availability or DNS check: pending while it runs, then the server's verdict in words. */
export function useCheck() {
  const serverText = useServerText();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<CheckResult | null>(null);
  const check = useCallback(
    async (call: () => Promise<CheckResult>, field: string) => {
      setPending(true);
      try {
        setResult(await call());
      } catch (error) {
        const { message, fieldErrors } = readFailure(error);
        setResult({
          ok: false,
          text: serverText(fieldErrors[field] ?? message, "app.server.somethingWrong"),
        });
      } finally {
        setPending(false);
      }
    },
    [serverText],
  );
  return { check, pending, result, clear: useCallback(() => setResult(null), []) };
}
