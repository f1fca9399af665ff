import BlockIcon from "@mui/icons-material/Block";
import { BulkUpdateButton } from "react-admin";

/** Disables the chosen cards after a confirmation; they can no longer be used at checkout. */
export const GiftCardBulkDisable = () => (
  <BulkUpdateButton
    label="app.money.gift_cards.disable"
    data={{ disabled: true }}
    mutationMode="pessimistic"
    icon={<BlockIcon />}
    confirmContent="app.money.gift_cards.confirm_disable_many"
    successMessage="app.money.gift_cards.disabled_many"
  />
);
