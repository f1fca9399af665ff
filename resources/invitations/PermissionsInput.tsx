import { useInput } from "react-admin";
import { PermissionChecklist } from "./PermissionChecklist";
import { fromEntries, toEntries } from "./permissionSelection";
import type { PermissionValue } from "./types";

/**
 * The form's `permissions` (every permission type with 0 or 1) as checkboxes; full access ticks
 * them all. `role` fills an empty list with the role's defaults.
 */
export const PermissionsInput = ({ role }: { role: string }) => {
  const { field } = useInput<PermissionValue[]>({ source: "permissions", defaultValue: [] });
  const entries: PermissionValue[] = Array.isArray(field.value) ? field.value : [];
  return (
    <PermissionChecklist
      value={fromEntries(role, entries)}
      onChange={(next) => field.onChange(toEntries(next))}
    />
  );
};
