import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../providers/httpClient";
import { useListChanged, useStorePageQuery } from "../../src/lists/usePageQuery";
import type { Paging } from "../../src/lists/usePaging";
import type { Discount, DiscountDetail, DiscountStatus, Page } from "./types";

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
  return useQuery({
    queryKey: ["discounts", "one", id],
    queryFn: () => apiRequest<DiscountDetail>(`/api/discounts/${id}`),
  });
}

export const useDiscountsChanged = () => useListChanged("discounts");
