import type { ReactElement } from "react";

/** Signed-in, inside the layout: store list pages beyond the resource. */
export const websiteRoutes: ReactElement[] = [];
