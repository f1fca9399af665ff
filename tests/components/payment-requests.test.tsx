import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "react-router-dom";
import PaymentRequestList from "../../resources/payment-requests/PaymentRequestList";
import { paymentRequestRoutes as specRoutes } from "../../resources/payment-requests/routes";
import { admin } from "./dashboard-helpers";
import { lastQuery, openPayments as openScreen } from "./gift-cards-helpers";
import { resetBrowserState } from "./reset";

/** The spec's /payments (a redirect) and the PaymentRequest Resource's list it leads to. */
const paymentRequestRoutes = [
  ...specRoutes,
  <Route key="/PaymentRequest" path="/PaymentRequest" element={<PaymentRequestList />} />,
];

/** The selection box of the row of order `orderId`. */
const rowOf = (orderId: number) => {
  const found = screen.getAllByRole("row").find((r) => r.textContent?.includes(`#${orderId}`));
  if (!found) throw new Error(`no row for order #${orderId}`);
  return found;
};
const boxOf = (orderId: number) => within(rowOf(orderId)).getByRole("checkbox");

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const slow = { timeout: 8000 };

const HASH = "A".repeat(8) + "b".repeat(192);

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
  requested_at: null,
  order_status: "completed",
  order_deleted: 0,
  requestable: 1,
  ...overrides,
});
const requested = (id: number, overrides: Record<string, unknown> = {}) =>
  row(id, {
    is_request: 1,
    hash: HASH,
    link: `${window.location.origin}/app/payments?hash=${HASH}`,
    requested_at: "2026-01-02T09:00:00.000Z",
    requestable: 0,
    ...overrides,
  });
const group = (overrides: Record<string, unknown> = {}) => ({
  hash: HASH,
  website_id: 7,
  website_name: "Acme Merch",
  count: 2,
  amount_for_website: 3000,
  amount_for_vi: 500,
  done: 0,
  requested_at: "2026-01-02T09:00:00.000Z",
  created_at: "2026-01-01T10:00:00.000Z",
  link: `${window.location.origin}/app/payments?hash=${HASH}`,
  first_id: 1,
  ...overrides,
});
const pageOf = (rows: unknown[], groups: unknown[] = []) => ({
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: rows.length,
  data: rows,
  groups,
  links: {},
});

