import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext, Notification } from "react-admin";
import { MemoryRouter, Routes } from "react-router-dom";
import type { UserDto } from "../../domain/api";
import { authProvider } from "../../providers/authProvider";
import { i18nProvider } from "../../providers/i18nProvider";
import { startSession } from "../../providers/session";
import { ConfirmProvider } from "../../src/layout/ConfirmDialog";
import { owner, stubAppApi } from "./dashboard-helpers";

type Handlers = Parameters<typeof stubAppApi>[1];

/**
 * The payments screens on a stubbed API at `path`, signed in as `user` through the real auth
 * provider: what they show and ask depends on whether the user is a platform admin.
 */
export function openPayments(
  routes: ReactElement[],
  path: string,
  handlers: Handlers = {},
  user: UserDto = owner,
) {
  const api = stubAppApi(user, handlers);
  startSession(user, "test-token");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        <ConfirmProvider>
          <Routes>{routes}</Routes>
        </ConfirmProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return api;
}
