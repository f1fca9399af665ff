import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INVITATION_MSG } from "../../domain/invitations";
import { getToken } from "../../providers/session";
import { App } from "../../src/App";
import { makeUser } from "./fixtures";
import { holdAnswers } from "./api";
import { resetBrowserState } from "./reset";
import { appPath, callsTo, openApp, stubShell, users } from "./shell-helpers";

const invitee = makeUser({ id: 20, name: "Ivy Invitee", email: "ivy@example.com", user_websites: [7] });
const accepted = () => ({ body: { user: invitee, access_token: "invitee-token" } });
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const answerable = {
  "POST /api/invitation/check": () => ({ body: { website_name: "Oscar's Tees", needs_account: false } }),
};
const refused = () => ({
  status: 422,
  body: { message: INVITATION_MSG.invalidOrExpired, errors: { token: INVITATION_MSG.invalidOrExpired } },
});

function openInvitation(token = "mail-token") {
  window.history.replaceState(null, "", `/app/invitation/accept?token=${token}`);
  return render(<App />);
}

describe("/invitation/accept", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../custom-pages/invitation/AcceptInvitationPage"),
      import("../../custom-pages/dashboard/StoreDashboard"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("accepts for an existing account, signs the invitee in and leaves the page", async () => {
    const { calls } = stubShell(invitee, undefined, {
      ...answerable,
      "POST /api/accept/invitation": accepted,
    });
    openInvitation();

    expect(await screen.findByRole("heading", { name: "You're invited" }, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));

    await eventually(() => expect(appPath()).not.toBe("/invitation/accept"));
    expect(getToken()).toBe("invitee-token");
    expect(callsTo(calls, "POST", "/api/accept/invitation")[0]?.body).toEqual({ token: "mail-token" });
  });

  it("replaces the session of a signed-in user", async () => {
    stubShell(invitee, undefined, { ...answerable, "POST /api/accept/invitation": accepted });
    openApp(users.owner, "/invitation/accept?token=mail-token");
    fireEvent.click(await screen.findByRole("button", { name: "Accept" }, { timeout: 8000 }));
    await eventually(() => expect(getToken()).toBe("invitee-token"));
    await eventually(() => expect(appPath()).not.toBe("/invitation/accept"));
  });

  it("asks a new invitee for a name and password, then sends them along", async () => {
    const { calls } = stubShell(invitee, undefined, {
      ...answerable,
      "POST /api/accept/invitation": (call) =>
        (call.body as { password?: string }).password === undefined
          ? {
              status: 422,
              body: {
                message: "This element is required",
                errors: { name: "This element is required", password: "This element is required" },
              },
            }
          : accepted(),
    });
    openInvitation();

    fireEvent.click(await screen.findByRole("button", { name: "Accept" }, { timeout: 8000 }));
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: "Ivy Invitee" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "long-password" } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: "long-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account and accept" }));

    await eventually(() => expect(getToken()).toBe("invitee-token"));
    expect(callsTo(calls, "POST", "/api/accept/invitation")[1]?.body).toEqual({
      token: "mail-token",
      name: "Ivy Invitee",
      password: "long-password",
      password_confirmation: "long-password",
    });
  });

  it("declines and shows the server's message", async () => {
    const { calls } = stubShell(invitee, undefined, {
      ...answerable,
      "POST /api/decline/invitation": () => ({ body: { message: INVITATION_MSG.declined } }),
    });
    openInvitation();
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }, { timeout: 8000 }));
    expect(await screen.findByText(INVITATION_MSG.declined)).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/decline/invitation")[0]?.body).toEqual({ token: "mail-token" });
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(getToken()).toBeNull();
  });

  it("names the store it invites to", async () => {
    stubShell(invitee, undefined, answerable);
    openInvitation();
    expect(
      await screen.findByText(/join the team of the store Oscar's Tees/, {}, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it("checks the link first and shows only that a used or bogus one is invalid", async () => {
    const { calls } = stubShell(invitee, undefined, {
      "POST /api/invitation/check": refused,
    });
    // Hold the check's answer until the loading state has been seen.
    const answer = holdAnswers("POST /api/invitation/check");
    openInvitation("used-token");

    expect(
      await screen.findByRole("progressbar", { name: "Checking the invitation…" }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
    await eventually(() => expect(callsTo(calls, "POST", "/api/invitation/check")).toHaveLength(1));
    answer();

    expect((await screen.findByRole("alert")).textContent).toContain(INVITATION_MSG.invalidOrExpired);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the app" })).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/invitation/check")[0]?.body).toEqual({ token: "used-token" });
    expect(callsTo(calls, "POST", "/api/accept/invitation")).toEqual([]);
  });

  it("shows the server's message when the invitation is answered elsewhere meanwhile", async () => {
    stubShell(invitee, undefined, {
      ...answerable,
      "POST /api/accept/invitation": refused,
    });
    openInvitation("stale");
    fireEvent.click(await screen.findByRole("button", { name: "Accept" }, { timeout: 8000 }));
    expect((await screen.findByRole("alert")).textContent).toContain(INVITATION_MSG.invalidOrExpired);
    expect(getToken()).toBeNull();
  });
});
