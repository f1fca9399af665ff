import type { ReactElement } from "react";

/** Signed-in, inside the layout: the store settings tabs. */
export const storeSettingsRoutes: ReactElement[] = [];
