import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PaymentAccountsCard } from "../../custom-pages/payment-accounts";
import { makeUser } from "./fixtures";
import { resetBrowserState } from "./reset";
import { answerApi, type Handlers } from "./api";
import { unwatched } from "./unwatched-answers";
import { owner, renderInAdmin, STORE } from "./team-helpers";

const account = (kind: string, overrides: Record<string, unknown> = {}) => ({
  kind,
  controller: `${kind}_merchant`,
  provider: "sandbox",
  local: true,
  is_second: 0,
  status: "connected",
  charges_enabled: 1,
  account_hint: "…a1b2",
  connected_at: "2030-01-01T00:00:00.000Z",
  ...overrides,
});
const summary = (accounts: unknown[], methods = { card: true, paypal: false, braintree: false }) => ({
  website_id: STORE,
  provider: "sandbox",
  local: true,
  stripe_valid: 1,
  second_payment: 0,
  methods,
  accounts,
});

function stubPayments(accounts: unknown[], handlers: Handlers = {}) {
  return answerApi({
    ...unwatched,
    "GET /api/websites/7/payments": () => ({ body: summary(accounts) }),
    "GET /api/websites/second_payment": () => ({
      body: { website_id: STORE, second_payment: 0, card: null, paypal: null },
    }),
    "GET /api/profill/check-user-access/7": () => ({ body: { access: false, has_account: false } }),
    ...handlers,
  });
}

const methods = () => screen.findByRole("region", { name: "Payment methods" });

describe("payment methods, Braintree and attaching an account", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("switches a method on and shows the server's refusal at the switch", async () => {
    const { calls } = stubPayments([account("card")], {
      "POST /api/websites/7/payments": (c) => {
        const body = c.body as Record<string, boolean>;
        if (body.paypal)
          return {
            status: 422,
            body: {
              message: "Connect a PayPal account first.",
              errors: { paypal: "Connect a PayPal account first." },
            },
          };
        return {
          body: {
            message: "Payment methods successfully updated",
            payments: summary([account("card")], { card: false, paypal: false, braintree: false }),
          },
        };
      },
    });
    renderInAdmin(<PaymentAccountsCard websiteId={STORE} />);
    const section = await methods();
    const paypal = within(section).getByRole("switch", { name: "PayPal" });
    expect(within(section).getAllByText("Needs a connected account")).toHaveLength(2);
    fireEvent.click(paypal);
    await waitFor(() => expect(paypal.getAttribute("aria-invalid")).toBe("true"));
    expect(within(section).getByText("Connect a PayPal account first.")).toBeTruthy();
    expect((paypal as HTMLInputElement).checked).toBe(false);
    const posts = () => calls.filter((c) => c.method === "POST" && c.path === "/api/websites/7/payments");
    expect(posts().map((c) => c.body)).toEqual([{ paypal: true }]);

    const cardSwitch = within(section).getByRole("switch", { name: "Card payments" });
    expect((cardSwitch as HTMLInputElement).checked).toBe(true);
    fireEvent.click(cardSwitch);
    // The success toast waits behind the refusal's toast; the switch shows the server's answer.
    await waitFor(() => expect((cardSwitch as HTMLInputElement).checked).toBe(false));
    expect(posts().map((c) => c.body)).toEqual([{ paypal: true }, { card: false }]);
    expect(within(section).queryByText("Connect a PayPal account first.")).toBeNull();
  });

  it("connects the Braintree merchant by its id, showing the server's field error first", async () => {
    let tries = 0;
    const { calls } = stubPayments([], {
      "POST /api/websites/braintree_merchant": () => {
        tries += 1;
        if (tries === 1)
          return {
            status: 422,
            body: {
              message: "Use letters, digits, hyphens and underscores (4 to 64 characters).",
              errors: { merchant_id: "Use letters, digits, hyphens and underscores (4 to 64 characters)." },
            },
          };
        return {
          body: {
            message: "Payment account connected",
            payments: summary([account("braintree", { account_hint: "…4242" })]),
          },
        };
      },
    });
    renderInAdmin(<PaymentAccountsCard websiteId={STORE} />);
    const panel = await screen.findByRole("region", { name: "Braintree" });
    const field = within(panel).getByLabelText("Braintree merchant id");
    fireEvent.change(field, { target: { value: "a b" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Connect merchant" }));
    expect(
      await within(panel).findByText("Use letters, digits, hyphens and underscores (4 to 64 characters)."),
    ).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(field, { target: { value: "merchant_4242" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Connect merchant" }));
    expect(await within(panel).findByText(/Account …4242/)).toBeTruthy();
    expect(within(panel).queryByLabelText("Braintree merchant id")).toBeNull();
    expect(within(panel).getByRole("button", { name: "Disconnect" })).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/websites/braintree_merchant").at(-1)?.body).toEqual({
      website_id: STORE,
      merchant_id: "merchant_4242",
    });
  });

  it("shows the attach-by-id form to platform admins only", async () => {
    stubPayments([]);
    renderInAdmin(<PaymentAccountsCard websiteId={STORE} />, owner);
    await methods();
    expect(screen.queryByRole("region", { name: /Attach an existing card account/ })).toBeNull();
  });

  it("lets a platform admin attach an existing account, with the provider's refusal at the field", async () => {
    const admin = makeUser({ id: 1, name: "Ada Admin", role_id: 1, is_admin: true });
    const { calls } = stubPayments([], {
      "POST /api/websites/stripe_id": (c) =>
        (c.body as { stripe_id: string }).stripe_id === "acct_missing"
          ? {
              status: 422,
              body: {
                message: "No account with this id at the payment provider.",
                errors: { stripe_id: "No account with this id at the payment provider." },
              },
            }
          : {
              body: {
                message: "Payment account connected",
                payments: summary([account("card", { is_second: 1 })]),
              },
            },
    });
    renderInAdmin(<PaymentAccountsCard websiteId={STORE} />, admin);
    const form = await screen.findByRole("region", { name: /Attach an existing card account/ });
    const field = within(form).getByLabelText("Card-provider account id");
    fireEvent.change(field, { target: { value: "acct_missing" } });
    fireEvent.click(within(form).getByRole("button", { name: "Attach account" }));
    expect(await within(form).findByText("No account with this id at the payment provider.")).toBeTruthy();

    fireEvent.change(field, { target: { value: "acct_1234" } });
    fireEvent.click(within(form).getByLabelText("As the second card account"));
    fireEvent.click(within(form).getByRole("button", { name: "Attach account" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("false"));
    expect((field as HTMLInputElement).value).toBe("");
    expect(calls.filter((c) => c.path === "/api/websites/stripe_id").at(-1)?.body).toEqual({
      website_id: STORE,
      stripe_id: "acct_1234",
      second_account: true,
    });
  });
});
