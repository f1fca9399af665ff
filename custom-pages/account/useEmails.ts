import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";

export type { EmailPage, SentEmail } from "../../domain/contracts/account";

export function useEmails(page: number, perPage: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["emails", page, perPage],
    queryFn: () => dataProvider.accountEmails(page, perPage),
    placeholderData: keepPreviousData,
  });
}
