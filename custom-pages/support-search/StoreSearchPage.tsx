import { useEffect, useState, type FormEvent } from "react";
import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import SearchIcon from "@mui/icons-material/ManageSearch";
import { useTranslate } from "react-admin";
import { useSearchParams } from "react-router-dom";
import { SUPPORT_SEARCH_MAX } from "../../domain/support-search-terms";
import { useErrorToast } from "../../ui/useErrorToast";
import { SearchResults } from "./SearchResults";
import { SearchSkeleton } from "./SearchSkeleton";
import { searchable, useStoreSearch } from "./useStoreSearch";

/** The search across the stores (/search?q=): orders, contacts and products, grouped by kind. */
const StoreSearchPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const [input, setInput] = useState(q);
  // The app bar's box may change the term while the page is open.
  useEffect(() => setInput(q), [q]);
  const { data, isFetching, isError, errorUpdatedAt } = useStoreSearch(q);
  useErrorToast(isError, errorUpdatedAt, "app.storeSearch.error");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: input.trim() });
  };
  const nothing =
    data !== undefined &&
    [data.orders, data.contacts, data.products].every((group) => (group?.total ?? 0) === 0);

  return (
    <Box sx={{ maxWidth: 960, mt: 2, mb: 4 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate("app.storeSearch.title")}
      </Typography>
      <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={translate("app.storeSearch.box_label")}
          placeholder={translate("app.storeSearch.placeholder")}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          slotProps={{ htmlInput: { maxLength: SUPPORT_SEARCH_MAX } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate("app.storeSearch.submit")}
        </Button>
      </Stack>
      {!searchable(q) ? (
        <Typography color="text.secondary">
          {translate(q === "" ? "app.storeSearch.hint" : "app.storeSearch.too_short")}
        </Typography>
      ) : isFetching && data === undefined ? (
        <SearchSkeleton />
      ) : isError ? (
        <Alert severity="error">{translate("app.storeSearch.error")}</Alert>
      ) : data === undefined ? null : (
        <Box aria-live="polite">
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate("app.storeSearch.results", { q })}
          </Typography>
          {nothing ? (
            <Alert severity="info">{translate("app.storeSearch.empty", { q })}</Alert>
          ) : (
            <SearchResults result={data} />
          )}
        </Box>
      )}
    </Box>
  );
};

export default StoreSearchPage;
