import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import Autocomplete from "@mui/material/Autocomplete";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useActiveWebsite } from "../../providers/activeWebsite";

/** The store's products (with their pictures) or categories a discount applies to, found by name. */
export const ScopePicker = ({
  model,
  label,
  value,
  onChange,
  error,
}: {
  model: "Product" | "Category";
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) => {
  const dataProvider = useAppDataProvider();
  const { websiteId } = useActiveWebsite();
  const [term, setTerm] = useState("");
  const found = useQuery({
    queryKey: ["discount-scope", model, websiteId, term],
    enabled: websiteId !== null,
    queryFn: () =>
      dataProvider.discountScopeOptions(model, { website_id: websiteId, ...(term ? { q: term } : {}) }),
  });
  const chosen = useQuery({
    queryKey: ["discount-scope", model, "ids", value],
    enabled: value.length > 0,
    queryFn: () => dataProvider.discountScopeOptions(model, { id: value }),
  });
  const selected = chosen.data?.filter((o) => value.includes(o.id)) ?? [];
  return (
    <Autocomplete
      multiple
      options={found.data ?? []}
      value={selected}
      loading={found.isPending}
      filterOptions={(options) => options}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text) => setTerm(text)}
      onChange={(_, options) => onChange(options.map((o) => o.id))}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: "flex", gap: 1 }}>
          {model === "Product" ? (
            <Avatar
              variant="rounded"
              src={option.preview_photo_url ?? undefined}
              alt={option.name}
              sx={{ width: 32, height: 32 }}
            />
          ) : null}
          {option.name}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? " "} />
      )}
    />
  );
};
