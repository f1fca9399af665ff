import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../providers/httpClient";
import type { PermissionType } from "../../domain/permissions";

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
  const query = websiteId === undefined ? "" : `?${new URLSearchParams({ website_id: String(websiteId) })}`;
  return useQuery({
    queryKey: ["role-help", websiteId ?? null],
    queryFn: () => apiRequest<{ roles: RoleHelpEntry[] }>(`/api/roles/help${query}`),
    enabled,
    // The texts are fixed per release; one fetch per session is enough.
    staleTime: Infinity,
    retry: 1,
  });
}
