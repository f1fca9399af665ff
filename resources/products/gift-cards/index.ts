import { lazy } from "react";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import type { GiftCardProduct } from "../../../domain/contracts/gift-card-products";

/** The GiftCardProduct resource: store products whose variants are the gift card's values. */
export default {
  list: lazy(() => import("./GiftCardProductList")),
  create: lazy(() => import("./GiftCardProductCreate")),
  edit: lazy(() => import("./GiftCardProductEdit")),
  icon: CardGiftcardIcon,
  recordRepresentation: (record: GiftCardProduct) => record.name,
};
