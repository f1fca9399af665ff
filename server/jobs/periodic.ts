/**
 * Runs `task` now and then every `everyMs`, one run at a time: a tick that comes while a run is
 * still going is skipped, so a slow run never piles up behind itself. Errors go to `onError` and
 * do not stop later runs. The returned function stops the timer and waits for a run in progress.
 */
export function startPeriodic(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
