import { useCallback } from "react";
import { HttpError, useNotify } from "react-admin";
import { slugify } from "../../domain/slug";
import { uniqueSlug } from "../../domain/sections";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { useDesigner } from "./DesignerContext";
import type { DesignerPage } from "./types";
import type { DesignableType } from "./useDesignerState";
import { useAppDataProvider } from "../../providers/dataProvider";

/** A slug the server refused as taken (409), or its field error on the slug. */
function slugTaken(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
  return error.status === 409 || (error.status === 422 && !!errors?.slug);
}

/** Adding and deleting pages of the store from the editor's page list. */
export function usePageActions() {
  const dataProvider = useAppDataProvider();
  const { websiteId, dispatch, selectPage, selectedPage, layout } = useDesigner();
  const confirm = useConfirm();
  const notify = useNotify();

  /** A slug conflict is made unique by a dash and 7 random characters. */
  const add = useCallback(
    async (type: DesignableType, name: string): Promise<DesignerPage> => {
      const slug = slugify(name) || type;
      const body = { website_id: websiteId, type, name: name.trim(), slug };
      let page: DesignerPage;
      try {
        page = await dataProvider.createDesignerPage(body);
      } catch (error) {
        if (!slugTaken(error)) throw error;
        page = await dataProvider.createDesignerPage({ ...body, slug: uniqueSlug(slug) });
      }
      dispatch({ type: "pageAdded", page });
      selectPage(page.id);
      notify("app.storeDesigner.pages.created", { type: "success" });
      return page;
    },
    [dataProvider, dispatch, notify, selectPage, websiteId],
  );

  /**
   * The page leaves the editor first, then the delete is sent; a refused delete puts
   * it back as it was. Any open editor closes, so nothing stays pointed at the page.
   */
  const remove = useCallback(
    (page: DesignerPage) => {
      confirm({
        content: "app.storeDesigner.pages.delete_confirm",
        translateOptions: { name: page.name },
      }).then(async () => {
        const sections = layout[page.id] ?? page.sections;
        dispatch({ type: "pageRemoved", pageId: page.id });
        if (selectedPage?.id === page.id) selectPage(null);
        try {
          await dataProvider.deleteDesignerPage(page.id);
          notify("app.storeDesigner.pages.deleted", { type: "info" });
        } catch {
          dispatch({ type: "pageAdded", page, sections });
          notify("app.storeDesigner.save_failed", { type: "error" });
        }
      }, ignoreCanceled);
    },
    [dataProvider, confirm, dispatch, layout, notify, selectPage, selectedPage?.id],
  );

  return { add, remove };
}
