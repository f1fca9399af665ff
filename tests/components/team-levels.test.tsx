import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AccessLevelsSection } from "../../resources/levels/AccessLevelsSection";
import { roleDefaults, toEntries } from "../../resources/invitations/permissionSelection";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";
import { member, ownerMember, renderInAdmin, STORE } from "./team-helpers";

const level = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  website_id: STORE,
  name: "Volunteers",
  users_count: 1,
  users: [{ id: 21, name: "Val Volunteer", email: "val@example.com" }],
  created_at: "2030-01-01T00:00:00.000Z",
  ...overrides,
});

/** The text shown under an input (its aria-describedby), where a form puts the field's error. */
const besideField = (input: HTMLElement) =>
  document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;

describe("access levels", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("creates a level, requiring a name first", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/levels": () => ({ body: [] }),
      "POST /api/create/level": () => ({
        status: 201,
        body: level({ id: 4, name: "Coaches", users_count: 0, users: [] }),
      }),
    });
    renderInAdmin(<AccessLevelsSection websiteId={STORE} />);
    expect(await screen.findByText("No access levels yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create level" }));
    expect(await screen.findByText("This element is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Level name"), { target: { value: "Coaches" } });
    fireEvent.click(screen.getByRole("button", { name: "Create level" }));
    expect(await screen.findByRole("article", { name: "Coaches" })).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/create/level")?.body).toEqual({
      website_id: STORE,
      name: "Coaches",
    });
  });

  it("shows a level's users, invites them and deletes the level after confirmation", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/levels": () => ({ body: [level()] }),
      "POST /api/send/invitation/level": () => ({
        status: 201,
        body: {
          message: "Invitations sent to the users of the access level.",
          created: [9],
          skipped: [],
          user_permissions: [],
          invitations: [],
        },
      }),
      "DELETE /api/delete/level/3": () => ({ body: { message: "Access level successfully deleted" } }),
    });
    renderInAdmin(<AccessLevelsSection websiteId={STORE} />);
    const card = await screen.findByRole("article", { name: "Volunteers" });
    expect(within(card).getByText("Val Volunteer")).toBeTruthy();
    expect(within(card).getByText("1 user")).toBeTruthy();

    fireEvent.click(within(card).getByRole("button", { name: "Send invitation" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite the users of Volunteers" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitations sent to the users of the access level.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/send/invitation/level")?.body).toMatchObject({
      level_id: 3,
      website_id: STORE,
      company_role: "client",
    });

    fireEvent.click(
      within(await screen.findByRole("article", { name: "Volunteers" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(
      await screen.findByText("Delete the access level Volunteers? Its users keep their accounts."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Volunteers" })).toBeNull());
    expect(calls.filter((c) => c.method === "DELETE" && c.path === "/api/delete/level/3")).toHaveLength(1);
  });

  it("adds one of the store's users to a level", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/levels": () => ({ body: [level()] }),
      "GET /api/permissions": () => ({
        body: { user_permissions: [ownerMember, member()], invitations: [] },
      }),
      "POST /api/users/level": () => ({
        body: {
          ...level({
            users_count: 2,
            users: [...level().users, { id: 11, name: "Dana Designer", email: "dana@example.com" }],
          }),
          added: 1,
        },
      }),
    });
    renderInAdmin(<AccessLevelsSection websiteId={STORE} />);
    const card = await screen.findByRole("article", { name: "Volunteers" });
    fireEvent.mouseDown(await within(card).findByRole("combobox", { name: "Store user" }));
    fireEvent.click(await screen.findByRole("option", { name: "Dana Designer (dana@example.com)" }));
    fireEvent.click(within(card).getByRole("button", { name: "Add to level" }));
    expect(await within(card).findByText("Dana Designer")).toBeTruthy();
    expect(within(card).getByText("2 users")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/users/level")?.body).toEqual({ level_id: 3, user_ids: [11] });
  });

  it("shows the server's refusal of a level name beside the field, and keeps the name typed", async () => {
    const taken = "An access level with this name already exists.";
    answerApi({
      ...unwatched,
      "GET /api/levels": () => ({ body: [] }),
      "POST /api/create/level": () => ({ status: 422, body: { message: taken, errors: { name: taken } } }),
    });
    renderInAdmin(<AccessLevelsSection websiteId={STORE} />);
    expect(await screen.findByText("No access levels yet.")).toBeTruthy();
    const name = screen.getByLabelText("Level name");
    fireEvent.change(name, { target: { value: "Coaches" } });
    fireEvent.click(screen.getByRole("button", { name: "Create level" }));
    await waitFor(() => expect(besideField(screen.getByLabelText("Level name"))).toBe(taken));
    expect(screen.getByLabelText("Level name")).toHaveProperty("value", "Coaches");
  });

  it("adds a user by address (as the server reads it), checking the address first", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/levels": () => ({ body: [level()] }),
      "POST /api/create/user/level": () => ({
        body: {
          ...level({
            users_count: 2,
            users: [...level().users, { id: 11, name: "Dana Designer", email: "dana@example.com" }],
          }),
          added: 1,
        },
      }),
    });
    renderInAdmin(<AccessLevelsSection websiteId={STORE} />);
    const card = await screen.findByRole("article", { name: "Volunteers" });
    const address = () => within(card).getByLabelText("User's email");
    fireEvent.click(within(card).getByRole("button", { name: "Add user" }));
    await waitFor(() => expect(besideField(address())).toBe("This element is required"));
    fireEvent.change(address(), { target: { value: "not an address" } });
    fireEvent.click(within(card).getByRole("button", { name: "Add user" }));
    await waitFor(() => expect(besideField(address())).toBe("E-mail must be valid"));
    fireEvent.change(address(), { target: { value: " Dana@Example.com " } });
    fireEvent.click(within(card).getByRole("button", { name: "Add user" }));
    expect(await screen.findByText("User added to the access level")).toBeTruthy();
    expect(await within(card).findByText("Dana Designer")).toBeTruthy();
    await waitFor(() => expect(address()).toHaveProperty("value", ""));
    expect(besideField(address())).toBeFalsy();
    expect(calls.find((c) => c.path === "/api/create/user/level")?.body).toEqual({
      level_id: 3,
      email: "dana@example.com",
    });
  });

  it("shows the server's refusal of an address beside the field", async () => {
    const unknown = "No user with this e-mail address.";
    answerApi({
      ...unwatched,
      "GET /api/levels": () => ({ body: [level()] }),
      "POST /api/create/user/level": () => ({
        status: 422,
        body: { message: unknown, errors: { email: unknown } },
      }),
    });
    renderInAdmin(<AccessLevelsSection websiteId={STORE} />);
    const card = await screen.findByRole("article", { name: "Volunteers" });
    fireEvent.change(within(card).getByLabelText("User's email"), {
      target: { value: "nobody@example.com" },
    });
    fireEvent.click(within(card).getByRole("button", { name: "Add user" }));
    await waitFor(() => expect(besideField(within(card).getByLabelText("User's email"))).toBe(unknown));
    expect(within(card).getByLabelText("User's email")).toHaveProperty("value", "nobody@example.com");
  });

  it("invites a level with the role's default permissions, and shows a refused role beside the role", async () => {
    const refused = "The selected role is invalid.";
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/levels": () => ({ body: [level()] }),
      "POST /api/send/invitation/level": () => ({
        status: 422,
        body: { message: "The given data was invalid.", errors: { company_role: refused } },
      }),
    });
    renderInAdmin(<AccessLevelsSection websiteId={STORE} />);
    const card = await screen.findByRole("article", { name: "Volunteers" });
    fireEvent.click(within(card).getByRole("button", { name: "Send invitation" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite the users of Volunteers" });
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Role" }));
    fireEvent.click(await screen.findByRole("option", { name: "Designer" }));
    fireEvent.click(within(dialog).getByLabelText("Store owner"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(calls.find((c) => c.path === "/api/send/invitation/level")?.body).toEqual({
      level_id: 3,
      website_id: STORE,
      company_role: "designer",
      store_owner: 1,
      permissions: toEntries(roleDefaults("designer")),
    });
  });
});
