import { apiRequest } from "../httpClient";

/** The contact form's message to the store's contact address. */
export const contactsActions = {
  sendContactMessage: (input: { name: string; content: string }) =>
    apiRequest<{ message: string }>("/api/message", { body: input }),
};
