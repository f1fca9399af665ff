import { PassThrough } from "node:stream";
import type { Db } from "../db/types.js";
import type { User } from "../db/schema.js";
import type { EventBus } from "../events/bus.js";
import { findSession } from "../auth/tokens.js";
import { isPlatformAdmin, loadMemberships } from "../auth/access.js";
import { isMember, type StoreAccess } from "../../domain/permissions.js";
import { holdsRight, RESOURCE_RIGHTS, type ResourceName } from "../../domain/resource-rights.js";
import { LIVE_HEARTBEAT_MS, type LiveChanged, type LivePresence } from "../../domain/contracts/live.js";
import { ActivityTailer, type TrailChange } from "./tailer.js";
import { PresenceBoard, type RecordKey } from "./presence.js";

interface Subscriber {
  user: User;
  token: string;
  memberships: Map<number, StoreAccess>;
  stream: PassThrough;
}

function isResource(entity: string): entity is ResourceName {
  return Object.hasOwn(RESOURCE_RIGHTS, entity);
}

/**
 * Whether a user may see a record of `entity` in store `websiteId`: platform admins everything; a
 * member of the store holding the right to list or read that model there; a record of no store
 * or of a model without rights, nobody else.
 */
export function maySee(
  user: User,
  memberships: Map<number, StoreAccess>,
  entity: string,
  websiteId: number | null,
): boolean {
  if (isPlatformAdmin(user)) return true;
  if (websiteId === null || !isResource(entity)) return false;
  const access = memberships.get(websiteId);
  if (!access || !isMember(access)) return false;
  const rights = RESOURCE_RIGHTS[entity];
  return holdsRight(access, rights.list) || holdsRight(access, rights.read);
}

/** One text/event-stream event. */
function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * This server's live streams: each signed-in tab's stream hears the changes and the presence of
 * the records its user may see. Each heartbeat checks the session again (a signed-out or
 * deactivated user's stream ends) and reloads the user's stores (a right taken away applies).
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly tailer: ActivityTailer;
  readonly presence: PresenceBoard;
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: Db,
    events: EventBus,
    private readonly onError: (error: unknown) => void,
  ) {
    this.tailer = new ActivityTailer(db.kysely, events, (changes) => this.fanOut(changes), onError);
    this.presence = new PresenceBoard(events, (record) => this.presenceChanged(record));
    this.heartbeat = setInterval(() => void this.beat(), LIVE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Opens a stream for the user of `token`; it ends when the client goes or the server closes. */
  async open(user: User, token: string): Promise<PassThrough> {
    const stream = new PassThrough();
    const subscriber: Subscriber = { user, token, memberships: await loadMemberships(this.db, user), stream };
    await this.tailer.start();
    if (this.closed) {
      stream.end();
      return stream;
    }
    this.subscribers.add(subscriber);
    const leave = () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.tailer.stop();
    };
    stream.on("close", leave);
    stream.on("finish", leave);
    stream.write(frame("ready", { user_id: user.id }));
    return stream;
  }

  /** Everyone but `user` who has the record open now. */
  presenceFor(user: User, record: RecordKey): LivePresence {
    return {
      entity: record.entity,
      id: record.id,
      users: this.presence.usersOf(record.entity, record.id).filter((other) => other.id !== user.id),
    };
  }

  /** Ends every stream (the server is shutting down) and stops reading. */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.tailer.stop();
    this.presence.close();
    for (const subscriber of this.subscribers) subscriber.stream.end();
    this.subscribers.clear();
  }

  private fanOut(changes: readonly TrailChange[]): void {
    for (const subscriber of this.subscribers) {
      for (const change of changes) {
        if (!maySee(subscriber.user, subscriber.memberships, change.entity, change.website_id)) continue;
        const notice: LiveChanged = {
          entity: change.entity,
          id: change.id,
          website_id: change.website_id,
          action: change.action,
          user_id: change.user_id,
          user_name: change.user_name,
        };
        subscriber.stream.write(frame("changed", notice));
      }
    }
  }

  private presenceChanged(record: RecordKey): void {
    const users = this.presence.usersOf(record.entity, record.id);
    for (const subscriber of this.subscribers) {
      if (!maySee(subscriber.user, subscriber.memberships, record.entity, record.websiteId)) continue;
      const others = users.filter((user) => user.id !== subscriber.user.id);
      const notice: LivePresence = { entity: record.entity, id: record.id, users: others };
      subscriber.stream.write(frame("presence", notice));
    }
  }

  private async beat(): Promise<void> {
    for (const subscriber of [...this.subscribers]) {
      try {
        const session = await findSession(this.db, subscriber.token);
        if (!session || session.user.id !== subscriber.user.id) {
          subscriber.stream.end();
          continue;
        }
        subscriber.user = session.user;
        subscriber.memberships = await loadMemberships(this.db, session.user);
        subscriber.stream.write(": keep-alive\n\n");
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
