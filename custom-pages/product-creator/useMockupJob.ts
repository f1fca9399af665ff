import { useCallback, useEffect, useRef, useState } from "react";
import type { Draft, MockupJob } from "../../domain/drafts";
import { useAppDataProvider } from "../../providers/dataProvider";

/** How often a running job is asked for its progress. */
export const POLL_MS = 1000;

const running = (job: MockupJob | null) =>
  job !== null && (job.status === "queued" || job.status === "running");

/**
 * Generates the draft's mockups: POST starts the job, GET polls it until it is done or failed,
 * then the draft is read again for its mockups. A job already running when the page opens (a
 * reload mid-render) is followed the same way.
 */
export function useMockupJob(draft: Draft | null, onDraft: (draft: Draft) => void) {
  const dataProvider = useAppDataProvider();
  const [job, setJob] = useState<MockupJob | null>(draft?.job ?? null);
  const [failed, setFailed] = useState<unknown>(null);
  const onDraftRef = useRef(onDraft);
  onDraftRef.current = onDraft;
  const draftId = draft?.id ?? null;

  useEffect(() => {
    if (draft?.job && running(draft.job)) setJob((current) => current ?? draft.job);
  }, [draft?.job]);

  const jobId = running(job) ? job?.id : null;
  useEffect(() => {
    if (jobId === null || jobId === undefined || draftId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const next = await dataProvider.mockupJob(jobId);
        if (!live) return;
        setJob(next);
        if (running(next)) timer = setTimeout(() => void poll(), POLL_MS);
        else if (next.status === "done") onDraftRef.current(await dataProvider.productDraft(draftId));
      } catch (error) {
        if (live) setFailed(error);
      }
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, jobId, draftId]);

  const generate = useCallback(async () => {
    if (draftId === null) return;
    setFailed(null);
    try {
      const { job: started } = await dataProvider.generateProductDraftMockups(draftId);
      setJob(started);
      if (started.status === "done") onDraftRef.current(await dataProvider.productDraft(draftId));
    } catch (error) {
      setFailed(error);
    }
  }, [dataProvider, draftId]);

  return { job, running: running(job), failed, generate };
}
