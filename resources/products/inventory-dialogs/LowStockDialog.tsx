import { Chip, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { DialogFrame } from "./DialogFrame";
import { DialogProductRow } from "./DialogProductRow";
import { cutName } from "./levels";
import { StockIndicator } from "./StockIndicator";
import { useInventoryLists } from "./useInventoryLists";

/** Low stock: 0 pieces low, 1-9 medium, names cut to 15, published toggle saved at once. */
export const LowStockDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { lowStock } = useInventoryLists(open);
  return (
    <DialogFrame
      open={open}
      title={translate("app.productList.inventory_dialogs.low_stock_title")}
      list={lowStock}
      onClose={onClose}
      renderRow={(p) => (
        <DialogProductRow
          key={p.id}
          product={p}
          name={cutName(p.name)}
          secondary={
            <Stack direction="row" spacing={1} component="span" alignItems="center">
              <Chip
                component="span"
                size="small"
                color={p.inventory_level === "low" ? "error" : "warning"}
                label={translate(`app.productList.inventory.${p.inventory_level}`, {
                  smart_count: p.inventory_quantity,
                })}
              />
            </Stack>
          }
          extra={<StockIndicator percent={p.stock_percent} />}
        />
      )}
    />
  );
};
