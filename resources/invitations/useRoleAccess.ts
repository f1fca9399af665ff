import { useState } from "react";
import { roleDefaults, type Selection } from "./permissionSelection";

/**
 * A company role with its permission selection: choosing another role starts the selection
 * again from that role's defaults.
 */
export function useRoleAccess(startRole: string, startSelection: Selection = roleDefaults(startRole)) {
  const [role, setRole] = useState(startRole);
  const [selected, setSelected] = useState<Selection>(startSelection);
  const changeRole = (next: string) => {
    setRole(next);
    setSelected(roleDefaults(next));
  };
  return { role, changeRole, selected, setSelected };
}
