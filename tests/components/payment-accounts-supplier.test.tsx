import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SupplierAccountCard } from "../../custom-pages/payment-accounts";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";
import { renderInAdmin, STORE } from "./team-helpers";

const methods = [
  { code: "ground", name: "Ground", days: "3-5 days", price: 599 },
  { code: "express", name: "Express", days: "1-2 days", price: 1599 },
];
const account = {
  id: 1,
  website_id: STORE,
  provider: "local",
  customer_number: "LOC-000007",
  company: "Acme",
  contact_name: "Olivia",
  email: "owner@example.com",
  phone: null,
  shipping_method: "ground",
  status: "pending",
  validated_at: null,
  created_at: "2030-01-01T00:00:00.000Z",
};

describe("supplier account", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("opens the account with the default shipping method, then asks to validate it", async () => {
    let created = false;
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/profill/check-user-access/7": () => ({ body: { access: true, has_account: created } }),
      "GET /api/profill/check-account/7": () => ({
        body: { provider: "local", exists: false, validated: false, status: null },
      }),
      "GET /api/profill/default-shipping-method": () => ({
        body: { provider: "local", method: methods[0], methods },
      }),
      "POST /api/profill/create-account": () => {
        created = true;
        return { status: 201, body: { message: "Supplier account created", account } };
      },
      "GET /api/profill/fetch-customer-data/7": () => ({
        body: { account, shipping_method: methods[0], address: null },
      }),
      "POST /api/profill/validate-account": () => ({
        status: 422,
        body: {
          message: "The given data was invalid.",
          errors: {
            customer_number: "We could not find a supplier account with this customer number and email.",
          },
        },
      }),
    });
    renderInAdmin(<SupplierAccountCard websiteId={STORE} />);
    const card = await screen.findByRole("region", { name: "Supplier account" });
    expect(await within(card).findByText("No account")).toBeTruthy();
    fireEvent.change(within(card).getByLabelText("Company"), { target: { value: "Acme" } });
    fireEvent.change(within(card).getByLabelText("Contact name"), { target: { value: "Olivia" } });
    fireEvent.change(within(card).getByLabelText("Email"), { target: { value: "owner@example.com" } });
    fireEvent.click(within(card).getByRole("button", { name: "Open supplier account" }));

    expect(await screen.findByText("Supplier account created")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/profill/create-account")?.body).toMatchObject({
      website_id: STORE,
      company: "Acme",
      contact_name: "Olivia",
      email: "owner@example.com",
      shipping_method: "ground",
    });
    expect(await within(card).findByText("Not validated")).toBeTruthy();
    fireEvent.change(within(card).getByLabelText("Customer number"), { target: { value: "LOC-1" } });
    fireEvent.click(within(card).getByRole("button", { name: "Validate" }));
    expect(
      await within(card).findByText(
        "We could not find a supplier account with this customer number and email.",
      ),
    ).toBeTruthy();
  });

  it("looks a shipment up by tracking number", async () => {
    answerApi({
      ...unwatched,
      "GET /api/profill/check-user-access/7": () => ({ body: { access: false, has_account: false } }),
      "GET /api/profill/check-account/7": () => ({
        body: { provider: "local", exists: true, validated: true, status: "active" },
      }),
      "GET /api/profill/fetch-tracking/TRK-42": () => ({
        body: {
          known: true,
          provider: "local",
          source: "recorded",
          carrier: "Local Post",
          tracking_number: "TRK-42",
          order_id: 5,
          status: "in_transit",
          events: [{ at: "2030-01-02T10:00:00.000Z", status: "shipped", description: "On its way" }],
        },
      }),
    });
    renderInAdmin(<SupplierAccountCard websiteId={STORE} />);
    const card = await screen.findByRole("region", { name: "Supplier account" });
    expect(await within(card).findByText("Validated")).toBeTruthy();
    expect(
      within(card).getByText("Only users who edit the store's settings can manage its supplier account."),
    ).toBeTruthy();
    fireEvent.change(within(card).getByLabelText("Order id or tracking number"), {
      target: { value: "TRK-42" },
    });
    fireEvent.click(within(card).getByRole("button", { name: "Track" }));
    expect(await within(card).findByText(/On its way/)).toBeTruthy();
    expect(within(card).getByText("In transit")).toBeTruthy();
    expect(
      within(card).getByText(
        "The local supplier account asks no carrier: these are the dates recorded for the shipment.",
      ),
    ).toBeTruthy();
  });

  it("says plainly that a tracking number is unknown, with no events", async () => {
    answerApi({
      ...unwatched,
      "GET /api/profill/check-user-access/7": () => ({ body: { access: false, has_account: false } }),
      "GET /api/profill/check-account/7": () => ({
        body: { provider: "local", exists: true, validated: true, status: "active" },
      }),
      "GET /api/profill/fetch-tracking/nonsense-999": () => ({
        body: {
          known: false,
          message: "No shipment with this tracking number.",
          tracking_number: "nonsense-999",
          events: [],
        },
      }),
    });
    renderInAdmin(<SupplierAccountCard websiteId={STORE} />);
    const card = await screen.findByRole("region", { name: "Supplier account" });
    fireEvent.change(await within(card).findByLabelText("Order id or tracking number"), {
      target: { value: "nonsense-999" },
    });
    fireEvent.click(within(card).getByRole("button", { name: "Track" }));
    expect(await within(card).findByText("No shipment with this tracking number.")).toBeTruthy();
    expect(within(card).queryByRole("listitem")).toBeNull();
    expect(within(card).queryByText(/Delivered/)).toBeNull();
  });
});
