import { useCallback, useState } from "react";
import { stepErrors, type Draft } from "../../domain/drafts";
import { failureErrors } from "./useCreatorDraft";
import { useDraftText } from "./useDraftText";

/**
 * The errors the creator shows: the step's own checks (domain/drafts.ts stepErrors, the rules
 * the server applies too) before Next, and the server's field errors after a refused write.
 */
export function useStepErrors() {
  const text = useDraftText();
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** Runs a write; on refusal keeps its errors and answers null. */
  const attempt = useCallback(async <T>(work: () => Promise<T>): Promise<T | null> => {
    setErrors({});
    try {
      return await work();
    } catch (failure) {
      setErrors(failureErrors(failure));
      return null;
    }
  }, []);

  /** True when the draft may leave `step`; otherwise its errors are shown. */
  const check = useCallback((draft: Draft, step: number): boolean => {
    const found = stepErrors(draft, step);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, []);

  const translated: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) translated[key] = text(message);
  const first = Object.values(translated)[0] ?? null;
  return { errors: translated, summary: first, attempt, check, show: setErrors };
}
