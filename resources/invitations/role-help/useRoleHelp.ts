import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { PermissionType } from "../../../domain/permissions";

/** One row of GET /api/roles/help (server/routes/permissions.ts). */
export interface RoleHelpEntry {
  role: string;
  name: string;
  help: string;
  company_role: boolean;
  permissions: PermissionType[];
  /** Present when asked for one store: whether the caller may give this role there. */
  assignable?: boolean;
}

/** What each role can do; with a store id, also which roles the caller may give in that store. */
export function useRoleHelp(websiteId?: number, enabled = true) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["role-help", websiteId ?? null],
    queryFn: () => dataProvider.roleHelp(websiteId),
    enabled,
    // The texts are fixed per release; one fetch per session is enough.
    staleTime: Infinity,
    retry: 1,
  });
}
