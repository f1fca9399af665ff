import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import type { WebsiteSummary } from "../../domain/api";
import type { Section } from "../../domain/sections";
import { newSection } from "../../domain/sections";
import type { DesignerPage, PickerProduct } from "../../custom-pages/store-designer/types";
import { acme, openApp, stubShell, users } from "./shell-helpers";
import type { ApiCall } from "./api";
import { server } from "./msw-server";

type Handler = (
  call: ApiCall,
) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

export const STORE_LIMITS = {
  giftcards: false,
  discounts: false,
  products: 50,
  users: 3,
  patterns: "last" as const,
  custom_domain: false,
};

export function makePage(overrides: Partial<DesignerPage> = {}): DesignerPage {
  return {
    id: 21,
    website_id: 7,
    type: "home",
    name: "Home",
    slug: "home",
    sort_order: 0,
    sections: [],
    data: {},
    ...overrides,
  };
}

export const products: PickerProduct[] = [
  { id: 101, name: "Crew Tee", price: 2500, preview_photo_url: "/files/public/tee.png", status: "published" },
  { id: 102, name: "Mug", price: 1200, preview_photo_url: null, status: "published" },
];

export function section<T extends Section["type"]>(
  type: T,
  id: string,
  data: Record<string, unknown> = {},
): Section {
  const base = newSection(type);
  return { ...base, id, data: { ...base.data, ...data } } as Section;
}

/**
 * The owner of store 7 on the design editor, with a server that keeps what the editor saves:
 * `pages` holds the pages as the server has them after each PUT.
 */
export function openDesigner(
  options: {
    pages?: DesignerPage[];
    handlers?: Record<string, Handler>;
    limits?: Partial<typeof STORE_LIMITS>;
    user?: typeof users.owner;
    path?: string;
    websites?: WebsiteSummary[];
  } = {},
) {
  const pages = options.pages ?? [
    makePage(),
    makePage({ id: 22, type: "page", name: "About", slug: "about", sort_order: 1 }),
  ];
  const server = { pages: pages.map((p) => ({ ...p })), saveTimes: [] as number[] };
  const user = options.user ?? users.owner;
  const api = stubShell(user, options.websites ?? [acme], {
    "GET /api/bread/Website/7": () => ({
      body: {
        id: 7,
        name: "Acme Merch",
        link: "acme",
        is_launched: 0,
        limits: { ...STORE_LIMITS, ...options.limits },
      },
    }),
    "GET /api/bread/Page": () => ({
      body: server.pages,
      headers: { "Content-Range": `page 0-${server.pages.length - 1}/${server.pages.length}` },
    }),
    "GET /api/websites/7/preview-token": () => ({
      body: {
        token: "7.999.sig",
        expires_at: "2099-01-01T00:00:00.000Z",
        url: "http://localhost:3000/store/acme/?preview=7.999.sig",
      },
    }),
    "GET /api/bread/Product": () => ({
      body: products,
      headers: { "Content-Range": `product 0-${products.length - 1}/${products.length}` },
    }),
    ...Object.fromEntries(
      server.pages.map((page) => [
        `PUT /api/bread/Page/${page.id}`,
        (call: ApiCall) => {
          server.saveTimes.push(Date.now());
          const stored = server.pages.find((p) => p.id === page.id)!;
          Object.assign(stored, call.body as object);
          return { body: stored };
        },
      ]),
    ),
    ...options.handlers,
  });
  openApp(user, options.path ?? "/websites/design/7");
  return { ...api, server };
}

export const eventually = <T,>(assertion: () => T): Promise<T> => waitFor(assertion, { timeout: 8000 });

/** The selected page's section list, once the lazy editor has loaded. */
export const findSectionList = () => screen.findByRole("list", { name: /^Sections of / }, { timeout: 8000 });

export const sectionNames = () =>
  within(screen.getByRole("list", { name: /^Sections of / }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"));

export async function addSection(typeLabel: string) {
  fireEvent.click(await screen.findByRole("button", { name: "Add section" }, { timeout: 8000 }));
  fireEvent.click(await screen.findByRole("menuitem", { name: new RegExp(`^${typeLabel}`) }));
}

export const pageSaves = (calls: ApiCall[], pageId: number) =>
  calls.filter((c) => c.method === "PUT" && c.path === `/api/bread/Page/${pageId}`);

export const lastSections = (calls: ApiCall[], pageId: number) =>
  (pageSaves(calls, pageId).at(-1)?.body as { sections: Section[] } | undefined)?.sections ?? [];

/**
 * Holds the API's answers to one method until released, to look at the editor while a call is
 * in flight. Wraps the answers declared with answerApi.
 */
export function holdCalls(method: string) {
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  server.use(
    http[method.toLowerCase() as "get"]("*/api/*", async () => {
      await gate;
      return undefined;
    }),
  );
  return {
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** The page list, once the lazy editor has loaded. */
export const findPageList = () => screen.findByRole("navigation", { name: "Pages" }, { timeout: 8000 });

/** The page list's rows in their order, by page name. */
export const pageNames = () =>
  within(screen.getByRole("list", { name: "Pages" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"));

/** A drag by a row's handle, dropped on another row (react-dnd's HTML5 backend events). */
export function dragOnto(handle: HTMLElement, target: HTMLElement) {
  const dataTransfer = {
    setData: () => undefined,
    getData: () => "",
    dropEffect: "move",
    effectAllowed: "move",
    types: [],
  };
  fireEvent.dragStart(handle, { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(handle, { dataTransfer });
}
