import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDebouncedValue } from "../../../ui/useDebouncedValue";
import { CATALOGUE_PAGE_SIZE } from "../types";
import { useAppDataProvider } from "../../../providers/dataProvider";

export const CATALOGUE_KEY = ["catalogue"] as const;

/**
 * The /catalog list: the search waits 700 ms after the last key; any filter change
 * goes back to page 1. The previous page stays on screen while the next one loads.
 */
export function useCatalogue(perPage = CATALOGUE_PAGE_SIZE) {
  const dataProvider = useAppDataProvider();
  const [term, setTermNow] = useState("");
  const [page, setPage] = useState(1);
  const [brands, setBrandsNow] = useState<string[]>([]);
  const [categories, setCategoriesNow] = useState<string[]>([]);
  const [inactive, setInactiveNow] = useState(false);
  const debouncedTerm = useDebouncedValue(term.trim());
  const [searchedTerm, setSearchedTerm] = useState(debouncedTerm);
  if (searchedTerm !== debouncedTerm) {
    setSearchedTerm(debouncedTerm);
    setPage(1);
  }

  const query = useQuery({
    queryKey: [...CATALOGUE_KEY, { term: debouncedTerm, page, perPage, brands, categories, inactive }],
    queryFn: () =>
      dataProvider.fetchCatalogue({ term: debouncedTerm, page, perPage, brands, categories, inactive }),
    placeholderData: keepPreviousData,
  });

  return {
    ...query,
    term,
    setTerm: setTermNow,
    page,
    setPage,
    brands,
    setBrands: (next: string[]) => {
      setBrandsNow(next);
      setPage(1);
    },
    categories,
    setCategories: (next: string[]) => {
      setCategoriesNow(next);
      setPage(1);
    },
    inactive,
    setInactive: (next: boolean) => {
      setInactiveNow(next);
      setPage(1);
    },
  };
}

/** Brand and supplier category choices for the filters; they change rarely. */
export function useCatalogueFilters() {
  const dataProvider = useAppDataProvider();
  const brands = useQuery({
    queryKey: [...CATALOGUE_KEY, "brands"],
    queryFn: () => dataProvider.fetchBrands(),
    staleTime: 300_000,
  });
  const categories = useQuery({
    queryKey: [...CATALOGUE_KEY, "categories"],
    queryFn: () => dataProvider.fetchSupplierCategories(),
    staleTime: 300_000,
  });
  return { brands: brands.data ?? [], categories: categories.data ?? [] };
}
