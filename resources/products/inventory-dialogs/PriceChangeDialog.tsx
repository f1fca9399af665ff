import { Chip } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../../ui/format";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { DialogFrame } from "./DialogFrame";
import { DialogProductRow } from "./DialogProductRow";
import { useInventoryLists } from "./useInventoryLists";

/** Cost changes of the supplier's blanks; admins see the SanMar products label. */
export const PriceChangeDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { priceChanges } = useInventoryLists(open);
  return (
    <DialogFrame
      open={open}
      title={translate("app.productList.inventory_dialogs.price_changes_title")}
      subtitle={
        user?.is_admin ? (
          <Chip
            size="small"
            color="info"
            sx={{ mb: 1 }}
            label={translate("app.productList.inventory_dialogs.sanmar")}
          />
        ) : undefined
      }
      list={priceChanges}
      onClose={onClose}
      renderRow={(p) => (
        <DialogProductRow
          key={p.id}
          product={p}
          name={p.name}
          secondary={translate("app.productList.inventory_dialogs.cost_line", {
            brand: p.brand ?? "",
            cost: formatCents(p.cost),
            price: formatCents(p.price),
          })}
        />
      )}
    />
  );
};
