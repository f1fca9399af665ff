import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { StoreTransferCandidate } from "../../providers/data/websites";
import { useDebouncedValue } from "../../ui/useDebouncedValue";

export type Candidate = StoreTransferCandidate;

/**
 * Who a store can be given to: platform admins search every user (GET /api/admin/users, the
 * admin-only list call); an owner picks from the store's team (GET /api/permissions), or types
 * the email address of any account.
 */
export function useTransferCandidates(websiteId: number | null, isAdmin: boolean, input: string) {
  const dataProvider = useAppDataProvider();
  const term = useDebouncedValue(input.trim());
  const users = useQuery({
    queryKey: ["transfer-users", term],
    queryFn: () => dataProvider.storeTransferUsers(term),
    enabled: isAdmin && websiteId !== null,
    placeholderData: keepPreviousData,
  });
  const team = useQuery({
    queryKey: ["transfer-team", websiteId],
    queryFn: () => dataProvider.storeTransferTeam(websiteId ?? 0),
    enabled: !isAdmin && websiteId !== null,
  });
  if (isAdmin) {
    return {
      candidates: (users.data?.data ?? []).map(({ id, name, email }) => ({ id, name, email })),
      loading: users.isFetching || term !== input.trim(),
    };
  }
  const members = (team.data?.user_permissions ?? [])
    .filter((member) => !member.is_owner)
    .map((member) => ({ id: member.user_id, name: member.name, email: member.email }));
  return { candidates: members, loading: team.isFetching };
}