describe("payments screen", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/payment-requests/PaymentRequestList");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("sends the chosen rows as one payment request after the confirmation", async () => {
    const { calls } = openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({ body: pageOf([row(1), row(2), row(3)]) }),
      "POST /api/bread/PaymentRequest": () => ({ status: 201, body: requested(1) }),
    });
    expect(await screen.findByText("buyer1@example.com", {}, slow)).toBeTruthy();
    // Store staff see their active store only.
    expect(lastQuery(calls, "/api/payments_request").get("website_id")).toBe("7");
    expect(lastQuery(calls, "/api/payments_request").get("all_stores")).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Store" })).toBeNull();
    expect(screen.getAllByText("$15.00")).toHaveLength(3);
    fireEvent.click(boxOf(101));
    expect(await screen.findByRole("button", { name: "Request payment (1)" })).toBeTruthy();
    fireEvent.click(boxOf(103));
    fireEvent.click(screen.getByRole("button", { name: "Request payment (2)" }));
    expect(await screen.findByText("Send a payment request for 2 payments?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(calls.find((c) => c.method === "POST" && c.path === "/api/bread/PaymentRequest")?.body).toEqual({
        ids: [1, 3],
        website_id: 7,
      }),
    );
    expect(await screen.findByText("Payment request sent.")).toBeTruthy();
  });

  it("says one payment in the singular", async () => {
    openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({ body: pageOf([row(4)]) }),
    });
    await screen.findByText("buyer4@example.com", {}, slow);
    fireEvent.click(boxOf(104));
    fireEvent.click(await screen.findByRole("button", { name: "Request payment (1)" }));
    expect(await screen.findByText("Send a payment request for 1 payment?")).toBeTruthy();
  });

  it("groups a request's rows under one header with its total, date and state, and links each row", async () => {
    openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({
        body: pageOf([row(5), requested(2), row(4), requested(1)], [group()]),
      }),
    });
    await screen.findByText("buyer5@example.com", {}, slow);
    const header = screen.getByTestId("request-group");
    expect(within(header).getByText("Request of 2 payments")).toBeTruthy();
    expect(within(header).getByText("$30.00 for the store, $5.00 for the platform")).toBeTruthy();
    expect(within(header).getByText("Requested on 01/02/26")).toBeTruthy();
    expect(within(header).getByText("Waiting")).toBeTruthy();
    // The request's two rows follow its header, though the page had a row between them.
    const order = screen
      .getAllByRole("row")
      .map((r) =>
        r.getAttribute("data-testid") === "request-group"
          ? "header"
          : /#(\d+)/.exec(r.textContent ?? "")?.[1],
      )
      .filter(Boolean);
    expect(order).toEqual(["105", "header", "102", "101", "104"]);
    const links = screen.getAllByRole("link", { name: "Open" });
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute("href")).toBe(`/payments?hash=${HASH}`);
  });

  it("offers a checkbox only on rows that can still be requested", async () => {
    openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({
        body: pageOf(
          [
            row(1),
            requested(2, { hash: "X".repeat(200) }),
            row(3, { done: 1, requestable: 0 }),
            row(4, { order_status: "canceled", requestable: 0 }),
            row(6, { order_deleted: 1, requestable: 0 }),
          ],
          [group({ hash: "X".repeat(200), count: 1, first_id: 2 })],
        ),
      }),
    });
    await screen.findByText("buyer1@example.com", {}, slow);
    expect((boxOf(101) as HTMLInputElement).disabled).toBe(false);
    for (const orderId of [102, 103, 104, 106])
      expect((boxOf(orderId) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Order canceled")).toBeTruthy();
    expect(screen.getByText("Order deleted")).toBeTruthy();
    expect(screen.getByText("Request of 1 payment")).toBeTruthy();
  });

  it("filters by is_request and done, only offers a request with both filters off, and sends a request again", async () => {
    const { calls } = openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({ body: pageOf([requested(1)], [group({ count: 1 })]) }),
      "POST /api/resend/payment/request/1": () => ({ body: { message: "Payment request sent again." } }),
    });
    await screen.findByText("buyer1@example.com", {}, slow);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Requested" }));
    fireEvent.click(await screen.findByRole("option", { name: "Yes" }));
    await eventually(() => expect(lastQuery(calls, "/api/payments_request").get("is_request")).toBe("1"));
    expect(screen.getByText("Turn both filters off to choose payments for a request.")).toBeTruthy();
    await eventually(() => expect(within(rowOf(101)).queryByRole("checkbox")).toBeNull());
    await eventually(() => expect(screen.queryByRole("listbox")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: `Send again ${HASH.slice(0, 8)}` }));
    await eventually(() => expect(calls.some((c) => c.path === "/api/resend/payment/request/1")).toBe(true));
    expect(await screen.findByText("Payment request sent again.")).toBeTruthy();
  });

  it("downloads a row's report", async () => {
    const created = vi.fn(() => "blob:report");
    // jsdom has no object URLs.
    Object.defineProperty(URL, "createObjectURL", { value: created, configurable: true });
    Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true });
    const { calls } = openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({ body: pageOf([row(1)]) }),
      "GET /api/download/report/1": () => ({
        body: "Payment ID,Order ID\r\n1,101\r\n",
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": 'attachment; filename="payment-report-1.csv"',
        },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Report 1" }, slow));
    await eventually(() => expect(created).toHaveBeenCalled());
    expect(calls.some((c) => c.path === "/api/download/report/1")).toBe(true);
  });

  it("sorts by a column the payments call sorts by, newest first until asked", async () => {
    const { calls } = openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({ body: pageOf([row(1), row(2)]) }),
    });
    await screen.findByText("buyer1@example.com", {}, slow);
    expect(lastQuery(calls, "/api/payments_request").get("sort")).toBe("id");
    expect(lastQuery(calls, "/api/payments_request").get("order")).toBe("desc");
    fireEvent.click(
      within(screen.getByRole("columnheader", { name: /For the store/ })).getByText("For the store"),
    );
    await eventually(() =>
      expect(lastQuery(calls, "/api/payments_request").get("sort")).toBe("amount_for_website"),
    );
    expect(lastQuery(calls, "/api/payments_request").get("order")).toBe("asc");
  });

  it("exports the whole filtered list, read in pages of 100 rows", async () => {
    const created = vi.fn(() => "blob:export");
    Object.defineProperty(URL, "createObjectURL", { value: created, configurable: true });
    Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true });
    const all = Array.from({ length: 150 }, (_, i) => row(i + 1));
    const { calls } = openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": ({ query }) => {
        const size = Number(query.get("per_page"));
        const pageNo = Number(query.get("page"));
        const data = all.slice((pageNo - 1) * size, pageNo * size);
        return { body: { ...pageOf(data), total: all.length } };
      },
    });
    await screen.findByText("buyer1@example.com", {}, slow);
    fireEvent.click(screen.getAllByRole("button", { name: "Export" })[0]!);
    await eventually(() => expect(created).toHaveBeenCalled());
    const asked = calls
      .filter((c) => c.path === "/api/payments_request")
      .map((c) => `${c.query.get("page")}/${c.query.get("per_page")}`);
    expect(asked).toContain("1/100");
    expect(asked).toContain("2/100");
    expect(asked.every((pair) => Number(pair.split("/")[1]) <= 100)).toBe(true);
  });

  it("shows an empty state", async () => {
    openScreen(paymentRequestRoutes, "/payments", {
      "GET /api/payments_request": () => ({ body: pageOf([]) }),
    });
    expect(await screen.findByText("No payments match these filters.", {}, slow)).toBeTruthy();
  });
});

