import type { StoreRule } from "../../http/access.js";
import { giftCardsOf } from "../gift-cards/common.js";
import { GIFT_CARD_PRODUCT_MSG } from "../../../domain/gift-card-products.js";

/** Who manages a store's gift-card products: the gift cards' own rule. */
export const giftCardProductOf = (): StoreRule =>
  giftCardsOf({ record: "gift_card_products" }, GIFT_CARD_PRODUCT_MSG.notFound);
