import { specRedirects } from "../../ui/specRedirects";

/** The spec's discount paths lead to the Discount resource. */
export const discountRoutes = specRedirects([
  ["/discounts", "/Discount"],
  ["/discounts/create", "/Discount/create"],
  ["/discounts/edit/:id", "/Discount/:id"],
]);
