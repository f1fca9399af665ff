import { useCallback } from "react";
import { useFormContext } from "react-hook-form";

/**
 * A field's error is about the value it refused: a new value takes it away at once (the form's
 * check runs again on the next save), so a corrected field no longer shows the old message.
 */
export function useClearError(): (source: string) => () => void {
  const { clearErrors } = useFormContext();
  return useCallback((source: string) => () => clearErrors(source), [clearErrors]);
}
