import { useCallback } from "react";
import { useListContext } from "react-admin";

/** The open folder of the list's filter: its id, or null for the library's root (folder_id 0). */
export function folderOf(filterValues: Record<string, unknown>): number | null {
  const id = Number(filterValues.folder_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Opens a folder (null: the root): the other filters stay, the search and the selection end. */
export function useOpenFolder() {
  const { filterValues, displayedFilters, setFilters, onUnselectItems } = useListContext();
  return useCallback(
    (id: number | null) => {
      const rest = Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== "q"));
      onUnselectItems();
      setFilters({ ...rest, folder_id: id ?? 0 }, displayedFilters, false);
    },
    [filterValues, displayedFilters, setFilters, onUnselectItems],
  );
}
