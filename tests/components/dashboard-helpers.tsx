import { render } from "@testing-library/react";
import type { StatsResponse } from "../../domain/contracts/dashboard";
import type { UserDto, WebsiteSummary } from "../../domain/api";
import { PERMISSION_TYPES } from "../../domain/permissions";
import { startSession } from "../../providers/session";
import { App } from "../../src/App";
import { makeUser, makeWebsite } from "./fixtures";
import { answerApi, type Handler } from "./api";
import { unwatched } from "./unwatched-answers";

/**
 * Shared by the dashboard-* and account-* component tests: the whole app (shell included) on a
 * stubbed API, so the pages are tested where users meet them.
 */

export const admin = makeUser({ id: 1, name: "Ada Admin", role_id: 1, is_admin: true });
export const owner = makeUser({ id: 10, name: "Olivia Owner", user_websites: [7, 8] });

export const stores: WebsiteSummary[] = [
  makeWebsite({ id: 7, name: "Acme Merch", permissions: [...PERMISSION_TYPES] }),
  makeWebsite({ id: 8, name: "Oscar's Mugs", permissions: [...PERMISSION_TYPES] }),
  // In the store list, but the user holds nothing there (not in GET /api/user permissions): never offered.
  makeWebsite({ id: 9, name: "Hidden Store", permissions: ["browse_products"] }),
];

/** The shell's own calls answered, plus the test's. */
export function stubAppApi(user: UserDto, handlers: Record<string, Handler> = {}) {
  return answerApi({
    ...unwatched,
    "GET /api/user": () => ({ body: user }),
    "GET /api/websites": () => ({ body: stores }),
    "GET /api/app_info": () => ({ body: { admin_info: { email: "", phone: "" } } }),
    "GET /api/notifications": () => ({
      body: { data: [], total: 0, unseen: 0, current_page: 1, last_page: 1, per_page: 8 },
    }),
    "GET /api/app_progress": () => ({ body: { website_id: 7, all_done: true, steps: [] } }),
    ...handlers,
  });
}

export function openApp(user: UserDto, path: string) {
  startSession(user, "test-token");
  window.history.replaceState(null, "", `/app${path}`);
  return render(<App />);
}

const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`);
const series = (values: number[]) => ({ months: MONTHS, counts: values });

/** A realistic answer of GET /api/chart/stats for 2026; `admin` adds what only admins get. */
export function makeStats(isAdmin: boolean, overrides: Partial<StatsResponse> = {}): StatsResponse {
  const counts = [5, 6, 4, 7, 8, 9, 10, 11, 9, 12, 7, 0];
  return {
    range: { from: "2026-01-01", to: "2026-12-31", unit: "month" },
    is_admin: isAdmin,
    website_ids: isAdmin ? null : [7, 8],
    total: 88,
    ssmFees: isAdmin ? 94_031 : null,
    storeOwnerFees: isAdmin ? 541_935 : null,
    income: 940_482,
    earnings: 541_935,
    ordersByDate: {
      ...series(counts),
      ssmFees: isAdmin ? counts.map((n) => n * 1000) : null,
      storeOwnerFees: isAdmin ? counts.map((n) => n * 6000) : null,
      sales: counts.map((n) => n * 10_000),
    },
    usersByDate: isAdmin ? series([0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]) : null,
    websitesByDate: isAdmin ? series([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]) : null,
    productsByDate: series([0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0]),
    mostSellingStore: [
      { id: 7, name: "Acme Merch", quantity: 120 },
      { id: 8, name: "Oscar's Mugs", quantity: 60 },
    ],
    totalSales: { total: 180, labels: MONTHS, data: counts.map((n) => n * 2) },
    totalViews: { total: 0, labels: MONTHS, data: MONTHS.map(() => 0), products: [] },
    bestsellers: [
      { id: 43, name: "Good Vibes Softstyle Tee With A Long Name", quantity: 31, link: "/products/edit/43" },
      { id: 40, name: "Retro Sunset Tank", quantity: 20, link: "/products/edit/40" },
    ],
    newlyCreatedUsers: isAdmin
      ? [{ id: 7, name: "Clara Client", email: "client@example.com", created_at: "2026-08-03T00:00:00.000Z" }]
      : null,
    newlyCreatedWebsites: isAdmin
      ? [
          {
            id: 9,
            name: "Fresh Store",
            link: "/websites/9",
            is_launched: 0,
            created_at: "2026-03-02T00:00:00.000Z",
          },
        ]
      : null,
    newlyCreatedProducts: [
      {
        id: 57,
        website_id: 8,
        name: "Plant Parent Two-Tone Mug",
        link: "/products/edit/57",
        photo: "/files/public/catalogue/mug.png",
        created_at: "2026-11-10T07:12:54.450Z",
      },
    ],
    allProductsInStore: 21,
    newProducts: 3,
    ...overrides,
  };
}
