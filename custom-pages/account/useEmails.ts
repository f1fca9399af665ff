import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";

/** A mail from GET /api/emails (the outbox); one-time links are already blanked by the server. */
export interface SentEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface EmailPage {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: SentEmail[];
}

/** One page of the user's mails; the previous page stays shown while the next loads. */
export function useEmails(page: number, perPage: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["emails", page, perPage],
    queryFn: () => dataProvider.accountEmails(page, perPage),
    placeholderData: keepPreviousData,
  });
}
