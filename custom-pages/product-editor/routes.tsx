import type { ReactElement } from "react";

/** Signed-in, inside the layout: the product editor and creation. */
export const productEditorRoutes: ReactElement[] = [];
