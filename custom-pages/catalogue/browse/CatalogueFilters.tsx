import { Autocomplete, InputAdornment, Stack, TextField } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import { useTranslate } from "react-admin";
import type { CountRow } from "../api";

interface CatalogueFiltersProps {
  term: string;
  onTerm: (term: string) => void;
  brands: readonly CountRow[];
  selectedBrands: string[];
  onBrands: (brands: string[]) => void;
  categories: readonly CountRow[];
  selectedCategories: string[];
  onCategories: (categories: string[]) => void;
}

/** Search, brand and category filters of /catalog (spec §2 Product list: catalogue filters). */
export const CatalogueFilters = (props: CatalogueFiltersProps) => {
  const translate = useTranslate();
  const names = (rows: readonly CountRow[]) => rows.map((r) => r.name);
  const counted = (rows: readonly CountRow[]) => (name: string) =>
    `${name} (${rows.find((r) => r.name === name)?.count ?? 0})`;
  return (
    // The theme's dense margin would push the two pickers 8 px below the search box (the Stack
    // resets only its direct children's margins): margin="none" keeps the row aligned.
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        label={translate("app.catalogue.search")}
        value={props.term}
        onChange={(event) => props.onTerm(event.target.value)}
        size="small"
        sx={{ flex: 2 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Autocomplete
        multiple
        size="small"
        sx={{ flex: 1, minWidth: 200 }}
        options={names(props.brands)}
        value={props.selectedBrands}
        onChange={(_event, value) => props.onBrands(value)}
        getOptionLabel={counted(props.brands)}
        renderInput={(params) => (
          <TextField {...params} margin="none" label={translate("app.catalogue.brand")} />
        )}
      />
      <Autocomplete
        multiple
        size="small"
        sx={{ flex: 1, minWidth: 200 }}
        options={names(props.categories)}
        value={props.selectedCategories}
        onChange={(_event, value) => props.onCategories(value)}
        getOptionLabel={counted(props.categories)}
        renderInput={(params) => (
          <TextField {...params} margin="none" label={translate("app.catalogue.category")} />
        )}
      />
    </Stack>
  );
};
