import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Contact } from "../../domain/contracts/contacts";
import { resetBrowserState } from "./reset";
import { acme, callsTo, openApp, STORE, stubShell, users } from "./shell-helpers";

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
});
