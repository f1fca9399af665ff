import { SimpleList, useTranslate } from "react-admin";
import { formatCents } from "../../ui/format";
import { ProductPicture } from "../../ui/ProductThumbnail";
import { ProductStatusChip } from "../../ui/ProductStatusChip";
import type { ProductRecord } from "../../domain/contracts/product-list";
import { levelOf } from "./InventoryIndicator";

/**
 * Phones: one line per product (its picture, name, price and stock) with its status, opening the
 * product editor. Ordering by drag and bulk work need the table, on a wider screen.
 */
export const ProductSimpleList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<ProductRecord>
      leftAvatar={(product) => (
        <ProductPicture src={product.preview_photo_url} alt={product.name} size={40} />
      )}
      primaryText={(product) => product.name}
      secondaryText={(product) =>
        `${formatCents(product.price)} · ${translate(
          `app.productList.inventory.${product.inventory_level ?? levelOf(product.inventory_quantity)}`,
          { smart_count: product.inventory_quantity },
        )}`
      }
      rightIcon={() => <ProductStatusChip />}
      rowClick="edit"
    />
  );
};
