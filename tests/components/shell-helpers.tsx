import { render } from "@testing-library/react";
import type { UserDto, WebsiteSummary } from "../../domain/api";
import { startSession } from "../../providers/session";
import { App } from "../../src/App";
import { makeUser, makeWebsite } from "./fixtures";
import { answerApi, type ApiCall, type Handler } from "./api";
import { unwatched } from "./unwatched-answers";

export const STORE = 7;

/** The roles the shell tells apart, on store 7 of company 3. */
const companyRole = (id: number, slug: string) =>
  makeUser({
    id,
    company_id: 3,
    main_company_role: { company_role: { slug: slug as "designer" } },
    company_roles: [{ website_id: STORE, company_role: { slug } }],
  });

export const users = {
  admin: makeUser({ id: 1, name: "Ada Admin", role_id: 1, is_admin: true }),
  owner: makeUser({ id: 10, name: "Olivia Owner", user_websites: [STORE] }),
  designer: companyRole(11, "designer"),
  salesperson: companyRole(12, "salesperson"),
  client: companyRole(13, "client"),
};

export const acme = makeWebsite({
  id: STORE,
  name: "Acme Merch",
  company_id: 3,
  limits: { giftcards: true },
});

/** The calls every shell screen makes, answered; `handlers` add or override. */
export function stubShell(
  user: UserDto,
  websites: WebsiteSummary[] = [acme],
  handlers: Record<string, Handler> = {},
) {
  return answerApi({
    ...unwatched,
    "GET /api/user": () => ({ body: user }),
    "GET /api/websites": () => ({ body: websites }),
    "GET /api/app_info": () => ({ body: { admin_info: { email: "", phone: "" } } }),
    "GET /api/notifications": () => ({
      body: { data: [], total: 0, unseen: 0, current_page: 1, last_page: 1, per_page: 8 },
    }),
    "GET /api/app_progress": () => ({ body: { website_id: STORE, all_done: true, steps: [] } }),
    ...handlers,
  });
}

/** Signed in as `user`, the whole app at `path` (under the /app base). */
export function openApp(user: UserDto, path: string) {
  startSession(user, "test-token");
  window.history.replaceState(null, "", `/app${path}`);
  return render(<App />);
}

export const appPath = () => window.location.pathname.replace(/^\/app/, "") || "/";

export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
