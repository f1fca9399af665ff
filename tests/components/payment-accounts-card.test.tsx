import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browser } from "../../custom-pages/payment-accounts/browser";
import { PaymentAccountsCard } from "../../custom-pages/payment-accounts";
import { resetBrowserState } from "./reset";
import { answerApi, type Handlers } from "./api";
import { unwatched } from "./unwatched-answers";
import { renderInAdmin, STORE } from "./team-helpers";

const card = {
  kind: "card",
  controller: "stripe_merchant",
  provider: "sandbox",
  local: true,
  is_second: 0,
  status: "connected",
  charges_enabled: 1,
  account_hint: "…a1b2",
  connected_at: "2030-01-01T00:00:00.000Z",
};
const summary = (accounts: unknown[]) => ({
  website_id: STORE,
  provider: "sandbox",
  local: true,
  stripe_valid: accounts.length > 0 ? 1 : 0,
  second_payment: 0,
  methods: { card: true, paypal: false, braintree: false },
  accounts,
});

function stubPayments(accounts: unknown[], handlers: Handlers = {}) {
  return answerApi({
    ...unwatched,
    "GET /api/websites/7/payments": () => ({ body: summary(accounts) }),
    "GET /api/websites/second_payment": () => ({
      body: { website_id: STORE, second_payment: 0, card: null, paypal: null },
    }),
    "GET /api/profill/check-user-access/7": () => ({ body: { access: true, has_account: false } }),
    "GET /api/profill/check-account/7": () => ({
      body: { provider: "local", exists: false, validated: false, status: null },
    }),
    "GET /api/profill/default-shipping-method": () => ({
      body: {
        provider: "local",
        method: { code: "standard", name: "Standard", days: "3-5 days", price: 599 },
        methods: [{ code: "standard", name: "Standard", days: "3-5 days", price: 599 }],
      },
    }),
    ...handlers,
  });
}

const cardSection = () => screen.findByRole("region", { name: "Card payment account" });

describe("payment accounts", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(() => {
    vi.restoreAllMocks();
    resetBrowserState();
  });

  it("connect asks the server for the onboarding link and goes there", async () => {
    const go = vi.spyOn(browser, "go").mockImplementation(() => undefined);
    const url = "http://localhost:3000/api/payments/sandbox/onboard?token=abc";
    const { calls } = stubPayments([], {
      "GET /api/stripe/generate_onboard": () => ({ body: { url } }),
    });
    renderInAdmin(<PaymentAccountsCard websiteId={STORE} />);
    expect(await screen.findByText("Card payments not ready")).toBeTruthy();
    const section = await cardSection();
    expect(within(section).getByText("Not connected")).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Connect" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(url));
    expect(calls.filter((c) => c.path === "/api/stripe/generate_onboard")).toHaveLength(1);
    const asked = calls.map((call) => `${call.path}${call.url.search}`);
    expect(asked).toContain(`/api/stripe/generate_onboard?website_id=${STORE}&second_account=0`);
  });

  it("disconnect asks for confirmation and only then detaches the account", async () => {
    const { calls } = stubPayments([card], {
      "PUT /api/stripe/disconnect": () => ({
        body: { message: "Payment account disconnected", payments: summary([]) },
      }),
    });
    renderInAdmin(<PaymentAccountsCard websiteId={STORE} />);
    expect(await screen.findByText("Card payments ready")).toBeTruthy();
    const section = await cardSection();
    expect(within(section).getByText("Connected")).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Connect" })).toBeNull();

    fireEvent.click(within(section).getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText(/Disconnect the Card payment account\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByText(/Disconnect the Card payment account\?/)).toBeNull());
    expect(calls.filter((c) => c.path === "/api/stripe/disconnect")).toHaveLength(0);

    fireEvent.click(within(await cardSection()).getByRole("button", { name: "Disconnect" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Payment account disconnected")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/stripe/disconnect")?.body).toEqual({
      website_id: STORE,
      kind: "card",
      second_account: false,
    });
    expect(await screen.findByText("Card payments not ready")).toBeTruthy();
  });

  it("opens the connected account's settings in a new tab", async () => {
    const openTab = vi.spyOn(browser, "openTab").mockImplementation(() => undefined);
    stubPayments([card], {
      "GET /api/stripe/configuration/link": () => ({
        body: { url: "http://localhost:3000/sandbox/dashboard" },
      }),
    });
    renderInAdmin(<PaymentAccountsCard websiteId={STORE} />);
    fireEvent.click(within(await cardSection()).getByRole("button", { name: "Account settings" }));
    await waitFor(() => expect(openTab).toHaveBeenCalledWith("http://localhost:3000/sandbox/dashboard"));
  });

  it("switches the second payout account on and mails a PayPal onboarding link", async () => {
    let second = 0;
    const { calls } = stubPayments([card], {
      "GET /api/websites/second_payment": () => ({
        body: { website_id: STORE, second_payment: second, card: null, paypal: null },
      }),
      "POST /api/websites/second_payment": () => {
        second = 1;
        return {
          body: {
            website_id: STORE,
            second_payment: 1,
            card: null,
            paypal: null,
            message: "Second payment account setting updated",
          },
        };
      },
      "POST /api/send/paypal/link": () => ({
        body: { message: "The onboarding link has been sent to pay@example.com." },
      }),
    });
    renderInAdmin(<PaymentAccountsCard websiteId={STORE} />);
    fireEvent.click(await screen.findByLabelText("Pay out to a second account too"));
    expect(await screen.findByRole("region", { name: "Second card payment account" })).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/websites/second_payment" && c.method === "POST")?.body).toEqual(
      {
        website_id: STORE,
        second_payment: true,
      },
    );

    const paypal = await screen.findByRole("region", { name: "PayPal" });
    fireEvent.change(within(paypal).getByLabelText("PayPal account holder's email"), {
      target: { value: "pay@example.com" },
    });
    fireEvent.click(within(paypal).getByRole("button", { name: "Mail the onboarding link" }));
    expect(await screen.findByText("The onboarding link has been sent to pay@example.com.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/send/paypal/link")?.body).toEqual({
      website_id: STORE,
      email: "pay@example.com",
      second_paypal_account: false,
    });
  });
});
