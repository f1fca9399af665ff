import { useNotify, useRedirect } from "react-admin";
import type { GiftCardProduct } from "../../../domain/contracts/gift-card-products";
import { readFailure, useServerText } from "../../../ui/useServerText";

const T = "app.money.gift_card_product";

/**
 * What the user is told after each write, as the server says it: a new product opens its edit
 * page, an edited one stays, a deleted one returns to the list. A refused write says why.
 */
export function useGiftCardProductNotices() {
  const notify = useNotify();
  const redirect = useRedirect();
  const serverText = useServerText();
  const failed = (error: unknown) => {
    const { message, fieldErrors } = readFailure(error);
    // Field errors show next to their fields; anything else (e.g. the plan's upgrade text) here.
    if (Object.keys(fieldErrors).length === 0) notify(serverText(message), { type: "error" });
  };
  return {
    created: {
      onSuccess: (saved: GiftCardProduct) => {
        notify(`${T}.created`, { type: "success" });
        redirect("edit", "GiftCardProduct", saved.id);
      },
      onError: failed,
    },
    updated: {
      onSuccess: () => notify(`${T}.updated`, { type: "success" }),
      onError: failed,
    },
    deleted: {
      onSuccess: () => {
        notify(`${T}.deleted`, { type: "success" });
        redirect("list", "GiftCardProduct");
      },
      onError: failed,
    },
  };
}
