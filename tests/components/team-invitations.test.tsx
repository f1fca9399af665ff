import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PERMISSION_TYPES } from "../../domain/permissions";
import { StoreInvitations as InvitationsSection } from "../../resources/invitations/StoreInvitations";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";
import { invitation, member, ownerMember, renderInAdmin, STORE, invitationRows } from "./team-helpers";

const team = { user_permissions: [ownerMember, member()], invitations: [] };

function openInviteDialog() {
  renderInAdmin(<InvitationsSection websiteId={STORE} />);
  fireEvent.click(screen.getByRole("button", { name: "Invite" }));
  return screen.findByRole("dialog", { name: "Invite to the store" });
}

describe("Store Users: invitations", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows the email rule at the field and sends nothing for a bad address", async () => {
    const { calls } = answerApi({ ...unwatched, "GET /api/bread/Invitation": () => invitationRows([]) });
    const dialog = await openInviteDialog();
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "not-an-email" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("E-mail must be valid")).toBeTruthy();
    expect(within(dialog).getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.path === "/api/create/invitation")).toHaveLength(0);
    // The error is said at the field; no toast says it again (on a phone it covered the buttons).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText("The form is not valid. Please check for errors")).toBeNull();
  });

  it("invites with the role, the store-owner flag and every permission's value, then lists it", async () => {
    let listed = false;
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/bread/Invitation": () => invitationRows(listed ? [invitation()] : []),
      "POST /api/create/invitation": () => {
        listed = true;
        return {
          status: 201,
          body: {
            ...team,
            invitations: [invitation()],
            message: "The invitation has been sent.",
            created: [5],
          },
        };
      },
    });
    const dialog = await openInviteDialog();
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "New@Example.com" } });
    fireEvent.click(within(dialog).getByLabelText("Store owner"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText("The invitation has been sent.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Invite to the store" })).toBeNull());
    const sent = calls.find((c) => c.path === "/api/create/invitation");
    expect(sent?.body).toMatchObject({
      website_id: STORE,
      email: "New@Example.com",
      company_role: "designer",
      store_owner: 1,
    });
    const permissions = (sent?.body as { permissions: { type: string; value: number }[] }).permissions;
    expect(permissions.map((p) => p.type)).toEqual([...PERMISSION_TYPES]);
    expect(permissions.find((p) => p.type === "edit_design")?.value).toBe(1);
    expect(permissions.find((p) => p.type === "edit_settings")?.value).toBe(0);
    expect(await screen.findByText("new@example.com")).toBeTruthy();
    expect(screen.getByText("Pending")).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    answerApi({
      ...unwatched,
      "GET /api/bread/Invitation": () => invitationRows([]),
      "POST /api/create/invitation": () => ({
        status: 403,
        body: { message: "You cannot give a permission you do not hold yourself." },
      }),
    });
    const dialog = await openInviteDialog();
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "new@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(
      await within(dialog).findByText("You cannot give a permission you do not hold yourself."),
    ).toBeTruthy();
  });

  it("selecting full admin access selects every permission; removing one drops full access", async () => {
    answerApi({ ...unwatched, "GET /api/bread/Invitation": () => invitationRows([]) });
    const dialog = await openInviteDialog();
    const box = (name: string) => within(dialog).getByRole("checkbox", { name }) as HTMLInputElement;
    expect(box("Edit settings").checked).toBe(false);
    fireEvent.click(box("Full admin access"));
    for (const name of [
      "Browse products",
      "Browse discounts",
      "Browse orders",
      "Order details",
      "Edit settings",
      "Dashboard",
    ])
      expect(box(name).checked).toBe(true);
    fireEvent.click(box("Edit settings"));
    expect(box("Edit settings").checked).toBe(false);
    expect(box("Full admin access").checked).toBe(false);
    expect(box("Browse orders").checked).toBe(true);
  });

  it("changes an open invitation: the address stays, a new role starts from its defaults", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/bread/Invitation": () => invitationRows([invitation({ store_owner: 1 })]),
      "POST /api/update/invitation": () => ({
        body: { ...team, invitations: [invitation()], message: "The invitation has been changed." },
      }),
    });
    renderInAdmin(<InvitationsSection websiteId={STORE} />);
    fireEvent.click(await screen.findByRole("button", { name: "Change the invitation of new@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the invitation" });
    const address = within(dialog).getByLabelText("Email") as HTMLInputElement;
    expect(address.value).toBe("new@example.com");
    expect(address.disabled).toBe(true);
    expect((within(dialog).getByLabelText("Store owner") as HTMLInputElement).checked).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Role" }));
    fireEvent.click(await screen.findByRole("option", { name: /^Salesperson/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.find((c) => c.path === "/api/update/invitation")).toBeDefined());
    const sent = calls.find((c) => c.path === "/api/update/invitation")?.body as {
      id: number;
      company_role: string;
      store_owner: number;
      permissions: { type: string; value: number }[];
    };
    expect(sent).toMatchObject({ id: 5, company_role: "salesperson", store_owner: 1 });
    expect(sent.permissions.filter((p) => p.value === 1).map((p) => p.type)).toEqual(
      PERMISSION_TYPES.filter((type) =>
        ["browse_dashboard", "browse_orders", "browse_single_order"].includes(type),
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change the invitation" })).toBeNull());
  });

  it("resends and deletes an invitation, deleting only after confirmation", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/bread/Invitation": () => invitationRows([invitation()]),
      "POST /api/resend/invitation": () => ({
        body: { ...team, message: "The invitation has been sent again." },
      }),
      "POST /api/delete/invitation": () => ({
        body: { ...team, message: "The invitation has been deleted." },
      }),
    });
    renderInAdmin(<InvitationsSection websiteId={STORE} />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Send the invitation to new@example.com again" }),
    );
    expect(await screen.findByText("The invitation has been sent again.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/resend/invitation")?.body).toEqual({ id: 5 });

    fireEvent.click(screen.getByRole("button", { name: "Delete the invitation of new@example.com" }));
    expect(
      await screen.findByText("Delete the invitation of new@example.com? Its link stops working."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/delete/invitation")).toHaveLength(0));
    fireEvent.click(await screen.findByRole("button", { name: "Delete the invitation of new@example.com" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    // react-admin shows one toast at a time: this one follows when the resend's toast hides.
    expect(await screen.findByText("The invitation has been deleted.", {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/delete/invitation")?.body).toEqual({ id: 5 });
  });
});
