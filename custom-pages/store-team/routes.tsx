import type { ReactElement } from "react";

/** Signed-in, inside the layout: store team, invitations and roles. */
export const storeTeamRoutes: ReactElement[] = [];
