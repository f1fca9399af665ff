import { Autocomplete, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import type { CountRow } from "../types";
import { SearchField } from "../SearchField";

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

/** A multiple choice of names, each shown with its count. */
const CountFilter = ({
  label,
  rows,
  value,
  onChange,
}: {
  label: string;
  rows: readonly CountRow[];
  value: string[];
  onChange: (names: string[]) => void;
}) => (
  <Autocomplete
    multiple
    size="small"
    sx={{ flex: 1, minWidth: 200 }}
    options={rows.map((r) => r.name)}
    value={value}
    onChange={(_event, names) => onChange(names)}
    getOptionLabel={(name) => `${name} (${rows.find((r) => r.name === name)?.count ?? 0})`}
    renderInput={(params) => <TextField {...params} margin="none" label={label} />}
  />
);

/** Search, brand and category filters of /catalog (catalogue filters). */
export const CatalogueFilters = (props: CatalogueFiltersProps) => {
  const translate = useTranslate();
  return (
    // The theme's dense margin would push the two pickers 8 px below the search box (the Stack
    // resets only its direct children's margins): margin="none" keeps the row aligned.
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
      <SearchField value={props.term} onChange={props.onTerm} sx={{ flex: 2 }} />
      <CountFilter
        label={translate("app.catalogue.brand")}
        rows={props.brands}
        value={props.selectedBrands}
        onChange={props.onBrands}
      />
      <CountFilter
        label={translate("app.catalogue.category")}
        rows={props.categories}
        value={props.selectedCategories}
        onChange={props.onCategories}
      />
    </Stack>
  );
};
