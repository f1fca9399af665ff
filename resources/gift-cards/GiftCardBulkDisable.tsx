import BlockIcon from "@mui/icons-material/Block";
import { BulkUpdateButton, useRefresh } from "react-admin";

/**
 * Disables the chosen cards after a confirmation; they can no longer be used at checkout. The
 * list is read again: a card's status is the server's to compute.
 */
export const GiftCardBulkDisable = () => {
  const refresh = useRefresh();
  return (
    <BulkUpdateButton
      label="app.money.gift_cards.disable"
      data={{ disabled: true }}
      mutationMode="pessimistic"
      mutationOptions={{ onSettled: () => refresh() }}
      icon={<BlockIcon />}
      confirmContent="app.money.gift_cards.confirm_disable_many"
      successMessage="app.money.gift_cards.disabled_many"
    />
  );
};
