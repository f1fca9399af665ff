import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import giftCards from "../../resources/gift-cards";
import { giftCardRoutes } from "../../resources/gift-cards/routes";
import { breadList, filterOf, lastQuery, openScreen, resourceRoute } from "./gift-cards-helpers";
import { resetBrowserState } from "./reset";
import { activeStoreOnPlan } from "./fixtures";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
/** A card is created in the active store: Save waits until that is known. */
const saveEnabled = () =>
  eventually(() => expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", false));

/** The spec's gift card paths and the GiftCard resource they lead to. */
const routes = [...giftCardRoutes, resourceRoute("GiftCard", giftCards)];

const card = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  website_id: 7,
  code: "ABCDEFGHJKMNPQRS",
  initial_value: 5000,
  balance: 2000,
  expires_on: null,
  recipient_email: "friend@example.org",
  recipient_name: null,
  note: null,
  batch: null,
  disabled_at: null,
  status: "active",
  created_at: "2026-01-01T10:00:00.000Z",
  updated_at: "2026-01-01T10:00:00.000Z",
  version: 1,
  ...overrides,
});

describe("gift cards screens", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/gift-cards/GiftCardList"),
      import("../../resources/gift-cards/GiftCardCreate"),
      import("../../resources/gift-cards/GiftCardShow"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists cards with code, status and balance, and filters by status", async () => {
    const { calls } = openScreen(routes, "/gift-cards", {
      ...activeStoreOnPlan(true),
      "GET /api/bread/GiftCard": () => breadList([card()]),
    });
    expect(await screen.findByText("ABCD-EFGH-JKMN-PQRS", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("$20.00")).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Disabled" }));
    await eventually(() => expect(filterOf(lastQuery(calls, "/api/bread/GiftCard")).status).toBe("disabled"));
  });

  it("shows the plan's upgrade text when gift cards are locked", async () => {
    openScreen(routes, "/gift-cards", {
      "GET /api/bread/GiftCard": () => ({
        status: 403,
        body: {
          message: "Gift cards are not available in your plan. Upgrade your plan to create gift cards.",
        },
      }),
    });
    expect(
      await screen.findByText(
        "Gift cards are not available in your plan. Upgrade your plan to create gift cards.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create gift card" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("creates a card in cents and shows the schema's and the server's field errors next to the fields", async () => {
    let attempt = 0;
    const { calls } = openScreen(routes, "/gift-cards/create", {
      "POST /api/bread/GiftCard": () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: "This code is already in use in this store.",
                errors: { code: "This code is already in use in this store." },
              },
            }
          : { status: 201, body: card() },
      "GET /api/gift-cards/3": () => ({ body: { ...card(), transactions: [] } }),
    });
    fireEvent.change(await screen.findByLabelText(/^Value/, {}, { timeout: 8000 }), {
      target: { value: "25.5" },
    });
    fireEvent.change(screen.getByLabelText("Recipient email"), { target: { value: "bad" } });
    await saveEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    // The server's own schema, checked before anything is sent.
    expect(await screen.findByText("E-mail must be valid.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(screen.getByLabelText("Recipient email"), { target: { value: "friend@example.org" } });
    fireEvent.change(screen.getByLabelText("Code"), { target: { value: "abcd-efgh-jkmn" } });
    await saveEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This code is already in use in this store.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      initial_value: 2550,
      count: 1,
      code: "ABCDEFGHJKMN",
      recipient_email: "friend@example.org",
      website_id: 7,
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Usage history", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("creates a batch of cards of one value and goes back to the list", async () => {
    const batch = [1, 2, 3].map((n) => card({ id: 10 + n, code: `BATCHCODE000000${n}`, batch: "spring" }));
    const { calls } = openScreen(routes, "/gift-cards/create", {
      ...activeStoreOnPlan(true),
      // A batch answers its first card; the list shows them all.
      "POST /api/bread/GiftCard": () => ({ status: 201, body: batch[0] }),
      "GET /api/bread/GiftCard": () => breadList(batch),
    });
    fireEvent.change(await screen.findByLabelText(/^Value/, {}, { timeout: 8000 }), {
      target: { value: "20" },
    });
    fireEvent.change(screen.getByLabelText(/^How many cards/), { target: { value: "3" } });
    expect(screen.getByText("More than one creates a batch of cards with the same value.")).toBeTruthy();
    await saveEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("3 gift cards created successfully.", {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByText("BATC-HCOD-E000-0003", {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ initial_value: 2000, count: 3 });
  });

  it("shows a card's history and disables it after the confirmation", async () => {
    let disabled = false;
    const { calls } = openScreen(routes, "/gift-cards/single/3", {
      "GET /api/gift-cards/3": () => ({
        body: {
          ...card(disabled ? { status: "disabled", disabled_at: "2026-02-01T00:00:00.000Z" } : {}),
          transactions: [
            {
              id: 2,
              kind: "redeem",
              amount: -3000,
              balance_after: 2000,
              order_id: 41,
              buyer_email: "b@example.com",
              note: null,
              user_name: null,
              created_at: "2026-01-05T10:00:00.000Z",
            },
            {
              id: 1,
              kind: "issue",
              amount: 5000,
              balance_after: 5000,
              order_id: null,
              buyer_email: null,
              note: null,
              user_name: "Olivia",
              created_at: "2026-01-01T10:00:00.000Z",
            },
          ],
        },
      }),
      "PUT /api/bread/GiftCard/3": () => {
        disabled = true;
        return { body: card({ status: "disabled", disabled_at: "2026-02-01T00:00:00.000Z" }) };
      },
    });
    const history = await screen.findByRole("table", { name: "Usage history" }, { timeout: 8000 });
    expect(within(history).getByText(/Used on order #41/)).toBeTruthy();
    expect(within(history).getByText("-$30.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Disable" }));
    expect(
      await screen.findByText("Disable this gift card? It can no longer be used at checkout."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(
        calls.some((c) => c.method === "PUT" && (c.body as { disabled?: boolean }).disabled === true),
      ).toBe(true),
    );
    expect(await screen.findByRole("button", { name: "Enable" }, { timeout: 8000 })).toBeTruthy();
  });
  it("sends the version it read, and a card changed meanwhile is shown again as it is now", async () => {
    let stored = card();
    const { calls } = openScreen(routes, "/gift-cards/single/3", {
      "GET /api/gift-cards/3": () => ({ body: { ...stored, transactions: [] } }),
      "PUT /api/bread/GiftCard/3": (call) => {
        if (call.headers.get("if-match") !== `"${stored.version}"`)
          return {
            status: 409,
            body: { message: "This record was changed by someone else.", current: stored },
          };
        return { body: stored };
      },
    });
    await screen.findByRole("button", { name: "Disable" }, { timeout: 8000 });
    // Someone else disables the card after this screen read it.
    stored = card({ status: "disabled", disabled_at: "2026-02-01T00:00:00.000Z", version: 2 });
    fireEvent.click(screen.getByRole("button", { name: "Disable" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(
      await screen.findByText("This record was changed by someone else.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.headers.get("if-match")).toBe('"1"');
    expect(await screen.findByRole("button", { name: "Enable" }, { timeout: 8000 })).toBeTruthy();
  });
});
