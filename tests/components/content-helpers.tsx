import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Admin, CustomRoutes, Layout, memoryStore, Resource, TestMemoryRouter } from "react-admin";
import { contentRoutes } from "../../custom-pages/content/routes";
import { contentResourceRoutes } from "../../resources/content/routes";
import { authProvider } from "../../providers/authProvider";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { LiveStream } from "../../providers/live/LiveStream";
import { startSession } from "../../providers/session";
import { contentResources } from "../../resources/content";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import { owner, stubAppApi } from "./dashboard-helpers";

type Handlers = Parameters<typeof stubAppApi>[1];

/** react-admin's layout with the confirmation dialog the app's layout provides. */
const ConfirmLayout = ({ children }: { children: ReactNode }) => (
  <ConfirmProvider>
    <Layout>{children}</Layout>
  </ConfirmProvider>
);

/** The same, with the tab's live stream open, as the app's layout has it. */
const LiveLayout = ({ children }: { children: ReactNode }) => (
  <ConfirmLayout>
    <LiveStream />
    {children}
  </ConfirmLayout>
);

/**
 * The content Resources and screens in a bare <Admin> on a stubbed API, signed in as a store
 * owner with store 7 active, at `path` (a spec path redirects to its Resource); with `live`, the
 * tab's live stream is open (answer "GET /api/live").
 */
export function openContent(path: string, handlers: Handlers = {}, { live = false } = {}) {
  const api = stubAppApi(owner, handlers);
  startSession(owner, "test-token");
  storeActiveWebsiteId(7);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        disableTelemetry
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        layout={live ? LiveLayout : ConfirmLayout}
      >
        <CustomRoutes>{[...contentRoutes, ...contentResourceRoutes]}</CustomRoutes>
        {contentResources.map((resource) => (
          <Resource key={resource.name} {...resource} />
        ))}
      </Admin>
    </TestMemoryRouter>,
  );
  return api;
}

/** A BREAD list answer: the rows with their Content-Range. */
/** A store's promotion as BREAD answers it. */
export const promotion = {
  id: 3,
  website_id: 7,
  title: "Summer sale",
  kind: "announcement",
  text: "",
  image: "",
  image_url: null,
  link: "",
  starts_at: null,
  ends_at: null,
  active: true,
  live: true,
  sort_order: 0,
  created_at: "2026-01-01T10:00:00.000Z",
  updated_at: "2026-01-01T10:00:00.000Z",
  version: 1,
};

export const rows = (model: string, data: unknown[]) => ({
  body: data,
  headers: { "Content-Range": `${model.toLowerCase()} 0-${Math.max(data.length - 1, 0)}/${data.length}` },
});

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
