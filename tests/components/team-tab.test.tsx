import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StoreUsersTab } from "../../resources/invitations/store-users/StoreUsersTab";
import { resetBrowserState } from "./reset";
import { answerApi, type Handlers } from "./api";
import { unwatched } from "./unwatched-answers";
import { makeUser } from "./fixtures";
import { emptyPage, member, ownerMember, renderInAdmin, STORE, invitationRows } from "./team-helpers";

const request = {
  id: 8,
  name: "Rita Runner",
  email: "rita@example.com",
  company: "Run Club",
  message: "Let me in",
  website_id: STORE,
  status: "pending",
  created_at: "2030-01-01T00:00:00.000Z",
};

function stubTab(handlers: Handlers = {}) {
  return answerApi({
    ...unwatched,
    "GET /api/permissions": () => ({ body: { user_permissions: [ownerMember, member()], invitations: [] } }),
    "GET /api/bread/Invitation": () => invitationRows([]),
    "GET /api/get/shop/requests/7": () => ({ body: { ...emptyPage, total: 1, data: [request] } }),
    "GET /api/websites/7": () => ({
      body: { id: STORE, whitelist_emails: [{ id: 1, domain: "acme.test" }], whitelisted_emails_total: 0 },
    }),
    "GET /api/websites/7/whitelisted-emails": () => ({
      body: { ...emptyPage, per_page: 50, total: 1, data: [{ id: 2, email: "ann@acme.test", name: "Ann" }] },
    }),
    ...handlers,
  });
}

/** The text shown under an input (its aria-describedby), where a form puts the field's error. */
const besideField = (input: HTMLElement) =>
  document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;

