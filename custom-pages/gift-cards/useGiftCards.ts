import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useListChanged, useStorePageQuery } from "../../ui/lists/usePageQuery";
import type { Paging } from "../../ui/lists/usePaging";
import type { GiftCard, GiftCardStatus, Page } from "./types";

export interface GiftCardFilter {
  term: string;
  status: GiftCardStatus | "";
}

/**
 * The active store's gift cards, filtered and paged by the server; not asked for when the store's
 * plan lacks gift cards (the server would refuse).
 */
export function useGiftCards(
  filter: GiftCardFilter,
  { page, perPage }: Pick<Paging, "page" | "perPage">,
  locked: boolean,
) {
  // A 403 means the plan lacks gift cards: asking again cannot change that.
  return useStorePageQuery<Page<GiftCard>>(
    "gift-cards",
    "/api/gift-cards",
    { page, per_page: perPage, ...filter },
    { retry: false, enabled: !locked },
  );
}

export function useGiftCard(id: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["gift-cards", "one", id],
    queryFn: () => dataProvider.giftCard(id),
  });
}

export const useGiftCardsChanged = () => useListChanged("gift-cards");
