import type { ReactNode } from "react";
import { Loading } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";

/**
 * Holds the pages back until the active store is chosen and stored, so that their first
 * requests already carry X-Website-Id instead of briefly listing every store.
 */
export const ActiveWebsiteGate = ({ children }: { children: ReactNode }) => {
  const { isSettled } = useActiveWebsite();
  return isSettled ? children : <Loading />;
};
