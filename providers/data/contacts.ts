import type { Contact, ContactInput, ContactPage } from "../../custom-pages/contacts/types";
import { apiRequest } from "../httpClient";

/** The active store's contacts (the store comes from X-Website-Id) and the message to the platform. */
export const contactsActions = {
  fetchContacts(term: string, page: number) {
    const query = new URLSearchParams({ page: String(page) });
    if (term !== "") query.set("term", term);
    return apiRequest<ContactPage>(`/api/contacts?${query}`);
  },
  fetchContact: (id: number) => apiRequest<Contact>(`/api/contacts/${id}`),
  updateContact: (id: number, input: ContactInput) =>
    apiRequest<Contact>(`/api/contacts/${id}`, { method: "PUT", body: input }),
  createContact: (input: ContactInput) =>
    apiRequest<Contact>("/api/contacts", { method: "POST", body: input }),
  deleteContact: (id: number) => apiRequest<Contact>(`/api/contacts/${id}`, { method: "DELETE" }),
  sendContactMessage: (input: { name: string; content: string }) =>
    apiRequest<{ message: string }>("/api/message", { body: input }),
};