describe("payments screen for platform admins", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/payment-requests/PaymentRequestList");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists every store with a Store column and narrows to one store with the store filter", async () => {
    const { calls } = openScreen(
      paymentRequestRoutes,
      "/payments",
      {
        "GET /api/payments_request": () => ({
          body: pageOf([row(1), row(2, { website_id: 8, website_name: "Oscar's Mugs" })]),
        }),
      },
      admin,
    );
    await screen.findByText("buyer2@example.com", {}, slow);
    const query = lastQuery(calls, "/api/payments_request");
    expect(query.get("all_stores")).toBe("true");
    expect(query.get("website_id")).toBeNull();
    expect(screen.getByRole("columnheader", { name: "Store" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Oscar's Mugs" })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Store" }));
    fireEvent.click(await screen.findByRole("option", { name: "Oscar's Mugs" }));
    await eventually(() => expect(lastQuery(calls, "/api/payments_request").get("website_id")).toBe("8"));
    expect(lastQuery(calls, "/api/payments_request").get("all_stores")).toBe("true");
  });

  it("opens the mailed ?hash= link on that request whatever the active store, with a removable chip", async () => {
    const { calls } = openScreen(
      paymentRequestRoutes,
      `/payments?hash=${HASH}`,
      {
        "GET /api/payments_request": () => ({
          body: pageOf(
            [requested(1, { website_id: 8, website_name: "Oscar's Mugs" })],
            [group({ website_id: 8, website_name: "Oscar's Mugs", count: 1 })],
          ),
        }),
      },
      admin,
    );
    await screen.findByText("buyer1@example.com", {}, slow);
    const query = lastQuery(calls, "/api/payments_request");
    expect(query.get("hash")).toBe(HASH);
    expect(query.get("all_stores")).toBe("true");
    expect(query.get("website_id")).toBeNull();
    // The header does not link to the view it is already on.
    expect(screen.queryByRole("link", { name: `Show this request ${HASH.slice(0, 8)}` })).toBeNull();
    const chip = screen.getByRole("button", { name: `Request ${HASH.slice(0, 8)}…` });
    fireEvent.click(within(chip).getByTestId("CancelIcon"));
    await eventually(() => expect(lastQuery(calls, "/api/payments_request").get("hash")).toBeNull());
    expect(screen.queryByRole("button", { name: `Request ${HASH.slice(0, 8)}…` })).toBeNull();
  });

  it("marks the chosen rows done as a bulk action", async () => {
    const { calls } = openScreen(
      paymentRequestRoutes,
      "/payments",
      {
        "GET /api/payments_request": () => ({ body: pageOf([row(1), row(2), row(3)]) }),
        "PUT /api/payments_request": () => ({ body: { message: "Payments updated.", updated: 2 } }),
      },
      admin,
    );
    await screen.findByText("buyer1@example.com", {}, slow);
    fireEvent.click(boxOf(101));
    fireEvent.click(boxOf(102));
    fireEvent.click(await screen.findByRole("button", { name: "Mark done" }));
    await eventually(() =>
      expect(calls.find((c) => c.method === "PUT" && c.path === "/api/payments_request")?.body).toEqual({
        ids: [1, 2],
        done: 1,
      }),
    );
    expect(await screen.findByText("Payments updated.")).toBeTruthy();
  });

  it("marks a whole request done after the confirmation", async () => {
    let done = 0;
    const { calls } = openScreen(
      paymentRequestRoutes,
      "/payments",
      {
        "GET /api/payments_request": () => ({
          body: pageOf([requested(2, { done }), requested(1, { done })], [group({ done })]),
        }),
        "PUT /api/payments_request": () => {
          done = 1;
          return { body: { message: "Payments updated.", updated: 2 } };
        },
      },
      admin,
    );
    await screen.findByText("buyer1@example.com", {}, slow);
    // Store staff remind the admins; admins do not remind themselves.
    expect(screen.queryByRole("button", { name: `Send again ${HASH.slice(0, 8)}` })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: `Mark done ${HASH.slice(0, 8)}` }));
    expect(await screen.findByText("Mark this request's 2 payments as done?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(calls.find((c) => c.method === "PUT" && c.path === "/api/payments_request")?.body).toEqual({
        hash: HASH,
        done: 1,
      }),
    );
    expect(await screen.findByText("Payments updated.")).toBeTruthy();
    // Reloaded: the request is done and can no longer be marked.
    await eventually(() =>
      expect(within(screen.getByTestId("request-group")).getByText("Done")).toBeTruthy(),
    );
    expect(screen.queryByRole("button", { name: `Mark done ${HASH.slice(0, 8)}` })).toBeNull();
  });
});
