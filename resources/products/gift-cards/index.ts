import { lazyScreen } from "../../../ui/lazyScreen";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import type { GiftCardProduct } from "../../../domain/contracts/gift-card-products";

/** The GiftCardProduct resource: store products whose variants are the gift card's values. */
export default {
  list: lazyScreen(() => import("./GiftCardProductList")),
  create: lazyScreen(() => import("./GiftCardProductCreate")),
  edit: lazyScreen(() => import("./GiftCardProductEdit")),
  icon: CardGiftcardIcon,
  recordRepresentation: (record: GiftCardProduct) => record.name,
};
