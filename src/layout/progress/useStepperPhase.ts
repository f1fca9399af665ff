import { useEffect, useState } from "react";

/** The stepper's timings. */
export const STEPPER_INIT_DELAY_MS = 500;
export const READY_HIDE_MS = 5000;

export type StepperPhase = "waiting" | "steps" | "ready" | "hidden";

/**
 * Account progress stepper: all done on load hides it at once; all done later shows
 * "You are ready to go" and hides 5 s after. It appears 0.5 s after load so a quick
 * page change does not flash it.
 */
export function useStepperPhase(allDone: boolean): StepperPhase {
  const [phase, setPhase] = useState<StepperPhase>(allDone ? "hidden" : "waiting");

  useEffect(() => {
    if (phase !== "waiting") return;
    const timer = setTimeout(() => setPhase("steps"), STEPPER_INIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (allDone && (phase === "waiting" || phase === "steps")) setPhase("ready");
    if (!allDone && phase === "ready") setPhase("steps");
  }, [allDone, phase]);

  useEffect(() => {
    if (phase !== "ready") return;
    const timer = setTimeout(() => setPhase("hidden"), READY_HIDE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return phase;
}
