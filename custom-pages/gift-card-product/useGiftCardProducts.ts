import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { HttpError, useNotify } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { useListChanged, useStorePageQuery } from "../../ui/lists/usePageQuery";
import type { Paging } from "../../ui/lists/usePaging";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { GiftCardProduct, GiftCardProductFormValues, Page } from "./types";

const KEY = "gift-card-products";

/** The active store's gift-card products, newest first, paged by the server. */
export function useGiftCardProducts({ page, perPage }: Pick<Paging, "page" | "perPage">) {
  // A 403 means the plan lacks gift cards: asking again cannot change that.
  return useStorePageQuery<Page<GiftCardProduct>>(
    KEY,
    "/api/gift-card-products",
    { page, per_page: perPage },
    { retry: false },
  );
}

export function useGiftCardProduct(id: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [KEY, "one", id],
    queryFn: () => dataProvider.giftCardProduct(id),
    retry: false,
  });
}

export const useGiftCardProductsChanged = () => useListChanged(KEY);

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string>; locked: boolean };

/** Create (id null) or edit: sends the whole form, reports the server's message, opens the saved one. */
export function useSaveGiftCardProduct(id: number | null) {
  const dataProvider = useAppDataProvider();
  const { websiteId } = useActiveWebsite();
  const notify = useNotify();
  const navigate = useNavigate();
  const serverText = useServerText();
  const changed = useGiftCardProductsChanged();
  return useCallback(
    async (values: GiftCardProductFormValues): Promise<SaveResult> => {
      const body = {
        name: values.name,
        description: values.description.trim() || null,
        denominations: values.denominations,
        picture_file_id: values.picture?.id ?? null,
        published: values.published,
      };
      try {
        const result =
          id === null
            ? await dataProvider.createGiftCardProduct({ website_id: websiteId, ...body })
            : await dataProvider.updateGiftCardProduct(id, body);
        await changed();
        notify(serverText(result.message), { type: "success" });
        if (id === null) navigate(`/product/gift-card/edit/${result.data.id}`);
        return { ok: true };
      } catch (error) {
        const { message, fieldErrors } = readFailure(error);
        const translated = Object.fromEntries(
          Object.entries(fieldErrors).map(([k, v]) => [k, serverText(v)]),
        );
        if (Object.keys(fieldErrors).length === 0) notify(serverText(message), { type: "error" });
        return {
          ok: false,
          fieldErrors: translated,
          locked: error instanceof HttpError && error.status === 403,
        };
      }
    },
    [dataProvider, id, websiteId, notify, navigate, serverText, changed],
  );
}
