import { apiRequest } from "../../providers/httpClient";
import type { ContactLang, ContactTag } from "../../domain/contacts";

/** Contact, as GET /api/contacts answers it. */
export interface Contact {
  id: number;
  website_id: number;
  name: string;
  city: string | null;
  postal: string | null;
  street: string | null;
  phone: string | null;
  email: string | null;
  lang: ContactLang | null;
  comment: string | null;
  tags: ContactTag[];
  created_at: string;
}

export interface ContactPage {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: Contact[];
}

export type ContactInput = Omit<Contact, "id" | "website_id" | "created_at">;

export const CONTACTS_KEY = ["contacts"] as const;

/** The store comes from X-Website-Id, so the key names it too: switching stores must not show stale rows. */
export function fetchContacts(term: string, page: number) {
  const query = new URLSearchParams({ page: String(page) });
  if (term !== "") query.set("term", term);
  return apiRequest<ContactPage>(`/api/contacts?${query}`);
}

export const fetchContact = (id: number) => apiRequest<Contact>(`/api/contacts/${id}`);

export const updateContact = (id: number, input: ContactInput) =>
  apiRequest<Contact>(`/api/contacts/${id}`, { method: "PUT", body: input });

export const createContact = (input: ContactInput) =>
  apiRequest<Contact>("/api/contacts", { method: "POST", body: input });

export const deleteContact = (id: number) => apiRequest<Contact>(`/api/contacts/${id}`, { method: "DELETE" });

export const sendMessage = (input: { name: string; content: string }) =>
  apiRequest<{ message: string }>("/api/message", { body: input });
