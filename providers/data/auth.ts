import type { LoginResponse, MessageResponse } from "../../domain/api";
import { apiRequest } from "../httpClient";

type FormValues = Record<string, unknown>;

export interface InvitationCheck {
  website_name: string;
  needs_account: boolean;
}

/** The public pages: registering, password reset, email confirmation and answering an invitation. */
export const authActions = {
  /** POST /api/register: the server signs the new account in straight away. */
  register: (values: FormValues) => apiRequest<LoginResponse>("/api/register", { body: values }),
  /** POST /api/request/invitation: someone without an account asks to join the platform. */
  requestPlatformInvitation: (values: FormValues) =>
    apiRequest<MessageResponse>("/api/request/invitation", { body: values }),
  sendPasswordResetLink: (values: FormValues) =>
    apiRequest<MessageResponse>("/api/password/email", { body: values }),
  resetPassword: (values: FormValues) => apiRequest<MessageResponse>("/api/password/reset", { body: values }),
  resendConfirmationEmail: (values: FormValues) =>
    apiRequest<MessageResponse>("/api/email/resend", { body: values }),
  verifyEmail: (token: string) => apiRequest<unknown>("/api/email/verify", { body: { token } }),
  /** A used, expired or bogus invitation link is refused here, before any answer. */
  checkInvitation: (token: string) => apiRequest<InvitationCheck>("/api/invitation/check", { body: { token } }),
  /** With `name` and `password` when the invitee has no account yet; answers with a session. */
  acceptInvitation: (token: string, account: FormValues) =>
    apiRequest<LoginResponse>("/api/accept/invitation", { body: { token, ...account } }),
  declineInvitation: (token: string) =>
    apiRequest<{ message: string }>("/api/decline/invitation", { body: { token } }),
};
