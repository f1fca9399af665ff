import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { Draft, DraftItemPatch, DraftKind } from "../../domain/drafts";
import { readFailure } from "../../ui/useServerText";
import { useAppDataProvider } from "../../providers/dataProvider";

export type LoadState = "idle" | "loading" | "ready" | "missing";

/**
 * The creator's draft: read from ?draft={id} (so a reload finds it), created when the first
 * blank is chosen, and replaced by every answer of the server, which validates each change.
 * Calls run one at a time in the order made, so a later answer never overwrites a newer one.
 */
export function useCreatorDraft(kind: DraftKind) {
  const dataProvider = useAppDataProvider();
  const [params, setParams] = useSearchParams();
  const draftId = Number(params.get("draft")) || null;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [load, setLoad] = useState<LoadState>(draftId ? "loading" : "idle");
  const [busy, setBusy] = useState(0);

  const shownId = useRef<number | null>(null);
  shownId.current = draft?.id ?? null;
  /** The draft as the last answer left it, for work that runs after the queued writes. */
  const latest = useRef<Draft | null>(draft);
  latest.current = draft;
  const failures = useRef(0);
  const previousUrlId = useRef<number | null>(draftId);

  useEffect(() => {
    const previous = previousUrlId.current;
    previousUrlId.current = draftId;
    if (draftId === null) {
      // The URL lost its draft (the menu's "create" again): start over. A draft just created
      // is in state before its id reaches the URL, so that moment is not a reset.
      if (previous !== null) {
        setDraft(null);
        setLoad("idle");
      }
      return;
    }
    if (shownId.current === draftId) return;
    let live = true;
    setLoad("loading");
    dataProvider.productDraft(draftId).then(
      (d) => {
        if (!live) return;
        setDraft(d);
        setLoad("ready");
      },
      () => live && setLoad("missing"),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, draftId]);

  /** Runs a write, takes the draft it answers, and rethrows the failure for the caller to show. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const run = useCallback((work: () => Promise<Draft>): Promise<Draft> => {
    setBusy((n) => n + 1);
    const next = queue.current.then(work).then(
      (answer) => {
        latest.current = answer;
        setDraft(answer);
        return answer;
      },
      (failure: unknown) => {
        failures.current += 1;
        throw failure;
      },
    );
    queue.current = next.catch(() => undefined);
    return next.finally(() => setBusy((n) => n - 1));
  }, []);

  const open = useCallback(
    (next: Draft) => {
      setDraft(next);
      setLoad("ready");
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          copy.set("draft", String(next.id));
          return copy;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const start = useCallback(
    async (supplierProductIds: number[], similarProductId?: number) => {
      setBusy((n) => n + 1);
      try {
        const created = await dataProvider.createProductDraft({
          kind,
          supplier_product_ids: supplierProductIds,
          ...(similarProductId ? { similar_product_id: similarProductId } : {}),
        });
        open(created);
        return created;
      } finally {
        setBusy((n) => n - 1);
      }
    },
    [dataProvider, kind, open],
  );

  const patchItem = useCallback(
    (key: string, patch: Omit<DraftItemPatch, "key">) => {
      if (!draft) return Promise.reject(new Error("No draft"));
      return run(() => dataProvider.updateProductDraft(draft.id, { items: [{ key, ...patch }] }));
    },
    [dataProvider, draft, run],
  );

  const setStep = useCallback(
    (step: number) => {
      if (!draft) return Promise.reject(new Error("No draft"));
      return run(() => dataProvider.updateProductDraft(draft.id, { step }));
    },
    [dataProvider, draft, run],
  );

  /**
   * Next and Publish. Leaving a field saves it (a queued write), and pressing the button is what
   * makes the field lose focus: so the move waits for the writes already made and works on the
   * draft they leave, and it is not blocked by them (a button disabled during that save lost the
   * click). A refused write stops the move, its errors are on the field; a second press while a
   * move runs is ignored.
   */
  const [moving, setMoving] = useState(false);
  const movingNow = useRef(false);
  const advance = useCallback(async (work: (current: Draft | null) => Promise<unknown>) => {
    if (movingNow.current) return;
    movingNow.current = true;
    setMoving(true);
    try {
      const failuresBefore = failures.current;
      await queue.current;
      if (failures.current === failuresBefore) await work(latest.current);
    } finally {
      movingNow.current = false;
      setMoving(false);
    }
  }, []);

  const continueDraft = useCallback(
    (id: number) => {
      setParams({ draft: String(id) });
    },
    [setParams],
  );

  return {
    draft,
    load,
    busy: busy > 0,
    moving,
    advance,
    setDraft,
    run,
    start,
    patchItem,
    setStep,
    continueDraft,
  };
}

/** The field errors of a refused write, or its message under "_". */
export function failureErrors(error: unknown): Record<string, string> {
  const { message, fieldErrors } = readFailure(error);
  if (Object.keys(fieldErrors).length > 0) return fieldErrors;
  return { _: message ?? "" };
}
