import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useState, type ReactNode } from "react";
import { useTranslate } from "react-admin";
import {
  Alert,
  Box,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { formatMoney } from "../../../domain/pricing";
import { MAX_SECTION_PRODUCTS } from "../../../domain/sections";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import { useDebouncedValue } from "../../../ui/useDebouncedValue";
import { useDesigner } from "../DesignerContext";
import { moved } from "../layout";
import type { PickerProduct } from "../types";
import { ChosenProductRow } from "./ChosenProductRow";
import { useAppDataProvider } from "../../../providers/dataProvider";

const ProductLine = ({ product, action }: { product: PickerProduct; action: ReactNode }) => (
  <ListItem disableGutters secondaryAction={action}>
    <ListItemAvatar sx={{ minWidth: 48 }}>
      <ProductPicture src={product.preview_photo_url} alt={product.name} size={36} />
    </ListItemAvatar>
    <ListItemText primary={product.name} secondary={formatMoney(product.price)} sx={{ mr: 5 }} />
  </ListItem>
);

/**
 * The products a section lists when it does not list all of them, picked by search. Sorted by
 * Position, the store shows them in this list's order, which the owner changes here.
 */
export const ChosenProducts = ({
  ids,
  ordered,
  onChange,
}: {
  ids: readonly number[];
  ordered: boolean;
  onChange: (ids: number[]) => void;
}) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { websiteId } = useDesigner();
  const [term, setTerm] = useState("");
  const debounced = useDebouncedValue(term);
  // Keyed by the set, not the order: reordering needs no new answer.
  const idSet = [...ids].sort((a, b) => a - b);
  const chosen = useQuery({
    queryKey: ["store-designer", "chosen", websiteId, idSet],
    queryFn: () => dataProvider.designerProducts(websiteId, "", idSet),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const found = useQuery({
    queryKey: ["store-designer", "products", websiteId, debounced],
    queryFn: () => dataProvider.designerProducts(websiteId, debounced),
  });
  // A product just picked from the search shows at once, before the chosen list is read again.
  const byId = new Map([...(found.data ?? []), ...(chosen.data ?? [])].map((p) => [p.id, p]));
  const candidates = (found.data ?? []).filter((p) => !ids.includes(p.id));
  const failed = chosen.isError || found.isError;
  const move = useCallback(
    (from: number, to: number) => {
      if (from !== to && to >= 0 && to < ids.length) onChange(moved(ids, from, to));
    },
    [ids, onChange],
  );

  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography variant="subtitle2">{translate("app.storeDesigner.fields.chosen_products")}</Typography>
      {ids.length > 1 && (
        <Typography variant="body2" color="text.secondary">
          {translate(
            ordered ? "app.storeDesigner.products.order_hint" : "app.storeDesigner.products.order_off",
          )}
        </Typography>
      )}
      {failed && <Alert severity="error">{translate("app.storeDesigner.products.fetch_failed")}</Alert>}
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate("app.storeDesigner.products.none_chosen")}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={translate("app.storeDesigner.fields.chosen_products")}>
          {ids.map((id, index) => {
            const product = byId.get(id);
            if (!product) return chosen.isPending ? <Skeleton key={id} height={44} /> : null;
            return (
              <ChosenProductRow
                key={id}
                product={product}
                index={index}
                count={ids.length}
                ordered={ordered}
                onMove={move}
                onRemove={() => onChange(ids.filter((other) => other !== id))}
              />
            );
          })}
        </List>
      )}
      <TextField
        size="small"
        type="search"
        label={translate("app.storeDesigner.products.search")}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      {found.isPending ? (
        <Skeleton variant="rectangular" height={88} />
      ) : candidates.length === 0 && !found.isError ? (
        <Typography variant="body2" color="text.secondary">
          {translate("app.storeDesigner.products.none_found")}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 240, overflow: "auto" }}>
          {candidates.map((product) => (
            <ProductLine
              key={product.id}
              product={product}
              action={
                <IconButton
                  size="small"
                  aria-label={translate("app.storeDesigner.products.add", { name: product.name })}
                  disabled={ids.length >= MAX_SECTION_PRODUCTS}
                  onClick={() => onChange([...ids, product.id])}
                >
                  <AddIcon fontSize="small" />
                </IconButton>
              }
            />
          ))}
        </List>
      )}
    </Box>
  );
};
