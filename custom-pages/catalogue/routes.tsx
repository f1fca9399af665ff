import type { ReactElement } from "react";

/** Signed-in, inside the layout: the supplier catalogue, categories and the wishlist. */
export const catalogueRoutes: ReactElement[] = [];
