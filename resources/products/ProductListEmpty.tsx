import { Button, Stack, Typography } from "@mui/material";
import { useListContext, useTranslate } from "react-admin";
import type { ProductListFilter } from "../../domain/contracts/product-list";

/**
 * What the store's product list says when it has no rows: a search or status filter that matches
 * nothing says so and offers to clear it (the store may well have products); only an unfiltered
 * list is "no products yet".
 */
export const ProductListEmpty = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const filters = filterValues as ProductListFilter;
  const deleted = filters.deleted === "1";
  const term = filters.q?.trim() ?? "";
  const filtered = term !== "" || filters.status !== undefined;
  if (!filtered)
    return (
      <Typography sx={{ p: 4 }} color="text.secondary" align="center">
        {translate(deleted ? "app.productList.empty_deleted" : "app.productList.empty")}
      </Typography>
    );
  const clear = () => {
    const rest: ProductListFilter = deleted ? { deleted: "1" } : {};
    setFilters(rest, displayedFilters);
  };
  return (
    <Stack sx={{ p: 4 }} spacing={2} alignItems="center" role="status">
      <Typography color="text.secondary" align="center">
        {term !== ""
          ? translate("app.productList.no_match_search", { term })
          : translate("app.productList.no_match_filters")}
      </Typography>
      <Button variant="outlined" onClick={clear}>
        {translate(term !== "" ? "app.productList.clear_search" : "app.productList.clear_filters")}
      </Button>
    </Stack>
  );
};
