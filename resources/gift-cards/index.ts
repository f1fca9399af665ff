import { lazy } from "react";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import { formatGiftCardCode } from "../../domain/gift-card-code";
import type { GiftCard } from "../../domain/contracts/gift-cards";

export default {
  list: lazy(() => import("./GiftCardList")),
  create: lazy(() => import("./GiftCardCreate")),
  show: lazy(() => import("./GiftCardShow")),
  icon: CardGiftcardIcon,
  recordRepresentation: (record: GiftCard) => formatGiftCardCode(record.code),
};
