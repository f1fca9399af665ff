import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetBrowserState } from "./reset";
import { callsTo, openApp, STORE, stubShell, users } from "./shell-helpers";

const summary = (chargesEnabled: number) => ({
  body: {
    website_id: STORE,
    provider: "sandbox",
    local: true,
    stripe_valid: chargesEnabled,
    second_payment: 0,
    methods: { card: true, paypal: false, braintree: false },
    accounts: [{ kind: "card", charges_enabled: chargesEnabled, status: "connected" }],
  },
});

describe("/third-party", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/third-party/ThirdPartyPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("refreshes the store's accounts on return and shows the connected result", async () => {
    const { calls } = stubShell(users.owner, undefined, { "POST /api/refresh/stripe": () => summary(1) });
    openApp(users.owner, `/third-party?status=return&provider=card&website_id=${STORE}`);

    expect(await screen.findByRole("heading", { name: "Account connected" }, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/refresh/stripe")).toHaveLength(1);
    expect(callsTo(calls, "POST", "/api/refresh/stripe")[0]?.body).toEqual({ website_id: STORE });
    const back = screen.getByRole("link", { name: "Back to payment settings" });
    expect(back.getAttribute("href")).toBe(`/app/websites/${STORE}?tab=payments`);
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toBeTruthy();
  });

  it("says the account is still pending when the provider has not enabled it", async () => {
    stubShell(users.owner, undefined, { "POST /api/refresh/stripe": () => summary(0) });
    openApp(users.owner, `/third-party?status=return&provider=card&website_id=${STORE}`);
    expect(await screen.findByRole("heading", { name: "Still pending" }, { timeout: 8000 })).toBeTruthy();
  });

  it("shows a canceled onboarding without asking the server", async () => {
    const { calls } = stubShell(users.owner);
    openApp(users.owner, `/third-party?status=canceled&provider=paypal&website_id=${STORE}`);
    expect(
      await screen.findByRole("heading", { name: "Connection canceled" }, { timeout: 8000 }),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, "POST", "/api/refresh/stripe")).toHaveLength(0));
  });
});
