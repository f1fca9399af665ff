import type { UserDto } from "../../domain/api";
import { createBlocker } from "./createRules";
import type { WebsiteRecord } from "../../domain/contracts/websites";

export interface RowRights {
  settings: boolean;
  clone: boolean;
  archive: boolean;
  restore: boolean;
  destroy: boolean;
  transfer: boolean;
}

/**
 * What the list offers on one store: the server's rules (server/routes/websites/lifecycle.ts and
 * clone.ts), mirrored so that no action is offered that the server would refuse.
 */
export function rowRights(user: UserDto, website: WebsiteRecord): RowRights {
  const has = (permission: string) =>
    user.is_admin || (website.permissions as readonly string[]).includes(permission);
  const archived = website.archived_at !== null;
  const ownerOrAdmin = user.is_admin || website.user_id === user.id;
  return {
    settings: !archived && has("edit_settings"),
    clone: !archived && has("edit_settings") && createBlocker(user) === null,
    archive: !archived && has("full_admin_access"),
    restore: archived && has("full_admin_access"),
    // A launched store is archived first: its orders and payouts are not deleted by one click.
    destroy: ownerOrAdmin && (archived || !Number(website.is_launched)),
    transfer: !archived && ownerOrAdmin,
  };
}
