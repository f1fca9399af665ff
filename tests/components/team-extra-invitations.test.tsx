import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StoreInvitations as InvitationsSection } from "../../resources/invitations/StoreInvitations";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";
import { invitation, member, ownerMember, renderInAdmin, STORE, invitationRows } from "./team-helpers";

const team = { user_permissions: [ownerMember, member()], invitations: [] };

async function openInviteDialog() {
  renderInAdmin(<InvitationsSection websiteId={STORE} />);
  fireEvent.click(screen.getByRole("button", { name: "Invite" }));
  return screen.findByRole("dialog", { name: "Invite to the store" });
}

describe("Store Users: several addresses and the mail preview", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("invites several addresses at once through send/invitation, repeats dropped", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/bread/Invitation": () => invitationRows([]),
      "POST /api/send/invitation": () => ({
        status: 201,
        body: { ...team, message: "The invitation has been sent.", created: [5, 6] },
      }),
    });
    const dialog = await openInviteDialog();
    expect(
      within(dialog).getByText("Several people? Separate their addresses with commas or spaces."),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Email"), {
      target: { value: "one@example.com, two@example.com;\none@example.com" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("The invitation has been sent.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Invite to the store" })).toBeNull());
    const sent = calls.find((c) => c.path === "/api/send/invitation");
    expect(sent?.body).toMatchObject({
      website_id: STORE,
      emails: ["one@example.com", "two@example.com"],
      company_role: "designer",
    });
    expect(calls.filter((c) => c.path === "/api/create/invitation")).toHaveLength(0);
  });

  it("names the address the email rule refuses and sends nothing", async () => {
    const { calls } = answerApi({ ...unwatched, "GET /api/bread/Invitation": () => invitationRows([]) });
    const dialog = await openInviteDialog();
    fireEvent.change(within(dialog).getByLabelText("Email"), {
      target: { value: "one@example.com two-at-example" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("two-at-example: E-mail must be valid")).toBeTruthy();
    expect(within(dialog).getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("shows the server's refusal of the list at the address field", async () => {
    answerApi({
      ...unwatched,
      "GET /api/bread/Invitation": () => invitationRows([]),
      "POST /api/send/invitation": () => ({
        status: 409,
        body: {
          message: "This email address has already been invited to this store.",
          errors: { email: "This email address has already been invited to this store." },
        },
      }),
    });
    const dialog = await openInviteDialog();
    fireEvent.change(within(dialog).getByLabelText("Email"), {
      target: { value: "one@example.com,two@example.com" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(
      await within(dialog).findByText("This email address has already been invited to this store."),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("previews the mail a resend sends, then sends it from the preview", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/bread/Invitation": () => invitationRows([invitation()]),
      "GET /api/resend/invitation/mail": () => ({
        body: {
          to: "new@example.com",
          subject: "Olivia Owner invited you to Acme Merch",
          text: "Olivia Owner invited you to join Acme Merch as Designer.\n\nAccept: …",
          html: "<p>ignored</p>",
        },
      }),
      "POST /api/resend/invitation": () => ({
        body: { ...team, message: "The invitation has been sent again." },
      }),
    });
    renderInAdmin(<InvitationsSection websiteId={STORE} />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Preview the invitation mail to new@example.com" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "The invitation mail" });
    expect(await within(dialog).findByText("Olivia Owner invited you to Acme Merch")).toBeTruthy();
    expect(within(dialog).getByText("new@example.com")).toBeTruthy();
    expect(within(dialog).getByText(/invited you to join Acme Merch as Designer/)).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/resend/invitation/mail")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/resend/invitation")).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Send again" }));
    expect(await screen.findByText("The invitation has been sent again.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "The invitation mail" })).toBeNull());
    expect(calls.find((c) => c.path === "/api/resend/invitation")?.body).toEqual({ id: 5 });
  });

  it("says so when the preview cannot be loaded, and cannot send from it", async () => {
    answerApi({
      ...unwatched,
      "GET /api/bread/Invitation": () => invitationRows([invitation()]),
      "GET /api/resend/invitation/mail": () => ({ status: 404, body: { message: "Not found." } }),
    });
    renderInAdmin(<InvitationsSection websiteId={STORE} />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Preview the invitation mail to new@example.com" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "The invitation mail" });
    expect(await within(dialog).findByText("We couldn't load the mail preview.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Send again" }).hasAttribute("disabled")).toBe(true);
  });
});
