import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useNotify } from "react-admin";
import { DESIGNABLE_PAGE_TYPES, type DesignablePageType, type Section } from "../../domain/sections";
import { canRedo, canUndo, isDirty, isSaving } from "./history";
import { changedPages, layoutValid } from "./layout";
import { designerReducer, type DesignerAction } from "./designerReducer";
import { usePageOrder } from "./usePageOrder";
import type { DesignerPage, Layout } from "./types";
import { useAppDataProvider, type AppDataProvider } from "../../providers/dataProvider";

/** The design auto-saves 500 ms after the last edit. */
export const AUTOSAVE_MS = 500;

/** Pages the design editor lists: the ones made of sections (redirects and menus are not). */
export const DESIGNABLE_TYPES = DESIGNABLE_PAGE_TYPES;
export type DesignableType = DesignablePageType;

const designable = (page: DesignerPage) => (DESIGNABLE_TYPES as readonly string[]).includes(page.type);

/** Sends every page whose sections differ from what the server holds; the first failure stops it. */
async function sendChanges(dataProvider: AppDataProvider, server: Layout, sending: Layout): Promise<void> {
  for (const pageId of changedPages(server, sending))
    await dataProvider.savePageSections(pageId, sending[pageId] ?? []);
}

/**
 * The editor's state: the store, its pages, the undoable layout of their sections and the
 * auto-save that keeps the server (and so the preview) up to date.
 */
export function useDesignerState(websiteId: number) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const store = useQuery({
    queryKey: ["store-designer", "store", websiteId],
    queryFn: () => dataProvider.designerStore(websiteId),
    retry: false,
  });
  const pagesQuery = useQuery({
    queryKey: ["store-designer", "pages", websiteId],
    queryFn: () => dataProvider.designerPages(websiteId),
    retry: false,
    // The editor owns the pages once loaded: a refetch must not overwrite edits in progress.
    staleTime: Infinity,
    gcTime: 0,
  });
  const [state, dispatch] = useReducer(designerReducer, null);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (!pagesQuery.data) return;
    const others = pagesQuery.data
      .filter((p) => !designable(p))
      .map(({ id, sort_order }) => ({ id, sort_order }));
    dispatch({ type: "init", pages: pagesQuery.data.filter(designable), others });
  }, [pagesQuery.data]);

  const movePage = usePageOrder(websiteId, stateRef, dispatch);

  const save = useCallback(async () => {
    const current = stateRef.current;
    if (!current || isSaving(current.history)) return;
    const { server, current: sending } = current.history;
    dispatch({ type: "saveStarted" });
    try {
      await sendChanges(dataProvider, server, sending);
      dispatch({ type: "saveSucceeded" });
    } catch {
      dispatch({ type: "saveFailed" });
      notify("app.storeDesigner.save_failed", { type: "error" });
    }
  }, [dataProvider, notify]);

  const history = state?.history;
  const valid = history ? layoutValid(history.current) : true;
  const needsSave = !!history && !isSaving(history) && !state.failed && isDirty(history) && valid;
  useEffect(() => {
    if (!needsSave) return;
    const timer = setTimeout(() => void save(), state?.immediate ? 0 : AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // A new edit (a new `current`) restarts the pause.
  }, [needsSave, history?.current, state?.immediate, save]);

  // Leaving the editor within the pause still saves what was typed.
  useEffect(
    () => () => {
      const last = stateRef.current;
      if (!last || isSaving(last.history) || !isDirty(last.history) || !layoutValid(last.history.current))
        return;
      void sendChanges(dataProvider, last.history.server, last.history.current).catch(() =>
        notify("app.storeDesigner.save_failed", { type: "error" }),
      );
    },
    [dataProvider, notify],
  );

  // Closing the tab within the pause or during a failed save would lose the edit: ask first.
  const unsaved = !!history && (isDirty(history) || isSaving(history));
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const editSections = useCallback(
    (pageId: number, change: (sections: readonly Section[]) => readonly Section[]) =>
      dispatch({ type: "edit", change: (layout) => ({ ...layout, [pageId]: change(layout[pageId] ?? []) }) }),
    [],
  );
  const [selectedPageId, setSelectedPageId] = useState<number | null>(null);
  const pages = state?.pages;
  const homePage = useMemo(() => pages?.find((p) => p.type === "home") ?? pages?.[0] ?? null, [pages]);
  const selectedPage = pages?.find((p) => p.id === selectedPageId) ?? homePage;
  /** The section open in the section editor, on the selected page. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const selectPage = useCallback((pageId: number | null) => {
    setSelectedPageId(pageId);
    setEditingId(null);
  }, []);

  return {
    websiteId,
    store: store.data,
    loadFailed: store.isError || pagesQuery.isError,
    reload: () => {
      void store.refetch();
      void pagesQuery.refetch();
    },
    ready: !!state && !!store.data,
    pages: pages ?? [],
    homePage,
    selectedPage,
    selectPage,
    movePage,
    editingId,
    setEditingId,
    layout: history?.current ?? {},
    editSections,
    dispatch: dispatch as (action: DesignerAction) => void,
    canUndo: !!history && canUndo(history),
    canRedo: !!history && canRedo(history),
    undo: () => dispatch({ type: "undo" }),
    redo: () => dispatch({ type: "redo" }),
    saving: !!history && isSaving(history),
    dirty: !!history && isDirty(history),
    failed: state?.failed ?? false,
    valid,
    retry: () => dispatch({ type: "retry" }),
    version: state?.version ?? 0,
  };
}

export type DesignerValue = ReturnType<typeof useDesignerState>;
