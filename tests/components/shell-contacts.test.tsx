import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Contact } from "../../domain/contracts/contacts";
import pl from "../../src/i18n/pl";
import { resetBrowserState } from "./reset";
import { acme, callsTo, openApp, STORE, stubShell, users } from "./shell-helpers";
import type { ApiCall } from "./api";

const contact = (id: number, name: string, extra: Partial<Contact> = {}): Contact => ({
  id,
  website_id: STORE,
  name,
  city: "Phoenix",
  postal: "85026",
  street: "3473 Main St",
  phone: "+1 825-555-0175",
  email: `${name.split(" ")[0]!.toLowerCase()}@example.org`,
  lang: "PL",
  comment: "Prefers invoices by email.",
  tags: ["regular_customer", "vip"],
  created_at: "2025-01-01T00:00:00.000Z",
  version: 1,
  ...extra,
});

const betty = contact(12, "Betty Williams");
const charles = contact(14, "Charles Anderson", { tags: ["seller"], city: "Seattle" });

function stubContacts(extra: Record<string, (call: ApiCall) => { status?: number; body?: unknown }> = {}) {
  return stubShell(users.owner, [acme], {
    "GET /api/bread/Contact": () => ({
      body: [betty, charles],
      headers: { "Content-Range": "contact 0-1/2" },
    }),
    "GET /api/bread/Contact/12": () => ({ body: betty }),
    ...extra,
  });
}

async function openDrawer() {
  openApp(users.owner, "/notifications");
  fireEvent.click(await screen.findByRole("button", { name: "Contacts" }, { timeout: 8000 }));
  return screen.findByRole("presentation", {}, { timeout: 8000 });
}

describe("contacts drawer", { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/contacts/ContactsDrawer");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("goes from the list to a contact and back", async () => {
    const { calls } = stubContacts();
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByText("Betty Williams", {}, { timeout: 8000 }));

    expect(await within(drawer).findByText("betty@example.org")).toBeTruthy();
    expect(within(drawer).getByText("3473 Main St, 85026 Phoenix")).toBeTruthy();
    expect(within(drawer).getByText("Regular customer")).toBeTruthy();
    expect(within(drawer).queryByText("Charles Anderson")).toBeNull();

    fireEvent.click(within(drawer).getByRole("button", { name: "Back to the list" }));
    expect(await within(drawer).findByText("Charles Anderson")).toBeTruthy();
    expect(callsTo(calls, "GET", "/api/bread/Contact")[0]?.headers.get("X-Website-Id")).toBe(String(STORE));
  });

  it("searches after the typing stops", async () => {
    const { calls } = stubContacts();
    const drawer = await openDrawer();
    await within(drawer).findByText("Betty Williams", {}, { timeout: 8000 });
    const before = callsTo(calls, "GET", "/api/bread/Contact").length;
    fireEvent.change(within(drawer).getByRole("textbox", { name: "Search contacts" }), {
      target: { value: "bet" },
    });
    // 700 ms debounce: nothing yet, then one search.
    expect(callsTo(calls, "GET", "/api/bread/Contact")).toHaveLength(before);
    await waitFor(() => expect(callsTo(calls, "GET", "/api/bread/Contact")).toHaveLength(before + 1), {
      timeout: 3000,
    });
  });

  it("edits a contact with a PUT of the whole record", async () => {
    const { calls } = stubContacts({
      "PUT /api/bread/Contact/12": (call) => ({ body: { ...betty, ...(call.body as object) } }),
    });
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByText("Betty Williams", {}, { timeout: 8000 }));
    await within(drawer).findByText("betty@example.org");
    fireEvent.click(await within(drawer).findByRole("button", { name: "Edit" }));
    fireEvent.change(await within(drawer).findByLabelText("City"), { target: { value: "Tucson" } });
    fireEvent.click(within(drawer).getByLabelText("Seller"));
    fireEvent.click(within(drawer).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Contact saved.")).toBeTruthy();
    expect(callsTo(calls, "PUT", "/api/bread/Contact/12")[0]?.body).toEqual({
      name: "Betty Williams",
      city: "Tucson",
      postal: "85026",
      street: "3473 Main St",
      phone: "+1 825-555-0175",
      email: "betty@example.org",
      lang: "PL",
      comment: "Prefers invoices by email.",
      // The contact schema keeps tags sorted and unique, as the server stores them.
      tags: ["regular_customer", "seller", "vip"],
    });
  });

  it("tells the user when the contacts cannot be loaded", async () => {
    stubShell(users.owner, [acme], {
      "GET /api/bread/Contact": () => ({ status: 500, body: { message: "boom" } }),
    });
    await openDrawer();
    expect(
      (await screen.findAllByText("We couldn't load the contacts.", {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
    expect((pl.app as { shell: { contacts: { load_error: string } } }).shell.contacts.load_error).toBe(
      "Nie udało się pobrać kontaktów",
    );
  });

  it("requires name and content before sending a message, then sends it", async () => {
    const { calls } = stubContacts({ "POST /api/message": () => ({ body: { message: "sent" } }) });
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole("tab", { name: "Send a message" }));
    fireEvent.click(await within(drawer).findByRole("button", { name: "Send" }));
    expect(await within(drawer).findAllByText("This element is required")).toHaveLength(2);
    expect(callsTo(calls, "POST", "/api/message")).toEqual([]);

    fireEvent.change(within(drawer).getByLabelText(/Your name/), { target: { value: "Olivia" } });
    fireEvent.change(within(drawer).getByLabelText(/Message/), { target: { value: "Hello!" } });
    fireEvent.click(within(drawer).getByRole("button", { name: "Send" }));
    // The "form is not valid" message from the first try is shown first, for its 4 s.
    expect(await screen.findByText("Your message has been sent.", {}, { timeout: 6000 })).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/message")[0]?.body).toEqual({ name: "Olivia", content: "Hello!" });
  });
});
