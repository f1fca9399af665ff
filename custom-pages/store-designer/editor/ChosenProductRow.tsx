import { useTranslate } from "react-admin";
import { Box, IconButton, ListItem, ListItemAvatar, ListItemText } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import { formatMoney } from "../../../domain/pricing";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import { DragHandle } from "../DragHandle";
import { MoveButtons } from "../MoveButtons";
import type { PickerProduct } from "../types";
import { useRowDnd } from "../useRowDnd";

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
  const { rowRef, handleRef, dragging, over } = useRowDnd(CHOSEN_PRODUCT_DND_TYPE, product.id, index, onMove);
  return (
    <ListItem
      ref={rowRef}
      disableGutters
      aria-label={name}
      sx={{ opacity: dragging ? 0.4 : 1, borderTop: 2, borderColor: over ? "primary.main" : "transparent" }}
      secondaryAction={
        <Box sx={{ display: "flex" }}>
          {ordered && (
            <MoveButtons
              index={index}
              count={count}
              onMove={onMove}
              upLabel={translate("app.storeDesigner.products.move_up", { name })}
              downLabel={translate("app.storeDesigner.products.move_down", { name })}
            />
          )}
          <IconButton
            size="small"
            aria-label={translate("app.storeDesigner.products.remove", { name })}
            onClick={onRemove}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      }
    >
      {ordered && (
        <DragHandle
          handleRef={handleRef}
          label={translate("app.storeDesigner.products.drag", { name })}
          testId={`drag-product-${product.id}`}
        />
      )}
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <ProductPicture src={product.preview_photo_url} alt={name} size={36} />
      </ListItemAvatar>
      <ListItemText
        primary={name}
        secondary={formatMoney(product.price)}
        slotProps={{ primary: { noWrap: true } }}
        sx={{ mr: ordered ? 13 : 5 }}
      />
    </ListItem>
  );
};
