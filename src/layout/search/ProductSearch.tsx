import { useState } from "react";
import { Autocomplete, InputAdornment, TextField } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import { useNavigate, useTranslate } from "react-admin";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { useDebouncedValue } from "../../../ui/useDebouncedValue";
import { SearchOption } from "./SearchOption";
import type { ProductSearchHit } from "../../../domain/contracts/contacts";
import { useProductSearch } from "./useProductSearch";

/** The top bar's product search box: products of all the user's stores, by name, each naming its store. */
export const ProductSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { setActiveWebsite } = useActiveWebsite();
  const [input, setInput] = useState("");
  const term = useDebouncedValue(input.trim());
  const { data = [], isFetching } = useProductSearch(term);
  const typing = input.trim() !== term;

  const open = (result: ProductSearchHit | null) => {
    if (result === null) return;
    setInput("");
    // A product is edited in its own store: opening it makes that store the current one, so the
    // sidebar, the store header sent with every call and the page all speak of the same store.
    setActiveWebsite(result.website_id);
    // Results link inside the back office; anything else opens as a normal page.
    if (result.url.startsWith("/")) navigate(result.url);
    else window.location.assign(result.url);
  };

  return (
    <Autocomplete<ProductSearchHit>
      options={term === "" ? [] : data}
      filterOptions={(options) => options}
      getOptionLabel={(result) => result.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={null}
      onChange={(_, result) => open(result)}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== "reset" && setInput(value)}
      loading={isFetching || typing}
      loadingText={translate("app.shell.search.loading")}
      noOptionsText={translate(term === "" ? "app.shell.search.hint" : "app.shell.search.empty")}
      openOnFocus={false}
      forcePopupIcon={false}
      blurOnSelect
      size="small"
      sx={{ width: 280, display: { xs: "none", md: "block" }, mr: 1 }}
      slotProps={{ popper: { placement: "bottom-start", sx: { width: "420px !important" } } }}
      renderOption={({ key, ...props }, result) => <SearchOption key={key} {...props} result={result} />}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          sx={{ "& .MuiOutlinedInput-root": { bgcolor: "background.default", borderRadius: 2.5 } }}
          placeholder={translate("app.shell.search.placeholder")}
          slotProps={{
            htmlInput: { ...params.inputProps, "aria-label": translate("app.shell.search.placeholder") },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
};
