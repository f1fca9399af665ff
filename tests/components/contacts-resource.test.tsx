import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Contact } from "../../domain/contracts/contacts";
import { resetBrowserState } from "./reset";
import { acme, callsTo, openApp, STORE, stubShell, users } from "./shell-helpers";
import { versionedRecord } from "./versioned-record";

const slow = { timeout: 8000 };

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
  tags: ["vip"],
  created_at: "2025-01-01T00:00:00.000Z",
  version: 1,
};

/** Opens Betty's edit, types a new e-mail and saves: the save is stale, so the dialog opens. */
async function saveNewEmail(): Promise<HTMLElement> {
  openApp(users.owner, "/Contact/12");
  await screen.findByDisplayValue("Betty Williams", {}, slow);
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "betty@example.com" } });
  const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
  await waitFor(() => expect(save.disabled).toBe(false), slow);
  fireEvent.click(save);
  return screen.findByRole("dialog", { name: "Someone else saved this record" }, slow);
}

describe("the Contact resource pages", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/contacts/ContactList"),
      import("../../resources/contacts/ContactEdit"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the store's contacts with their tags and asks the server for a tag", async () => {
    const { calls } = stubShell(users.owner, [acme], {
      "GET /api/bread/Contact": () => ({ body: [betty], headers: { "Content-Range": "contact 0-0/1" } }),
    });
    openApp(users.owner, "/Contact");
    const row = (await screen.findByText("Betty Williams", {}, slow)).closest("tr")!;
    expect(within(row).getByText("VIP")).toBeTruthy();
    expect(callsTo(calls, "GET", "/api/bread/Contact")[0]?.headers.get("X-Website-Id")).toBe(String(STORE));
  });

  it("shows the server's field error under its field and refuses an invalid e-mail before sending", async () => {
    const { calls } = stubShell(users.owner, [acme], {
      "GET /api/bread/Contact/12": () => ({ body: betty }),
      "PUT /api/bread/Contact/12": () => ({
        status: 422,
        body: { message: "The given data was invalid.", errors: { name: "This value is too long." } },
      }),
    });
    openApp(users.owner, "/Contact/12");
    const email = await screen.findByLabelText("Email", {}, slow);
    await screen.findByDisplayValue("Betty Williams", {}, slow);
    fireEvent.change(email, { target: { value: "betty@example" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("E-mail must be valid", {}, slow)).toBeTruthy();
    expect(callsTo(calls, "PUT", "/api/bread/Contact/12")).toEqual([]);

    fireEvent.change(email, { target: { value: "betty@example.org" } });
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "Tucson" } });
    // After a failed submit every change is checked again; Save waits for that check.
    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false), slow);
    fireEvent.click(save);
    expect(await screen.findByText("This value is too long.", {}, slow)).toBeTruthy();
    expect(callsTo(calls, "PUT", "/api/bread/Contact/12")[0]?.body).toMatchObject({
      city: "Tucson",
      tags: ["vip"],
    });
  });

  it("opens the conflict dialog on a contact saved meanwhile; 'Reload their version' shows theirs", async () => {
    const theirs = { ...betty, city: "Tucson", version: 2 };
    const { calls } = stubShell(users.owner, [acme], {
      "GET /api/bread/Contact/12": () => ({ body: betty }),
      "PUT /api/bread/Contact/12": () => ({
        status: 409,
        body: { message: "This record was changed by someone else.", current: theirs },
      }),
      "POST /api/live/presence/contacts/12": () => ({ body: { entity: "Contact", id: 12, users: [] } }),
    });
    const dialog = await saveNewEmail();
    expect(callsTo(calls, "PUT", "/api/bread/Contact/12")[0]?.headers.get("if-match")).toBe('"1"');
    const rows = within(dialog)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "FieldWhen you opened itNowYour edit",
      "CityPhoenixTucson(unchanged)",
      "Emailbetty@example.orgbetty@example.orgbetty@example.com",
    ]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Reload their version" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), slow);
    expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("Tucson");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("betty@example.org");
  });

  it("'Apply my changes on top' saves the whole contact: their city, the user's e-mail, on their version", async () => {
    const stored = versionedRecord({ ...betty, city: "Tucson", version: 2 });
    const { calls } = stubShell(users.owner, [acme], {
      "GET /api/bread/Contact/12": () => ({ body: betty }),
      "PUT /api/bread/Contact/12": stored.put,
      "POST /api/live/presence/contacts/12": () => ({ body: { entity: "Contact", id: 12, users: [] } }),
      "GET /api/bread/Contact": () => ({
        body: [stored.current],
        headers: { "Content-Range": "contact 0-0/1" },
      }),
    });
    const dialog = await saveNewEmail();
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply my changes on top" }));

    expect(await screen.findByText("Contact saved.", {}, slow)).toBeTruthy();
    const puts = callsTo(calls, "PUT", "/api/bread/Contact/12");
    expect(puts.map((c) => c.headers.get("if-match"))).toEqual(['"1"', '"2"']);
    expect(puts[1]?.body).toMatchObject({
      name: "Betty Williams",
      city: "Tucson",
      email: "betty@example.com",
    });
    expect(stored.current).toMatchObject({ city: "Tucson", email: "betty@example.com", version: 3 });
  });
});
