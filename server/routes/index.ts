import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { accountRoutes } from "./account.js";
import { adminUserRoutes } from "./admin-users.js";
import { catalogueRoutes } from "./catalogue/index.js";
import { checkoutRoutes } from "./checkout/index.js";
import { orderRoutes } from "./orders/index.js";
import { categoryRoutes } from "./categories/index.js";
import { appInfoRoutes } from "./app-info.js";
import { authRoutes } from "./auth.js";
import { breadRoutes } from "./bread/routes.js";
import { productListRoutes } from "./products/list/index.js";
import { importRoutes } from "./imports/index.js";
import { productEditorRoutes } from "./product-editor.js";
import { productDraftRoutes } from "./product-drafts/index.js";
import { contactRoutes } from "./contacts.js";
import { dashboardRoutes } from "./dashboard.js";
import { fileRoutes } from "./files.js";
import { libraryRoutes } from "./library/index.js";
import { uploadRoutes } from "./uploads/index.js";
import { invitationRequestRoutes } from "./invitation-requests.js";
import { invitationRoutes } from "./invitations.js";
import { levelRoutes } from "./levels.js";
import { notificationRoutes } from "./notifications.js";
import { paymentProviderRoutes } from "./payments-providers.js";
import { permissionRoutes } from "./permissions.js";
import { productViewRoutes } from "./product-views.js";
import { progressRoutes } from "./progress.js";
import { spaRoutes } from "./spa.js";
import { storefrontRoutes } from "./storefront.js";
import { pageRoutes } from "./pages/index.js";
import { revisionsRoutes } from "./revisions/index.js";
import { contentRoutes } from "./content/index.js";
import { supplierAccountRoutes } from "./supplier-account.js";
import { websiteRoutes } from "./websites.js";
import { websitePlanRoutes } from "./websites/plans.js";
import { paymentRequestRoutes } from "./payment-requests/index.js";
import { giftCardRoutes } from "./gift-cards/index.js";
import { giftCardProductRoutes } from "./gift-card-product/index.js";
import { discountRoutes } from "./discounts/index.js";
import { adminPanelRoutes } from "./admin-panel/index.js";
import { supportSearchRoutes } from "./support-search.js";
import { liveRoutes } from "./live.js";

export type RouteFile = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every route file, one per spec area. The SPA catch-all stays last. */
export const ROUTE_FILES: readonly RouteFile[] = [
  authRoutes,
  appInfoRoutes,
  websiteRoutes,
  websitePlanRoutes,
  paymentProviderRoutes,
  supplierAccountRoutes,
  breadRoutes,
  fileRoutes,
  uploadRoutes,
  libraryRoutes,
  invitationRequestRoutes,
  notificationRoutes,
  contactRoutes,
  dashboardRoutes,
  accountRoutes,
  progressRoutes,
  invitationRoutes,
  permissionRoutes,
  levelRoutes,
  adminUserRoutes,
  paymentRequestRoutes,
  giftCardRoutes,
  giftCardProductRoutes,
  discountRoutes,
  adminPanelRoutes,
  supportSearchRoutes,
  productViewRoutes,
  catalogueRoutes,
  categoryRoutes,
  productListRoutes,
  importRoutes,
  productEditorRoutes,
  productDraftRoutes,
  pageRoutes,
  revisionsRoutes,
  contentRoutes,
  storefrontRoutes,
  checkoutRoutes,
  orderRoutes,
  liveRoutes,
  spaRoutes,
];
