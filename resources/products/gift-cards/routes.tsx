import { specRedirects } from "../../../ui/specRedirects";

/** The gift-card product's paths lead to the GiftCardProduct resource. */
export const giftCardProductRoutes = specRedirects([
  ["/product/gift-card", "/GiftCardProduct"],
  ["/product/gift-card/create", "/GiftCardProduct/create"],
  ["/product/gift-card/edit/:id", "/GiftCardProduct/:id"],
]);
