import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../providers/httpClient";

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
  return useQuery({
    queryKey: ["emails", page, perPage],
    queryFn: () => apiRequest<EmailPage>(`/api/emails?page=${page}&per_page=${perPage}`),
    placeholderData: keepPreviousData,
  });
}
