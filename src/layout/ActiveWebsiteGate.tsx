import { useEffect, type ReactNode } from "react";
import { Loading, useLogout, useNotify } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";

/** The store list is part of the session; losing it signs the user out. */
const SIGN_IN_AGAIN = "/login?first_time=true";

/**
 * Holds the pages back until the active store is chosen and stored, so that their first
 * requests already carry X-Website-Id instead of briefly listing every store.
 */
export const ActiveWebsiteGate = ({ children }: { children: ReactNode }) => {
  const { isSettled, isError, missingId } = useActiveWebsite();
  const logout = useLogout();
  const notify = useNotify();

  // react-query has already retried by now, so this is not a passing network hiccup.
  useEffect(() => {
    if (isError) void logout({}, SIGN_IN_AGAIN, false);
  }, [isError, logout]);

  // The remembered store cannot be opened any more; the store rule has already picked another.
  useEffect(() => {
    if (missingId !== null) notify("app.server.websiteNotFound", { type: "warning" });
  }, [missingId, notify]);

  return isSettled && !isError ? children : <Loading />;
};
