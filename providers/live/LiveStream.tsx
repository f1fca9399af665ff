import { useEffect } from "react";
import { useGetIdentity } from "react-admin";
import { useQueryClient, type Query } from "@tanstack/react-query";
import { useAppDataProvider } from "../dataProvider";
import {
  liveChangedDto,
  livePresenceDto,
  type LiveChanged,
  type LivePresence,
} from "../../domain/contracts/live";
import type { LiveStreamEvent } from "../transport/live-stream";

export interface LiveListener {
  changed?: (notice: LiveChanged) => void;
  presence?: (notice: LivePresence) => void;
}

interface LiveHub {
  listen: (listener: LiveListener) => () => void;
  /** An edit screen has this record open: its read is not refetched under the user's form. */
  holdOpen: (entity: string, id: number) => () => void;
}

/** The tab's one stream is heard by every screen: listeners and held records are the tab's own. */
const listeners = new Set<LiveListener>();
const held = new Map<string, number>();

const hub: LiveHub = {
  listen: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  holdOpen: (entity, id) => {
    const key = `${entity}:${id}`;
    held.set(key, (held.get(key) ?? 0) + 1);
    return () => {
      const left = (held.get(key) ?? 1) - 1;
      if (left > 0) held.set(key, left);
      else held.delete(key);
    };
  },
};

/** The tab's live stream, for an edit screen to hear its record's changes and presence. */
export const useLive = (): LiveHub => hub;

/** The lists and reads a change refreshes, waiting this long to gather a burst of changes. */
const REFRESH_DEBOUNCE_MS = 400;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const REFRESHED = new Set(["getList", "getMany", "getManyReference", "getInfiniteList", "getOne"]);

/**
 * Opens the tab's live stream once while signed in, and refreshes the lists and reads of a
 * resource when someone else changes one of its records (a record open in an edit screen keeps the
 * user's form; the screen says who changed it). Reconnects with a growing wait; after a reconnect
 * every list is refreshed, since changes in between were not heard.
 */
export const LiveStream = () => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const me = identity?.id === undefined ? null : Number(identity.id);

  useEffect(() => {
    if (me === null) return;
    const abort = new AbortController();
    const pending = new Set<string>();
    let refreshTimer: ReturnType<typeof setTimeout> | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let wait = RETRY_FIRST_MS;
    let opened = false;

    const stale = (resources: Set<string> | null) => (query: Query) => {
      const [resource, method, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
      if (typeof resource !== "string" || typeof method !== "string" || !REFRESHED.has(method)) return false;
      if (resources !== null && !resources.has(resource)) return false;
      return !(method === "getOne" && held.has(`${resource}:${String(params?.id)}`));
    };
    const refresh = (resource: string) => {
      pending.add(resource);
      refreshTimer ??= setTimeout(() => {
        refreshTimer = null;
        const resources = new Set(pending);
        pending.clear();
        void queryClient.invalidateQueries({ predicate: stale(resources) });
      }, REFRESH_DEBOUNCE_MS);
    };
    const onEvent = ({ event, data }: LiveStreamEvent) => {
      if (event === "ready") {
        wait = RETRY_FIRST_MS;
        // Changes made while the stream was down were not heard: every list reads again.
        if (opened) void queryClient.invalidateQueries({ predicate: stale(null) });
        opened = true;
      } else if (event === "changed") {
        const notice = liveChangedDto.safeParse(data);
        if (!notice.success || notice.data.user_id === me) return;
        refresh(notice.data.entity);
        for (const listener of listeners) listener.changed?.(notice.data);
      } else if (event === "presence") {
        const notice = livePresenceDto.safeParse(data);
        if (!notice.success) return;
        for (const listener of listeners) listener.presence?.(notice.data);
      }
    };
    const connect = () => {
      dataProvider
        .subscribeLive(onEvent, abort.signal)
        .catch(() => undefined)
        .finally(() => {
          if (abort.signal.aborted) return;
          retryTimer = setTimeout(connect, wait);
          wait = Math.min(RETRY_MAX_MS, wait * 2);
        });
    };
    connect();
    return () => {
      abort.abort();
      if (refreshTimer) clearTimeout(refreshTimer);
      if (retryTimer) clearTimeout(retryTimer);
    };
  }, [dataProvider, queryClient, me]);

  return null;
};
