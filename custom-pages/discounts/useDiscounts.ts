import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useListChanged, useStorePageQuery } from "../../ui/lists/usePageQuery";
import type { Paging } from "../../ui/lists/usePaging";
import type { Discount, DiscountStatus, Page } from "./types";

export function useDiscounts(
  filter: { term: string; status: DiscountStatus | "" },
  { page, perPage }: Pick<Paging, "page" | "perPage">,
) {
  return useStorePageQuery<Page<Discount>>("discounts", "/api/discounts", {
    page,
    per_page: perPage,
    ...filter,
  });
}

export function useDiscount(id: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["discounts", "one", id],
    queryFn: () => dataProvider.discount(id),
  });
}

export const useDiscountsChanged = () => useListChanged("discounts");