describe("Store Users tab", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows the team, requests, codes and whitelist, with the role help at hand", async () => {
    stubTab();
    renderInAdmin(<StoreUsersTab websiteId={STORE} />);
    expect(await screen.findByText("Dana Designer")).toBeTruthy();
    for (const title of ["Store users", "Invitations", "Requests to join", "Invitation codes", "Whitelist"])
      expect(screen.getByRole("region", { name: title })).toBeTruthy();
    expect(await screen.findByText("Rita Runner")).toBeTruthy();
    expect(await screen.findByText("acme.test")).toBeTruthy();
    expect(await screen.findByText("ann@acme.test")).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Store users" })).getByRole("button", {
        name: "Roles and permissions",
      }),
    ).toBeTruthy();
  });

  it("accepts a request to join, and adds a whitelist domain to the list", async () => {
    const { calls } = stubTab({
      "PUT /api/change/request/status": () => ({
        body: {
          message: "Request accepted: the invitation has been sent.",
          request: { ...request, status: "accepted" },
          invitation_id: 3,
        },
      }),
      "POST /api/websites/whitelisted/emails/7": () => ({
        body: {
          message: "Whitelist successfully updated",
          whitelist_emails: ["acme.test", "club.test"],
          whitelisted_emails_total: 1,
        },
      }),
    });
    renderInAdmin(<StoreUsersTab websiteId={STORE} />);
    const requests = screen.getByRole("region", { name: "Requests to join" });
    fireEvent.click(await within(requests).findByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Request accepted: the invitation has been sent.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/change/request/status")?.body).toEqual({
      id: 8,
      status: "accepted",
    });

    const whitelist = screen.getByRole("region", { name: "Whitelist" });
    await within(whitelist).findByText("acme.test");
    fireEvent.change(within(whitelist).getByLabelText("Domain"), { target: { value: "club.test" } });
    fireEvent.click(within(whitelist).getByRole("button", { name: "Add domain" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/websites/whitelisted/emails/7")?.body).toEqual({
        whitelist_emails: ["acme.test", "club.test"],
      }),
    );
  });

  it("platform admins also answer requests for the platform, inviting the person to this store", async () => {
    const admin = makeUser({ id: 1, name: "Ada Admin", role_id: 1, is_admin: true });
    const platformRequest = {
      ...request,
      id: 9,
      name: "Pat Platform",
      email: "pat@example.com",
      website_id: null,
    };
    const { calls } = stubTab({
      "GET /api/admin/invitation/requests": () => ({
        body: { ...emptyPage, total: 1, data: [platformRequest] },
      }),
      "PUT /api/change/request/status": () => ({
        body: {
          message: "Request accepted: the invitation has been sent.",
          request: { ...platformRequest, status: "accepted" },
          invitation_id: 4,
        },
      }),
    });
    renderInAdmin(<StoreUsersTab websiteId={STORE} />, admin);
    const requests = screen.getByRole("region", { name: "Requests to join" });
    fireEvent.click(await within(requests).findByRole("tab", { name: "Platform" }));
    expect(await within(requests).findByText("Pat Platform")).toBeTruthy();
    fireEvent.click(within(requests).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Request accepted: the invitation has been sent.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/change/request/status")?.body).toEqual({
      id: 9,
      status: "accepted",
      website_id: STORE,
    });
  });

  it("store managers see no platform requests", async () => {
    const { calls } = stubTab();
    renderInAdmin(<StoreUsersTab websiteId={STORE} />);
    expect(await screen.findByText("Rita Runner")).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Platform" })).toBeNull();
    expect(calls.filter((c) => c.path === "/api/admin/invitation/requests")).toHaveLength(0);
  });

  it("whitelist: asks for a domain, and shows the server's refusal beside the domain field", async () => {
    const invalid = "The domain is invalid.";
    stubTab({
      "POST /api/websites/whitelisted/emails/7": () => ({
        status: 422,
        body: { message: invalid, errors: { "whitelist_emails.1": invalid } },
      }),
    });
    renderInAdmin(<StoreUsersTab websiteId={STORE} />);
    const whitelist = screen.getByRole("region", { name: "Whitelist" });
    await within(whitelist).findByText("acme.test");
    const domain = () => within(whitelist).getByLabelText("Domain");
    fireEvent.click(within(whitelist).getByRole("button", { name: "Add domain" }));
    await waitFor(() => expect(besideField(domain())).toBe("This element is required"));
    fireEvent.change(domain(), { target: { value: "not a domain" } });
    fireEvent.click(within(whitelist).getByRole("button", { name: "Add domain" }));
    await waitFor(() => expect(besideField(domain())).toBe(invalid));
    expect(domain()).toHaveProperty("value", "not a domain");
  });

  it("whitelist: adds a user (address as the server reads it, empty name as none), a refusal beside the address", async () => {
    const taken = "The e-mail has already been taken.";
    let answer = 0;
    const { calls } = stubTab({
      "POST /api/websites/whitelisted/emails/7": () =>
        answer++ === 0
          ? { status: 422, body: { message: taken, errors: { "whitelisted_emails.0.email": taken } } }
          : {
              body: {
                message: "Whitelist successfully updated",
                whitelist_emails: ["acme.test"],
                whitelisted_emails_total: 2,
              },
            },
    });
    renderInAdmin(<StoreUsersTab websiteId={STORE} />);
    const whitelist = screen.getByRole("region", { name: "Whitelist" });
    await within(whitelist).findByText("ann@acme.test");
    const address = () => within(whitelist).getByLabelText("Email");
    fireEvent.click(within(whitelist).getByRole("button", { name: "Add user" }));
    await waitFor(() => expect(besideField(address())).toBe("This element is required"));
    fireEvent.change(address(), { target: { value: " Bob@Acme.test " } });
    fireEvent.click(within(whitelist).getByRole("button", { name: "Add user" }));
    await waitFor(() => expect(besideField(address())).toBe(taken));
    fireEvent.click(within(whitelist).getByRole("button", { name: "Add user" }));
    await waitFor(() => expect(address()).toHaveProperty("value", ""));
    expect(calls.filter((c) => c.path === "/api/websites/whitelisted/emails/7").map((c) => c.body)).toEqual([
      { whitelisted_emails: [{ email: "bob@acme.test", name: null }] },
      { whitelisted_emails: [{ email: "bob@acme.test", name: null }] },
    ]);
  });
});
