import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MembersSection } from "../../resources/invitations/store-users/MembersSection";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";
import { member, ownerMember, renderInAdmin, STORE } from "./team-helpers";
import { PERMISSION_TYPES } from "../../domain/permissions";

const team = { user_permissions: [ownerMember, member()], invitations: [] };

describe("Store Users: members", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists members with role and permissions; the owner has no actions", async () => {
    answerApi({ ...unwatched, "GET /api/permissions": () => ({ body: team }) });
    renderInAdmin(<MembersSection websiteId={STORE} />);
    expect(await screen.findByText("Dana Designer")).toBeTruthy();
    expect(screen.getByText("Store owner")).toBeTruthy();
    expect(screen.getByText("Designer")).toBeTruthy();
    expect(screen.getByText("Edit store design")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove Olivia Owner from the store" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove Dana Designer from the store" })).toBeTruthy();
  });

  it("saves every permission with its value, and shows the server's refusal in the dialog", async () => {
    let refuse = true;
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/permissions": () => ({ body: team }),
      "POST /api/update/permission": () =>
        refuse
          ? { status: 403, body: { message: "You cannot give a permission you do not hold yourself." } }
          : {
              body: {
                ...team,
                user_permissions: [ownerMember, member({ granted: [...ownerMember.granted] })],
              },
            },
    });
    renderInAdmin(<MembersSection websiteId={STORE} />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit permissions of Dana Designer" }));
    const dialog = await screen.findByRole("dialog", { name: "Permissions of Dana Designer" });
    const box = (name: string) => within(dialog).getByRole("checkbox", { name }) as HTMLInputElement;
    expect(box("Edit store design").checked).toBe(true);
    expect(box("Edit settings").checked).toBe(false);
    fireEvent.click(box("Full admin access"));
    expect(box("Edit settings").checked).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "You cannot give a permission you do not hold yourself.",
    );
    const body = calls.find((c) => c.path === "/api/update/permission")?.body as {
      website_id: number;
      user_id: number;
      company_role: string;
      permissions: { type: string; value: number }[];
    };
    expect(body).toMatchObject({ website_id: STORE, user_id: 11, company_role: "designer" });
    expect(body.permissions.every((p) => p.value === 1)).toBe(true);
    expect(body.permissions).toHaveLength(PERMISSION_TYPES.length);

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    // The error toast is still up; the dialog closing and the second call are the success.
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Permissions of Dana Designer" })).toBeNull(),
    );
    expect(calls.filter((c) => c.path === "/api/update/permission")).toHaveLength(2);
  });

  it("removes a member only after confirmation", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/permissions": () => ({ body: team }),
      "POST /api/delete/permission": () => ({ body: { ...team, user_permissions: [ownerMember] } }),
    });
    renderInAdmin(<MembersSection websiteId={STORE} />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove Dana Designer from the store" }));
    expect(
      await screen.findByText(
        "Remove Dana Designer from this store? Their role and permissions here are deleted.",
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/delete/permission")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("User removed from the store")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/delete/permission")?.body).toEqual({
      website_id: STORE,
      user_id: 11,
    });
    await waitFor(() => expect(screen.queryByText("Dana Designer")).toBeNull());
  });

  it("keeps the member's permissions on a role change, and shows a refused role beside the role", async () => {
    const refused = "You cannot give this role.";
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/permissions": () => ({ body: team }),
      "POST /api/update/permission": () => ({
        status: 422,
        body: { message: "The given data was invalid.", errors: { company_role: refused } },
      }),
    });
    renderInAdmin(<MembersSection websiteId={STORE} />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit permissions of Dana Designer" }));
    const dialog = await screen.findByRole("dialog", { name: "Permissions of Dana Designer" });
    const box = (name: string) => within(dialog).getByRole("checkbox", { name }) as HTMLInputElement;
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Role" }));
    fireEvent.click(await screen.findByRole("option", { name: "Store admin" }));
    expect(box("Edit store design").checked).toBe(true);
    expect(box("Edit settings").checked).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(calls.find((c) => c.path === "/api/update/permission")?.body).toMatchObject({
      website_id: STORE,
      user_id: 11,
      company_role: "store_admin",
    });
  });
});
