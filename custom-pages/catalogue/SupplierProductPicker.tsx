import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
  Button,
} from "@mui/material";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { formatCents } from "../../ui/format";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { PICKER_PAGE_SIZE, type CatalogueItem } from "./types";
import { ProductPhoto } from "./browse/ProductPhoto";
import { CATALOGUE_KEY } from "./browse/useCatalogue";
import { SearchField } from "./SearchField";
import { useAppDataProvider } from "../../providers/dataProvider";

export interface SupplierProductPickerProps {
  open: boolean;
  onClose: () => void;
  onSelect: (product: CatalogueItem) => void;
}

/**
 * Supplier product picker: search debounced 700 ms, per_page 100, the "import test"
 * category left out (the server never lists it to the catalogue). For the product editor.
 */
export const SupplierProductPicker = ({ open, onClose, onSelect }: SupplierProductPickerProps) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [term, setTerm] = useState("");
  const debounced = useDebouncedValue(term.trim());
  const { data, isFetching, isError } = useQuery({
    queryKey: [...CATALOGUE_KEY, "picker", debounced],
    queryFn: () => dataProvider.fetchCatalogue({ term: debounced, perPage: PICKER_PAGE_SIZE }),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="supplier-picker-title">
      <DialogTitle id="supplier-picker-title">{translate("app.catalogue.picker.title")}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 420 }}>
        <SearchField autoFocus fullWidth value={term} onChange={setTerm} />
        <LinearProgress sx={{ visibility: isFetching && data ? "visible" : "hidden", height: 2, my: 1 }} />
        {isError ? (
          <Typography color="error">{translate("app.catalogue.fetch_failed")}</Typography>
        ) : !data ? (
          <Stack spacing={1} aria-busy="true">
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : data.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
            {translate("app.catalogue.empty")}
          </Typography>
        ) : (
          <List dense aria-label={translate("app.catalogue.picker.title")}>
            {data.data.map((item) => (
              <ListItemButton
                key={item.id}
                onClick={() => {
                  onSelect(item);
                  onClose();
                }}
                sx={{ gap: 1.5, borderRadius: 1 }}
              >
                <ProductPhoto src={item.photo} alt="" size={48} />
                <ListItemText
                  primary={item.name}
                  secondary={[
                    item.brand,
                    translate("app.catalogue.colours.count", { smart_count: item.colors.length }),
                    item.price_from === null
                      ? null
                      : translate("app.catalogue.price_from", { price: formatCents(item.price_from) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
      </DialogActions>
    </Dialog>
  );
};
