import type { Draft, PublishResult } from "../../domain/drafts";
import type { AppDataProvider } from "../../providers/dataProvider";

interface Forward {
  /** useStepErrors: the step's own checks, shown when they fail. */
  check: (draft: Draft, step: number) => boolean;
  /** useStepErrors: a write whose refusal is shown; null then. */
  attempt: <T>(work: () => Promise<T>) => Promise<T | null>;
  /** useCreatorDraft: a queued write whose answer becomes the draft. */
  run: (work: () => Promise<Draft>) => Promise<Draft>;
  dataProvider: AppDataProvider;
}

/**
 * Next on a draft (both creators): the step's checks, then the next step, or on the last step
 * publishing. Answers the publication; null when there is none (a check failed, the draft only
 * moved on, or the server refused).
 */
export async function forwardOrPublish(
  current: Draft | null,
  last: number,
  { check, attempt, run, dataProvider }: Forward,
): Promise<PublishResult | null> {
  const step = current?.step ?? 0;
  if (!current || !check(current, step)) return null;
  if (step < last) {
    await attempt(() => run(() => dataProvider.updateProductDraft(current.id, { step: step + 1 })));
    return null;
  }
  return attempt(() => dataProvider.publishProductDraft(current.id));
}
