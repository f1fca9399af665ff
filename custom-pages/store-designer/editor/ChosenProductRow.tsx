import { useTranslate } from "react-admin";
import { IconButton, ListItemAvatar, ListItemText } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import { formatMoney } from "../../../domain/pricing";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import { ReorderableRow } from "../ReorderableRow";
import type { PickerProduct } from "../types";

export const CHOSEN_PRODUCT_DND_TYPE = "store-designer-chosen-product";

interface Props {
  product: PickerProduct;
  index: number;
  count: number;
  /** Sorted by Position: the list's order is the store's, so it can be changed here. */
  ordered: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** A chosen product with its picture and price; moved by its handle or the arrows when ordered. */
export const ChosenProductRow = ({ product, index, count, ordered, onMove, onRemove }: Props) => {
  const translate = useTranslate();
  const name = product.name;
  return (
    <ReorderableRow
      dndType={CHOSEN_PRODUCT_DND_TYPE}
      id={product.id}
      index={index}
      count={count}
      onMove={onMove}
      name={name}
      messages="products"
      handleTestId={`drag-product-${product.id}`}
      movable={ordered}
      disableGutters
      actions={
        <IconButton
          size="small"
          aria-label={translate("app.storeDesigner.products.remove", { name })}
          onClick={onRemove}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <ProductPicture src={product.preview_photo_url} alt={name} size={36} />
      </ListItemAvatar>
      <ListItemText
        primary={name}
        secondary={formatMoney(product.price)}
        slotProps={{ primary: { noWrap: true } }}
        sx={{ mr: ordered ? 13 : 5 }}
      />
    </ReorderableRow>
  );
};
