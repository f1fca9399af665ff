import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PaymentRequestButton } from "../../resources/payment-requests/dialog/PaymentRequestButton";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { admin, owner } from "./dashboard-helpers";
import { lastQuery, openPayments as openScreen } from "./gift-cards-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const slow = { timeout: 8000 };

const hashOf = (c: string) => c.repeat(200);
const request = (c: string, overrides: Record<string, unknown> = {}) => ({
  hash: hashOf(c),
  website_id: 7,
  website_name: "Acme Merch",
  count: 2,
  amount_for_website: 3000,
  amount_for_vi: 500,
  done: 0,
  requested_at: "2026-01-05T09:00:00.000Z",
  created_at: "2026-01-01T10:00:00.000Z",
  link: null,
  first_id: 1,
  ...overrides,
});
const pending = (groups: unknown[]) => ({
  current_page: 1,
  last_page: 1,
  per_page: 100,
  total: groups.length,
  data: [],
  groups,
  links: {},
});

/** Says when the signed-in user is known, the moment the button decides whether to show. */
const UserKnown = () => {
  const { user } = useCurrentUser();
  return user ? <span>{`signed in as ${user.name}`}</span> : null;
};

const routes = [
  <Route key="home" path="/" element={<PaymentRequestButton />} />,
  <Route key="payments" path="/payments" element={<PaymentRequestButton />} />,
];

describe("payment request dialog", { timeout: 60_000 }, () => {
  beforeEach(() => {
    resetBrowserState();
    window.sessionStorage.clear();
  });
  afterEach(resetBrowserState);

  it("opens by itself once for an admin when requests wait, oldest first, and settles one", async () => {
    let settled = false;
    const { calls } = openScreen(
      routes,
      "/",
      {
        "GET /api/payments_request": () => ({
          body: pending(
            settled
              ? [request("B", { website_name: "Oscar's Mugs", requested_at: "2026-01-03T09:00:00.000Z" })]
              : [
                  request("A"),
                  request("B", { website_name: "Oscar's Mugs", requested_at: "2026-01-03T09:00:00.000Z" }),
                ],
          ),
        }),
        "PUT /api/payments_request": () => {
          settled = true;
          return { body: { message: "Payments updated.", updated: 2 } };
        },
      },
      admin,
    );
    const dialog = await screen.findByRole("dialog", { name: "Payment requests" }, slow);
    const query = lastQuery(calls, "/api/payments_request");
    expect(query.get("undone")).toBe("true");
    expect(query.get("is_request")).toBe("1");
    expect(query.get("all_stores")).toBe("true");
    const items = within(dialog).getAllByTestId("pending-request");
    expect(items[0]!.textContent).toContain("Oscar's Mugs: Request of 2 payments");
    expect(items[1]!.textContent).toContain("Acme Merch");
    expect(within(items[1]!).getByText("Requested on 01/05/26")).toBeTruthy();
    expect(screen.getByTestId("payment-request-count").textContent).toContain("2");

    fireEvent.click(within(dialog).getByRole("button", { name: `Mark done ${"A".repeat(8)}` }));
    expect(await screen.findByText("Mark this request's 2 payments as done?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ hash: hashOf("A"), done: 1 }),
    );
    await eventually(() => expect(within(dialog).getAllByTestId("pending-request")).toHaveLength(1));

    fireEvent.click(await within(dialog).findByRole("button", { name: "Close" }));
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Closed, it stays closed; the top-bar button opens it again.
    fireEvent.click(screen.getByRole("button", { name: /^Payment requests waiting/ }));
    expect(await screen.findByRole("dialog", { name: "Payment requests" })).toBeTruthy();
  });

  it("says when nothing waits and does not open by itself then", async () => {
    const { calls } = openScreen(
      routes,
      "/",
      { "GET /api/payments_request": () => ({ body: pending([]) }) },
      admin,
    );
    const button = await screen.findByRole("button", { name: /^Payment requests waiting/ }, slow);
    await eventually(() => expect(calls.some((c) => c.path === "/api/payments_request")).toBe(true));
    // Let the answer land and its effects run before saying the dialog stayed shut.
    await act(() => Promise.resolve());
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText("No payment requests are waiting.")).toBeTruthy();
  });

  it("opens a request on /payments from the dialog", async () => {
    openScreen(
      routes,
      "/",
      { "GET /api/payments_request": () => ({ body: pending([request("C")]) }) },
      admin,
    );
    const dialog = await screen.findByRole("dialog", { name: "Payment requests" }, slow);
    const open = within(dialog).getByRole("link", { name: `Show this request ${"C".repeat(8)}` });
    expect(open.getAttribute("href")).toBe(`/payments?hash=${hashOf("C")}`);
    fireEvent.click(open);
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows nothing to store staff and asks nothing", async () => {
    const { calls } = openScreen(
      [
        <Route
          key="home"
          path="/"
          element={
            <>
              <PaymentRequestButton />
              <UserKnown />
            </>
          }
        />,
      ],
      "/",
      {},
      owner,
    );
    await screen.findByText(`signed in as ${owner.name}`, {}, slow);
    expect(screen.queryByRole("button", { name: /^Payment requests waiting/ })).toBeNull();
    expect(calls.some((c) => c.path === "/api/payments_request")).toBe(false);
  });
});
