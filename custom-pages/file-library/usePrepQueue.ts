import { useState } from "react";
import type { FilePrepStatus } from "../../domain/library";
import { useListChanged, usePageQuery } from "../../ui/lists/usePageQuery";
import { usePaging } from "../../ui/lists/usePaging";
import { PREP_REQUESTS_PATH, type PrepPage } from "../../providers/data/fileLibrary";

const KEY = "file-prep-admin";

/**
 * The print team's queue: every store's preparation requests (all=1, admins only), one server page
 * at a time, optionally of one status. A status change resets to the first page, which holds the
 * newest requests.
 */
export function usePrepQueue() {
  const paging = usePaging(25);
  const [status, setStatusState] = useState<FilePrepStatus | "">("");
  const query = usePageQuery<PrepPage>([KEY], PREP_REQUESTS_PATH, {
    all: 1,
    status,
    page: paging.page,
    per_page: paging.perPage,
  });
  const changed = useListChanged(KEY);
  const setStatus = (next: FilePrepStatus | "") => {
    setStatusState(next);
    paging.reset();
  };
  return { query, paging, status, setStatus, changed };
}
