import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Contact } from "../../domain/contracts/contacts";
import type { UserDto } from "../../domain/api";
import { resetBrowserState } from "./reset";
import { acme, callsTo, openApp, STORE, stubShell, users } from "./shell-helpers";
import type { ApiCall } from "./api";

const betty: Contact = {
  id: 12,
  website_id: STORE,
  name: "Betty Williams",
  city: "Phoenix",
  postal: null,
  street: null,
  phone: null,
  email: "betty@example.org",
  lang: null,
  comment: null,
  tags: [],
  created_at: "2025-01-01T00:00:00.000Z",
  version: 1,
};
const dora: Contact = { ...betty, id: 20, name: "Dora Diaz", city: "Austin", email: null };

type Handler = (call: ApiCall) => { status?: number; body?: unknown };

function stubContacts(user: UserDto, extra: Record<string, Handler> = {}) {
  return stubShell(user, [acme], {
    "GET /api/bread/Contact": () => ({ body: [betty], headers: { "Content-Range": "contact 0-0/1" } }),
    "GET /api/bread/Contact/12": () => ({ body: betty }),
    "GET /api/bread/Contact/20": () => ({ body: dora }),
    ...extra,
  });
}

async function openDrawer(user: UserDto) {
  openApp(user, "/notifications");
  fireEvent.click(await screen.findByRole("button", { name: "Contacts" }, { timeout: 8000 }));
  const drawer = await screen.findByRole("presentation", {}, { timeout: 8000 });
  await within(drawer).findByText("Betty Williams", {}, { timeout: 8000 });
  return drawer;
}

describe("creating and deleting contacts in the contacts drawer", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/contacts/ContactsDrawer");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("creates a contact in the active store and opens it", async () => {
    const { calls } = stubContacts(users.owner, {
      "POST /api/bread/Contact": () => ({ status: 201, body: dora }),
    });
    const drawer = await openDrawer(users.owner);
    fireEvent.click(within(drawer).getByRole("button", { name: "New contact" }));
    fireEvent.change(await within(drawer).findByLabelText(/^Name/), { target: { value: "Dora Diaz" } });
    fireEvent.change(within(drawer).getByLabelText("City"), { target: { value: "Austin" } });
    fireEvent.click(within(drawer).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Contact added.", {}, { timeout: 8000 })).toBeTruthy();
    expect(await within(drawer).findByRole("heading", { name: "Dora Diaz" })).toBeTruthy();
    const sent = callsTo(calls, "POST", "/api/bread/Contact")[0]!;
    expect(sent.body).toEqual({
      name: "Dora Diaz",
      city: "Austin",
      postal: null,
      street: null,
      phone: null,
      email: null,
      lang: null,
      comment: null,
      tags: [],
    });
    expect(sent.headers.get("X-Website-Id")).toBe(String(STORE));
  });

  it("deletes a contact after a confirmation that names it", async () => {
    let deleted = false;
    const { calls } = stubContacts(users.owner, {
      "DELETE /api/bread/Contact/12": () => {
        deleted = true;
        return { body: betty };
      },
      "GET /api/bread/Contact": () => ({
        body: deleted ? [] : [betty],
        headers: { "Content-Range": deleted ? "contact 0-0/0" : "contact 0-0/1" },
      }),
    });
    const drawer = await openDrawer(users.owner);
    fireEvent.click(within(drawer).getByText("Betty Williams"));
    fireEvent.click(
      await within(drawer).findByRole("button", { name: "Delete Betty Williams" }, { timeout: 8000 }),
    );

    const dialog = await screen.findByRole("dialog", { name: "Delete contact" }, { timeout: 8000 });
    expect(dialog.textContent).toContain("Delete the contact Betty Williams? This cannot be undone.");
    fireEvent.click(within(dialog).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete contact" })).toBeNull(), {
      timeout: 8000,
    });
    expect(callsTo(calls, "DELETE", "/api/bread/Contact/12")).toEqual([]);

    fireEvent.click(
      await within(drawer).findByRole("button", { name: "Delete Betty Williams" }, { timeout: 8000 }),
    );
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete contact" }, { timeout: 8000 })).getByRole(
        "button",
        {
          name: "Yes",
        },
      ),
    );
    expect(await screen.findByText("Betty Williams deleted.", {}, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, "DELETE", "/api/bread/Contact/12")).toHaveLength(1);
    expect(await within(drawer).findByText("No contacts found.", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("offers neither to a member who reads contacts without full admin access, as the server refuses them", async () => {
    stubContacts(users.salesperson);
    const drawer = await openDrawer(users.salesperson);
    expect(within(drawer).queryByRole("button", { name: "New contact" })).toBeNull();
    fireEvent.click(within(drawer).getByText("Betty Williams"));
    await within(drawer).findByText("betty@example.org", {}, { timeout: 8000 });
    expect(within(drawer).queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(within(drawer).queryByRole("button", { name: "Edit" })).toBeNull();
  });
});
