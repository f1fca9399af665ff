import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useUserPerPage } from "../../ui/lists/listPaging";
import { useAppDataProvider } from "../../providers/dataProvider";
import { NOTIFICATIONS_KEY } from "./api";

export type NotificationFilter = "all" | "unseen";

/** The list page's paging and filter state, and the page it asks for. */
export function useNotificationPage() {
  const dataProvider = useAppDataProvider();
  const { perPage: userPerPage } = useUserPerPage();
  const [filter, setFilterState] = useState<NotificationFilter>("all");
  const [page, setPage] = useState(1);
  const [chosenPerPage, setChosenPerPage] = useState<number | null>(null);
  const perPage = chosenPerPage ?? userPerPage;

  const query = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "page", filter, page, perPage],
    queryFn: () => dataProvider.notifications({ page, perPage, unseen: filter === "unseen" }),
    placeholderData: keepPreviousData,
  });

  // Clearing the last row of the last page would leave an empty page behind.
  const lastPage = query.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && page > lastPage) setPage(lastPage);
  }, [lastPage, page]);

  const setFilter = (next: NotificationFilter) => {
    setFilterState(next);
    setPage(1);
  };
  const setPerPage = (next: number) => {
    setChosenPerPage(next);
    setPage(1);
  };
  return { ...query, filter, setFilter, page, setPage, perPage, setPerPage };
}
