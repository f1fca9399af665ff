import {
  ROLE_DEFAULTS,
  isCompanyRole,
  PERMISSION_TYPES,
  type PermissionType,
} from "../../domain/permissions";
import type { PermissionValue } from "./types";

export type Selection = ReadonlySet<PermissionType>;

/**
 * Selecting full_admin_access selects every permission. Taking any one away means the
 * holder no longer has full access, so full_admin_access goes with it.
 */
export function togglePermission(selected: Selection, type: PermissionType, checked: boolean): Selection {
  if (type === "full_admin_access") {
    if (checked) return new Set(PERMISSION_TYPES);
    const next = new Set(selected);
    next.delete(type);
    return next;
  }
  const next = new Set(selected);
  if (checked) next.add(type);
  else {
    next.delete(type);
    next.delete("full_admin_access");
  }
  return next;
}

/** Every permission type with its value, as the server's permission lists take them. */
export function toEntries(selected: Selection): { type: PermissionType; value: 0 | 1 }[] {
  return PERMISSION_TYPES.map((type) => ({ type, value: selected.has(type) ? 1 : 0 }));
}

/** What a role gives by default: the starting point of an invitation's permissions. */
export function roleDefaults(role: string): Selection {
  return new Set(isCompanyRole(role) ? ROLE_DEFAULTS[role] : []);
}

/** An invitation's stored entries; an invitation with none holds its role's defaults. */
export function fromEntries(role: string, entries: readonly PermissionValue[]): Selection {
  if (entries.length === 0) return roleDefaults(role);
  const selected = new Set(roleDefaults(role));
  for (const entry of entries) {
    const type = PERMISSION_TYPES.find((t) => t === entry.type);
    if (type === undefined) continue;
    if (entry.value === 1) selected.add(type);
    else selected.delete(type);
  }
  return selected.has("full_admin_access") ? new Set(PERMISSION_TYPES) : selected;
}
