import { accountRoutes } from "../custom-pages/account/routes";
import { catalogueRoutes } from "../custom-pages/catalogue/routes";
import { categoryRoutes } from "../resources/categories/routes";
import { dashboardRoutes } from "../custom-pages/dashboard/routes";
import { productCreatorRoutes } from "../custom-pages/product-creator/routes";
import "./storeSettingsPanels";
import { invitationRoutes } from "../resources/invitations/routes";
import { notificationRoutes } from "../resources/notifications/routes";
import { productListRoutes } from "../resources/products/routes";
import { websiteRoutes } from "../resources/websites/routes";
import { roleHelpRoutes } from "../custom-pages/role-help/routes";
import { thirdPartyRoutes } from "../custom-pages/third-party/routes";
import { paymentRequestRoutes } from "../resources/payment-requests/routes";
import { giftCardRoutes } from "../resources/gift-cards/routes";
import { giftCardProductRoutes } from "../resources/products/gift-cards/routes";
import { discountRoutes } from "../resources/discounts/routes";
import { adminPanelRoutes } from "../custom-pages/admin-panel/routes";
import { fileLibraryRoutes } from "../custom-pages/file-library/routes";
import { fileRoutes } from "../resources/files/routes";
import { storeDesignerRoutes } from "../custom-pages/store-designer/routes";
import { contentRoutes } from "../custom-pages/content/routes";
import { contentResourceRoutes } from "../resources/content/routes";
import { orderRoutes } from "../resources/orders/routes";
import { shipmentRoutes } from "../resources/shipments/routes";
import { storeSearchRoutes } from "../custom-pages/support-search/routes";
import { supplierProductRoutes } from "../resources/supplier-products/routes";
import { specRedirects } from "../ui/specRedirects";
import { activityRoutes } from "../resources/activity/routes";

/** The spec's route names lead to the resources, which are named after the API models. */
const specAliases = specRedirects([
  ["/websites", "/Website"],
  ["/products", "/Product"],
  ["/orders", "/Order"],
]);

/**
 * Every signed-in custom route, rendered inside the layout (and so behind its route guard).
 * Each area exports its own array, so areas add pages without touching this file or App.tsx.
 */
export const signedInRoutes = [
  ...dashboardRoutes,
  ...accountRoutes,
  ...notificationRoutes,
  ...thirdPartyRoutes,
  ...websiteRoutes,
  ...roleHelpRoutes,
  ...invitationRoutes,
  ...catalogueRoutes,
  ...categoryRoutes,
  ...productCreatorRoutes,
  ...productListRoutes,
  ...paymentRequestRoutes,
  ...giftCardRoutes,
  ...giftCardProductRoutes,
  ...discountRoutes,
  ...adminPanelRoutes,
  ...fileLibraryRoutes,
  ...fileRoutes,
  ...storeDesignerRoutes,
  ...contentRoutes,
  ...contentResourceRoutes,
  ...orderRoutes,
  ...shipmentRoutes,
  ...storeSearchRoutes,
  ...supplierProductRoutes,
  ...activityRoutes,
  ...specAliases,
];
