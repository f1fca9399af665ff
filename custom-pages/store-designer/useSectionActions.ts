import { useCallback } from "react";
import type { Section } from "../../domain/sections";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { useDesigner } from "./DesignerContext";
import { moved, withoutSection } from "./layout";

/** What the section list does to the selected page's sections, each one undoable edit. */
export function useSectionActions() {
  const { selectedPage, homePage, editSections, dispatch, editingId, setEditingId } = useDesigner();
  const confirm = useConfirm();
  const pageId = selectedPage?.id ?? null;

  const add = useCallback(
    (section: Section) => {
      if (pageId === null) return;
      editSections(pageId, (sections) => [...sections, section]);
      setEditingId(section.id);
    },
    [editSections, pageId, setEditingId],
  );

  const move = useCallback(
    (from: number, to: number) => {
      if (pageId !== null && from !== to) editSections(pageId, (sections) => moved(sections, from, to));
    },
    [editSections, pageId],
  );

  const update = useCallback(
    (next: Section) => {
      if (pageId === null) return;
      editSections(pageId, (sections) => sections.map((s) => (s.id === next.id ? next : s)));
    },
    [editSections, pageId],
  );

  const remove = useCallback(
    (sectionId: string) => {
      if (pageId === null) return;
      confirm({ content: "app.storeDesigner.sections.delete_confirm" }).then(() => {
        const pages = homePage ? [pageId, homePage.id] : [pageId];
        dispatch({ type: "edit", change: (layout) => withoutSection(layout, pages, sectionId) });
        if (editingId === sectionId) setEditingId(null);
      }, ignoreCanceled);
    },
    [confirm, dispatch, editingId, homePage, pageId, setEditingId],
  );

  return { add, move, update, remove };
}
