import { specRedirects } from "../../ui/specRedirects";

/** The spec's gift card paths lead to the GiftCard resource (a single card to its show page). */
export const giftCardRoutes = specRedirects([
  ["/gift-cards", "/GiftCard"],
  ["/gift-cards/create", "/GiftCard/create"],
  ["/gift-cards/single/:id", "/GiftCard/:id/show"],
]);
