import { useListContext } from "react-admin";

/** Whether a stores filter asks for the archived stores (the list's second tab). */
export const isArchivedFilter = (filter: unknown): boolean =>
  typeof filter === "object" && filter !== null && "archived" in filter && filter.archived === "1";

/** Whether the stores list shows its archived tab: one reading for the tabs, the table and its empty text. */
export const useArchivedTab = (): boolean => isArchivedFilter(useListContext().filterValues);
