import { Alert, Button } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../../ui/format";
import type { ProductStatus } from "../../../domain/products";
import type { SheetConflict } from "../../../domain/contracts/product-spreadsheet";
import { conflictOf } from "../../../ui/versionConflict";
import { sheetProduct } from "./SheetGrid";
import type { SheetProduct } from "./sheetEdits";

/**
 * The products a save refused as stale answered as they are now (409 with `current.products`);
 * none for any other failure.
 */
export function staleProducts(error: unknown): SheetProduct[] {
  const products: unknown = conflictOf(error)?.products;
  if (!Array.isArray(products)) return [];
  const rows: SheetConflict["products"] = products;
  return rows.map(sheetProduct);
}

/** What someone else saved, said beside a stale product: "Now: name, $price, status". */
export function useProductNowText() {
  const translate = useTranslate();
  return (product: { name: string; price: number; status: ProductStatus }) =>
    `${translate("app.conflict.now")}: ${product.name}, ${formatCents(product.price)}, ${translate(`app.product_status.${product.status}`)}`;
}

/**
 * Said above the sheet (or the update dialog's rows) after a save refused because someone else
 * changed some of its products: nothing was saved, the user's edits are kept, and one button takes
 * those products as they are now (the user's edits stay on top) so it can be saved again.
 */
export const SheetStaleNotice = ({
  count,
  onTake,
  message,
}: {
  count: number;
  onTake: () => void;
  /** Instead of the sheet's own words (e.g. naming the products). */
  message?: string;
}) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      // The save's failure is already announced; this stays as the way out.
      role="note"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onTake}>
          {translate("app.productList.spreadsheet.stale.take")}
        </Button>
      }
    >
      {message ?? translate("app.productList.spreadsheet.stale.refused", { smart_count: count })}
    </Alert>
  );
};
