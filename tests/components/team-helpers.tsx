import { PERMISSION_TYPES } from "../../domain/permissions";
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { AdminContext, Notification, type AuthProvider } from "react-admin";
import type { UserDto } from "../../domain/api";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import { makeUser } from "./fixtures";

export const STORE = 7;
export const owner = makeUser({ id: 10, name: "Olivia Owner", user_websites: [STORE] });

/**
 * A team or payment screen as the store settings page holds it: react-admin's context (query
 * client, translations, notifications) and the app's confirm dialog, signed in as the owner.
 */
export function renderInAdmin(children: ReactNode, user: UserDto = owner) {
  startSession(user, "test-token");
  // What the app's authProvider answers for the signed-in user, without its network calls.
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(user),
  };
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <Notification />
    </AdminContext>,
  );
}

export const member = (overrides: Record<string, unknown> = {}) => ({
  user_id: 11,
  name: "Dana Designer",
  email: "dana@example.com",
  company_role: "designer",
  is_owner: false,
  via_company: false,
  permissions: [],
  granted: ["browse_dashboard", "browse_products", "add_products", "edit_products", "edit_design"],
  ...overrides,
});

export const ownerMember = member({
  user_id: 10,
  name: "Olivia Owner",
  email: "owner@example.com",
  company_role: null,
  is_owner: true,
  granted: [...PERMISSION_TYPES],
});

export const emptyPage = { current_page: 1, last_page: 1, per_page: 10, total: 0, data: [] };

export const invitation = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  website_id: STORE,
  website_name: "Acme Merch",
  email: "new@example.com",
  store_owner: 0,
  company_role: "designer",
  permissions: [],
  status: "pending",
  invited_by: { id: 10, name: "Olivia Owner" },
  expires_at: "2030-01-08T00:00:00.000Z",
  created_at: "2030-01-01T00:00:00.000Z",
  ...overrides,
});

/** The store's invitations as BREAD answers a list of them (rows and a Content-Range). */
export const invitationRows = (rows: unknown[]) => ({
  body: rows,
  headers: { "Content-Range": `invitation 0-${Math.max(rows.length - 1, 0)}/${rows.length}` },
});
