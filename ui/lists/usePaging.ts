import { useCallback, useMemo, useState } from "react";

/** Page state of a server-paged list: 1-based page, rows per page, and the reset filters call. */
export interface Paging {
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** Back to the first page, e.g. when a filter changes what the pages hold. */
  reset: () => void;
}

export function usePaging(initialPerPage = 25): Paging {
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initialPerPage);
  const reset = useCallback(() => setPage(1), []);
  const setPerPage = useCallback((next: number) => {
    setPerPageState(next);
    setPage(1);
  }, []);
  return useMemo(() => ({ page, perPage, setPage, setPerPage, reset }), [page, perPage, setPerPage, reset]);
}
