import { useCallback, useEffect, useRef, useState } from "react";
import {
  LIBRARY_FIRST_SHOWN,
  LIBRARY_SHOW_MORE,
  type LibraryFile,
  type LibraryFolder,
} from "../../domain/library";
import { useAppDataProvider } from "../../providers/dataProvider";

interface State {
  loaded: LibraryFile[];
  total: number;
  folders: LibraryFolder[];
  breadcrumbs: LibraryFolder[];
}

const EMPTY: State = { loaded: [], total: 0, folders: [], breadcrumbs: [] };

/**
 * One folder (or a search) of the library, loaded 12 at a time: the page shows 8 at first and
 * Show more adds 12, fetching the next page only when what is loaded runs out.
 */
export function useLibraryFiles(
  folderId: number | null,
  search: string,
  accept: "image" | "any",
  enabled = true,
) {
  const dataProvider = useAppDataProvider();
  const [state, setState] = useState<State | null>(null);
  const [shown, setShown] = useState(LIBRARY_FIRST_SHOWN);
  const [error, setError] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    setError(false);
    try {
      const body = await dataProvider.listLibrary({
        folderId,
        search,
        accept,
        page: 1,
        perPage: LIBRARY_SHOW_MORE,
      });
      if (id !== request.current) return;
      setState({
        loaded: body.data,
        total: body.total,
        folders: body.folders,
        breadcrumbs: body.breadcrumbs,
      });
    } catch {
      if (id === request.current) setError(true);
    }
  }, [dataProvider, folderId, search, accept]);

  useEffect(() => {
    if (!enabled) return;
    setState(null);
    setShown(LIBRARY_FIRST_SHOWN);
    void load();
  }, [load, enabled]);

  const showMore = useCallback(async () => {
    const current = state ?? EMPTY;
    const next = shown + LIBRARY_SHOW_MORE;
    if (next > current.loaded.length && current.loaded.length < current.total) {
      setLoadingMore(true);
      try {
        let loaded = current.loaded;
        while (loaded.length < Math.min(next, current.total)) {
          const page = Math.floor(loaded.length / LIBRARY_SHOW_MORE) + 1;
          const body = await dataProvider.listLibrary({
            folderId,
            search,
            accept,
            page,
            perPage: LIBRARY_SHOW_MORE,
          });
          if (body.data.length === 0) break;
          loaded = [...loaded, ...body.data.filter((f) => !loaded.some((l) => l.id === f.id))];
        }
        setState({ ...current, loaded });
      } catch {
        setError(true);
      } finally {
        setLoadingMore(false);
      }
    }
    setShown(next);
  }, [dataProvider, state, shown, folderId, search, accept]);

  /** Reloads from the first page, keeping how many are shown. */
  const reload = useCallback(async () => {
    const keep = shown;
    const id = ++request.current;
    try {
      const pages = Math.max(1, Math.ceil(keep / LIBRARY_SHOW_MORE));
      const perPage = Math.min(96, pages * LIBRARY_SHOW_MORE);
      const body = await dataProvider.listLibrary({ folderId, search, accept, page: 1, perPage });
      if (id !== request.current) return;
      setState({
        loaded: body.data,
        total: body.total,
        folders: body.folders,
        breadcrumbs: body.breadcrumbs,
      });
      setError(false);
    } catch {
      if (id === request.current) setError(true);
    }
  }, [dataProvider, folderId, search, accept, shown]);

  const files = state ? state.loaded.slice(0, shown) : null;
  return {
    files,
    total: state?.total ?? 0,
    folders: state?.folders ?? [],
    breadcrumbs: state?.breadcrumbs ?? [],
    hasMore: state !== null && shown < state.total,
    loadingMore,
    error,
    showMore,
    reload,
  };
}
