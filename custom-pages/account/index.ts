import { lazy } from "react";

/** The account area. Pages are lazy; the banner is small and shown on every page by the layout. */
export const EditAccount = lazy(() => import("./EditAccount"));
export const TaxForms = lazy(() => import("./TaxForms"));
export { accountRoutes } from "./routes";
export { EmailVerificationBanner } from "./EmailVerificationBanner";
