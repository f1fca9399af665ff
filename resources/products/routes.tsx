import type { ReactElement } from "react";

/** Signed-in, inside the layout: product list pages beyond the resource. */
export const productListRoutes: ReactElement[] = [];
