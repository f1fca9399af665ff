import type { Section } from "../../domain/sections";
import {
  edit,
  mapHistory,
  redo,
  saveFailed,
  saveStarted,
  saveSucceeded,
  startHistory,
  undo,
  type History,
} from "./history";
import { layoutOf, setSections, withoutPage } from "./layout";
import { bySortOrder, type PageSlot } from "./pageOrder";
import type { DesignerPage, Layout } from "./types";

export interface DesignerState {
  /** The designed pages in menu order. */
  pages: DesignerPage[];
  /** The store's other pages (redirects, menus), for their places in the menu. */
  others: PageSlot[];
  history: History<Layout>;
  /** The last save failed: wait for an edit or a retry instead of hammering the server. */
  failed: boolean;
  /** Undo and redo save at once; edits wait for the auto-save pause. */
  immediate: boolean;
  /** Bumped whenever the server holds something new: the preview reloads. */
  version: number;
}

export type DesignerAction =
  | { type: "init"; pages: DesignerPage[]; others?: PageSlot[] }
  | { type: "edit"; change: (layout: Layout) => Layout }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "saveStarted" }
  | { type: "saveSucceeded" }
  | { type: "saveFailed" }
  | { type: "retry" }
  | { type: "pageAdded"; page: DesignerPage; sections?: readonly Section[] }
  | { type: "pageRemoved"; pageId: number }
  /** A new menu order: shown at once, and once `saved` the preview reloads to show it. */
  | { type: "pageOrder"; pages: DesignerPage[]; others: PageSlot[]; saved?: boolean };

export function initialState(pages: DesignerPage[], others: PageSlot[] = []): DesignerState {
  return {
    pages: [...pages].sort(bySortOrder),
    others: [...others].sort(bySortOrder),
    history: startHistory(layoutOf(pages)),
    failed: false,
    immediate: false,
    version: 0,
  };
}

export function designerReducer(state: DesignerState | null, action: DesignerAction): DesignerState | null {
  if (action.type === "init") return initialState(action.pages, action.others);
  if (state === null) return state;
  const h = state.history;
  switch (action.type) {
    case "edit":
      return { ...state, history: edit(h, action.change(h.current)), failed: false, immediate: false };
    case "undo":
      return { ...state, history: undo(h), failed: false, immediate: true };
    case "redo":
      return { ...state, history: redo(h), failed: false, immediate: true };
    case "saveStarted":
      return { ...state, history: saveStarted(h) };
    case "saveSucceeded":
      return { ...state, history: saveSucceeded(h), version: state.version + 1 };
    case "saveFailed":
      return { ...state, history: saveFailed(h), failed: true };
    case "retry":
      return { ...state, failed: false, immediate: true };
    case "pageAdded": {
      const sections = action.sections ?? action.page.sections;
      const pages = [...state.pages.filter((p) => p.id !== action.page.id), action.page].sort(bySortOrder);
      return {
        ...state,
        pages,
        history: mapHistory(h, (layout) => setSections(layout, action.page.id, sections)),
        version: state.version + 1,
      };
    }
    case "pageRemoved":
      return {
        ...state,
        pages: state.pages.filter((p) => p.id !== action.pageId),
        history: mapHistory(h, (layout) => withoutPage(layout, action.pageId)),
      };
    case "pageOrder":
      return {
        ...state,
        pages: action.pages,
        others: action.others,
        version: action.saved ? state.version + 1 : state.version,
      };
  }
}
