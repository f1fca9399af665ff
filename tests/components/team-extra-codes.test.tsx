import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvitationCodeSection } from "../../resources/invitations/store-users/InvitationCodeSection";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";
import { emptyPage, renderInAdmin, STORE } from "./team-helpers";
import { roleDefaults, toEntries } from "../../resources/invitations/permissionSelection";

const listed = (overrides: Record<string, unknown> = {}) => ({
  code: "ABCD2345",
  website_id: STORE,
  company_role: "designer",
  permissions: [],
  max_uses: 5,
  uses: 2,
  expires_at: "2030-01-08T00:00:00.000Z",
  created_at: "2030-01-01T00:00:00.000Z",
  created_by: { id: 10, name: "Olivia Owner" },
  state: "active",
  ...overrides,
});

describe("Store Users: the store's invitation codes", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the codes with role, uses and state, 10 a page", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/websites/7/invitation-codes": () => ({
        body: {
          current_page: 1,
          last_page: 2,
          per_page: 10,
          total: 12,
          data: [
            listed(),
            listed({ code: "ZZZZ9999", company_role: "client", uses: 1, max_uses: 1, state: "used_up" }),
          ],
        },
      }),
    });
    renderInAdmin(<InvitationCodeSection websiteId={STORE} />);
    const row = (await screen.findByText("ABCD2345")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Designer")).toBeTruthy();
    expect(within(row).getByText("2 of 5")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    const used = screen.getByText("ZZZZ9999").closest("tr") as HTMLElement;
    expect(within(used).getByText("Used up")).toBeTruthy();
    expect(within(used).getByText("Client")).toBeTruthy();
    expect(screen.getByText("1-10 of 12")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/websites/7/invitation-codes")).toBe(true);
  });

  it("says when there are none, and lists a newly created code", async () => {
    let created = false;
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/websites/7/invitation-codes": () => ({
        body: created
          ? { ...emptyPage, total: 1, data: [listed({ code: "NEWC0DE2", uses: 0, max_uses: 10 })] }
          : emptyPage,
      }),
      "POST /api/create/invitation/code": () => {
        created = true;
        return {
          status: 201,
          body: {
            code: "NEWC0DE2",
            website_id: STORE,
            company_role: "client",
            permissions: [],
            max_uses: 10,
            uses: 0,
            expires_at: "2030-01-08T00:00:00.000Z",
          },
        };
      },
    });
    renderInAdmin(<InvitationCodeSection websiteId={STORE} />);
    expect(await screen.findByText("No invitation codes yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));
    expect(await screen.findByText("0 of 10")).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/websites/7/invitation-codes").length).toBeGreaterThan(1),
    );
  });

  it("says when the list cannot be loaded", async () => {
    answerApi({
      ...unwatched,
      "GET /api/websites/7/invitation-codes": () => ({
        status: 403,
        body: { message: "You don't have permission to access this resource." },
      }),
    });
    renderInAdmin(<InvitationCodeSection websiteId={STORE} />);
    expect(
      await screen.findByText("We couldn't load this list. Try again later.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it("sends the code's role, permissions, uses and days, and shows a refused field beside it", async () => {
    const tooFew = "Value must be greater than or equal to 1";
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/websites/7/invitation-codes": () => ({ body: emptyPage }),
      "POST /api/create/invitation/code": () => ({
        status: 422,
        body: { message: "The given data was invalid.", errors: { max_uses: tooFew } },
      }),
    });
    renderInAdmin(<InvitationCodeSection websiteId={STORE} />);
    expect(await screen.findByText("No invitation codes yet.")).toBeTruthy();
    const uses = screen.getByLabelText("Uses");
    fireEvent.change(uses, { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("Valid for (days)"), { target: { value: "30" } });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Role" }));
    fireEvent.click(await screen.findByRole("option", { name: "Designer" }));
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));
    await waitFor(() =>
      expect(document.getElementById(uses.getAttribute("aria-describedby") ?? "")?.textContent).toBe(tooFew),
    );
    expect(calls.find((c) => c.path === "/api/create/invitation/code")?.body).toEqual({
      website_id: STORE,
      company_role: "designer",
      permissions: toEntries(roleDefaults("designer")),
      max_uses: 0,
      expires_in_days: 30,
    });
  });
});
