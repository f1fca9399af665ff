import { render } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext } from "react-admin";
import { MemoryRouter, Routes } from "react-router-dom";
import { contentRoutes } from "../../custom-pages/content/routes";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../providers/i18nProvider";
import { startSession } from "../../providers/session";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import { owner, stubAppApi } from "./dashboard-helpers";

type Handlers = Parameters<typeof stubAppApi>[1];

/**
 * The content screens on a stubbed API, inside react-admin's context with the confirm dialog,
 * at `path` (the lead wires contentRoutes into the app's routes; these tests render them alone).
 */
export function openContent(path: string, handlers: Handlers = {}) {
  const api = stubAppApi(owner, handlers);
  startSession(owner, "test-token");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        <ConfirmProvider>
          <Routes>{contentRoutes}</Routes>
        </ConfirmProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return api;
}

export const item = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  website_id: 7,
  type: "blog",
  name: "Spring drop",
  slug: "spring-drop",
  sort_order: 0,
  draft: false,
  published_at: "2026-01-02T10:00:00.000Z",
  created_at: "2026-01-01T10:00:00.000Z",
  updated_at: "2026-01-03T10:00:00.000Z",
  data: { content: "<p>x</p>", excerpt: "", image: "", seo: {} },
  path: "/spring-drop",
  ...overrides,
});
