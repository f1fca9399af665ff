import type { UserUpdateInput } from "../../domain/account";
import type { MessageResponse, UserDto } from "../../domain/api";
import type { TaxIdType } from "../../domain/tax-ids";
import type { EmailPage, TaxForm } from "../../domain/contracts/account";
import { apiRequest } from "../httpClient";

/** The signed-in user's own account: profile, mails, tax forms, and leaving the platform. */
export const accountActions = {
  /** PUT /api/users/{id}: the answer is the new GET /api/user shape. */
  updateAccount: (userId: number, changes: UserUpdateInput) =>
    apiRequest<UserDto>(`/api/users/${userId}`, { method: "PUT", body: changes }),
  resendAccountConfirmation: (email: string) => apiRequest<unknown>("/api/email/resend", { body: { email } }),
  /** PUT /api/users/deactivate: the account's sessions end. */
  deactivateAccount: () => apiRequest<MessageResponse>("/api/users/deactivate", { method: "PUT" }),
  /** DELETE /api/users/{id}: the account and its sessions are gone. */
  deleteAccount: (userId: number) => apiRequest<MessageResponse>(`/api/users/${userId}`, { method: "DELETE" }),
  /** One page of the user's mails (the outbox); one-time links are already blanked by the server. */
  accountEmails: (page: number, perPage: number) =>
    apiRequest<EmailPage>(`/api/emails?page=${page}&per_page=${perPage}`),
  accountTaxForms: () => apiRequest<TaxForm[]>("/api/upload/gettaxpdf"),
  deleteAccountTaxForm: (id: number) => apiRequest<MessageResponse>("/api/upload/deletetaxpdf", { body: { id } }),
  /** GET /api/tax-ids: the catalogue of tax id types per country. */
  taxIdCatalogue: () => apiRequest<TaxIdType[]>("/api/tax-ids"),
};
