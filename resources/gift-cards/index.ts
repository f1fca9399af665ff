import { lazyScreen } from "../../ui/lazyScreen";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import { formatGiftCardCode } from "../../domain/gift-card-code";
import type { GiftCard } from "../../domain/contracts/gift-cards";

export default {
  list: lazyScreen(() => import("./GiftCardList")),
  create: lazyScreen(() => import("./GiftCardCreate")),
  show: lazyScreen(() => import("./GiftCardShow")),
  icon: CardGiftcardIcon,
  recordRepresentation: (record: GiftCard) => formatGiftCardCode(record.code),
};
