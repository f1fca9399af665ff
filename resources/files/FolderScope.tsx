import { useEffect } from "react";
import { useListContext } from "react-admin";

/**
 * A search looks in every folder; without one the list shows the open folder (folder_id 0: the
 * root), so a search drops the folder and clearing it goes back to the root.
 */
export function FolderScope() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const searching = typeof filterValues.q === "string" && filterValues.q.trim() !== "";
  const scoped = filterValues.folder_id !== undefined;
  useEffect(() => {
    if (searching && scoped) {
      const rest = Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== "folder_id"));
      setFilters(rest, displayedFilters, false);
    } else if (!searching && !scoped) {
      setFilters({ ...filterValues, folder_id: 0 }, displayedFilters, false);
    }
  }, [searching, scoped, filterValues, displayedFilters, setFilters]);
  return null;
}
