import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext, Notification, Resource, type ResourceProps } from "react-admin";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { UserDto } from "../../domain/api";
import { authProvider } from "../../providers/authProvider";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import { owner, stubAppApi } from "./dashboard-helpers";

type Handlers = Parameters<typeof stubAppApi>[1];

interface ScreenOptions {
  /** Through the real auth provider, for screens whose content depends on the user's role. */
  withAuth?: boolean;
}

/**
 * One of the money screens (gift cards, discounts, payments, admin panel) on a stubbed API at
 * `path`, with react-admin's context, the confirm dialog and notifications. The lead wires the
 * route arrays into src/routes.tsx; these tests render them alone.
 */
export function openScreen(
  routes: ReactElement[],
  path: string,
  handlers: Handlers = {},
  user: UserDto = owner,
  { withAuth = false }: ScreenOptions = {},
) {
  const api = stubAppApi(user, handlers);
  startSession(user, "test-token");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={withAuth ? authProvider : undefined}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <ConfirmProvider>
          <Routes>{routes}</Routes>
        </ConfirmProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return api;
}

/**
 * The payments screens, signed in as `user` through the real auth provider: what they show and
 * ask depends on whether the user is a platform admin.
 */
export const openPayments = (
  routes: ReactElement[],
  path: string,
  handlers: Handlers = {},
  user: UserDto = owner,
) => openScreen(routes, path, handlers, user, { withAuth: true });

export { lastQuery } from "./api";

export const page = <T,>(data: T[]) => ({
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: data.length,
  data,
});

/** A react-admin Resource at `/<name>/*`, as <Admin> mounts it, beside the spec's redirects. */
export const resourceRoute = (name: string, definition: Omit<ResourceProps, "name">) => (
  <Route key={name} path={`/${name}/*`} element={<Resource name={name} {...definition} />} />
);

/** A BREAD list answer: the rows, and the total in Content-Range (ra-data-simple-rest). */
export const breadList = <T,>(rows: T[], total = rows.length) => ({
  body: rows,
  headers: { "Content-Range": `items 0-${Math.max(rows.length - 1, 0)}/${total}` },
});

/** The ra-data-simple-rest `filter` of a list request, parsed. */
export const filterOf = (query: URLSearchParams): Record<string, unknown> =>
  JSON.parse(query.get("filter") ?? "{}") as Record<string, unknown>;
