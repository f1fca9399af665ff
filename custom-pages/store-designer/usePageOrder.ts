import { useCallback, useRef, type RefObject } from "react";
import { useNotify } from "react-admin";
import type { DesignerAction, DesignerState } from "./designerReducer";
import { movePage, slotsOf, withServerOrder, type PageSlot } from "./pageOrder";
import { useAppDataProvider } from "../../providers/dataProvider";

/**
 * Moving a page in the store menu: the list changes at once and the new order is sent through
 * POST /api/update/website/pages/order. Orders are sent one after another so the server ends on
 * the last one; if the last one fails, the list goes back to the order the server last confirmed.
 */
export function usePageOrder(
  websiteId: number,
  stateRef: RefObject<DesignerState | null>,
  dispatch: (action: DesignerAction) => void,
) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  /** The order the server holds, known from its last answer (or from before the first move). */
  const confirmed = useRef<PageSlot[] | null>(null);
  const latest = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  return useCallback(
    (from: number, to: number) => {
      const state = stateRef.current;
      if (!state || from === to || to < 0 || to >= state.pages.length) return;
      confirmed.current ??= slotsOf(state);
      const next = movePage(state, from, to);
      const ticket = ++latest.current;
      dispatch({ type: "pageOrder", pages: next.pages, others: next.others });
      queue.current = queue.current.then(async () => {
        const now = () => stateRef.current ?? state;
        try {
          const answer = await dataProvider.savePageOrder(websiteId, next.ids);
          confirmed.current = answer.pages;
          if (ticket === latest.current)
            dispatch({ type: "pageOrder", ...withServerOrder(now(), answer.pages), saved: true });
        } catch {
          // A newer order is on its way and decides what the list shows.
          if (ticket !== latest.current) return;
          dispatch({ type: "pageOrder", ...withServerOrder(now(), confirmed.current ?? []) });
          notify("app.storeDesigner.pages.order_failed", { type: "error" });
        }
      });
    },
    [dataProvider, dispatch, notify, stateRef, websiteId],
  );
}
