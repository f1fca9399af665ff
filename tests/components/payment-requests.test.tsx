import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paymentRequestRoutes } from "../../custom-pages/payment-requests/routes";
import { lastQuery, openScreen } from "./gift-cards-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const row = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  website_id: 7,
  website_name: "Acme Merch",
  order_id: 100 + id,
  email: `buyer${id}@example.com`,
  amount_for_website: 1500,
  amount_for_vi: 250,
  link: null,
  goes_to: "website",
  is_request: 0,
  done: 0,
  hash: null,
  created_at: "2026-01-01T10:00:00.000Z",
  ...overrides,
});
const pageOf = (rows: unknown[]) => ({
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: rows.length,
  data: rows,
  groups: [],
  links: {},
});

describe("payments screen", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/payment-requests/PaymentsPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("sends the chosen rows as one payment request after the confirmation", async () => {
    const { calls } = openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({ body: pageOf([row(1), row(2), row(3)]) }),
      "POST /api/custom/payment/request": () => ({
        body: { message: "Payment request sent.", hash: "h", link: "l", updated: 2 },
      }),
    });
    expect(await screen.findByText("buyer1@example.com", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getAllByText("$15.00")).toHaveLength(3);
    fireEvent.click(screen.getByRole("checkbox", { name: "Order #101" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Order #103" }));
    fireEvent.click(screen.getByRole("button", { name: "Request payment (2)" }));
    expect(await screen.findByText("Send a payment request for 2 payments?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(
        calls.find((c) => c.method === "POST" && c.path === "/api/custom/payment/request")?.body,
      ).toEqual({ ids: [1, 3] }),
    );
    expect(await screen.findByText("Payment request sent.")).toBeTruthy();
  });

  it("filters by is_request and done, and only offers a request with both filters off", async () => {
    const { fetchStub, calls } = openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({ body: pageOf([row(1, { is_request: 1, hash: "abc" })]) }),
      "POST /api/resend/payment/request/1": () => ({ body: { message: "Payment request sent again." } }),
    });
    await screen.findByText("buyer1@example.com", {}, { timeout: 8000 });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Requested" }));
    fireEvent.click(await screen.findByRole("option", { name: "Yes" }));
    await eventually(() => expect(lastQuery(fetchStub, "/api/payments_request").get("is_request")).toBe("1"));
    expect(screen.getByText("Turn both filters off to choose payments for a request.")).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "Order #101" })).toBeNull();
    await eventually(() => expect(screen.queryByRole("listbox")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Send again 1" }));
    await eventually(() => expect(calls.some((c) => c.path === "/api/resend/payment/request/1")).toBe(true));
  });

  it("shows an empty state", async () => {
    openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({ body: pageOf([]) }),
    });
    expect(await screen.findByText("No payments match these filters.", {}, { timeout: 8000 })).toBeTruthy();
  });
});
