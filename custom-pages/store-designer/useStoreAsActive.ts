import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useActiveWebsite } from "../../providers/activeWebsite";

/**
 * The editor names its store in the address; the shell's store switcher shows the active store.
 * Opening the editor of a store the user may open makes it the active one, before the editor
 * loads anything (switching re-fetches every store-scoped answer). Once done, the switcher leads:
 * choosing another store there opens that store's editor. True when the editor may load.
 */
export function useStoreAsActive(websiteId: number): boolean {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { websites, websiteId: activeId, isPending, isError, setActiveWebsite } = useActiveWebsite();
  const mayOpen = websites.some((w) => w.id === websiteId);
  /** The store this page made (or found) active, and the switcher's store at that moment. */
  const [adopted, setAdopted] = useState<{ websiteId: number; activeId: number | null } | null>(null);
  const settled = adopted?.websiteId === websiteId;

  useEffect(() => {
    if (isPending || isError || settled) return;
    // The next render sees the new active store and settles on it.
    if (mayOpen && activeId !== websiteId) setActiveWebsite(websiteId);
    else setAdopted({ websiteId, activeId });
  }, [isPending, isError, settled, websiteId, mayOpen, activeId, setActiveWebsite]);

  useEffect(() => {
    if (!settled || activeId === null || activeId === adopted.activeId) return;
    navigate(pathname.replace(/\/[^/]+$/, `/${activeId}`));
  }, [settled, adopted, activeId, navigate, pathname]);

  return !isPending && (isError || settled);
}
