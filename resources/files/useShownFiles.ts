import { useCallback, useEffect, useState } from "react";
import { useInfinitePaginationContext, useListContext } from "react-admin";
import { LIBRARY_FIRST_SHOWN, LIBRARY_SHOW_MORE } from "../../domain/library";
import type { FileRecord } from "./types";

/**
 * The library shows 8 files at first and 12 more per Show more; pages of 12 are fetched only
 * when what is loaded runs out. Another filter or sort starts again from 8.
 */
export function useShownFiles() {
  const { data, total, filterValues, sort } = useListContext<FileRecord>();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const [shown, setShown] = useState(LIBRARY_FIRST_SHOWN);
  const query = JSON.stringify([filterValues, sort]);
  useEffect(() => setShown(LIBRARY_FIRST_SHOWN), [query]);

  const loaded = data ?? [];
  const showMore = useCallback(() => {
    const next = shown + LIBRARY_SHOW_MORE;
    if (next > loaded.length && hasNextPage) void fetchNextPage();
    setShown(next);
  }, [shown, loaded.length, hasNextPage, fetchNextPage]);

  const files = loaded.slice(0, shown);
  return { files, total: total ?? 0, showMore, busy: isFetchingNextPage };
}
