import { lazy } from "react";

export const EditAccount = lazy(() => import("./EditAccount"));
export const TaxForms = lazy(() => import("./TaxForms"));
