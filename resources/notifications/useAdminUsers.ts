import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";

/** One row of GET /api/admin/users (the part the picker shows). */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
}

export const SEARCH_DELAY_MS = 700;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Platform admins' user search (GET /api/admin/users?term=), asked 700 ms after the typing stops. */
export function useAdminUsers(input: string) {
  const dataProvider = useAppDataProvider();
  const term = useDebounced(input.trim(), SEARCH_DELAY_MS);
  const query = useQuery({
    queryKey: ["admin-users", term],
    queryFn: () => dataProvider.notificationRecipients(term),
    placeholderData: keepPreviousData,
  });
  return {
    users: query.data?.data ?? [],
    loading: query.isFetching || term !== input.trim(),
    failed: query.isError,
  };
}
