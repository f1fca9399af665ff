import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext, Notification, Resource } from "react-admin";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { UserDto } from "../../domain/api";
import { authProvider } from "../../providers/authProvider";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { storeActiveWebsiteId } from "../../providers/activeWebsite";
import { startSession } from "../../providers/session";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import type { OrderDetail } from "../../domain/contracts/orders";
import orders from "../../resources/orders";
import { stubAppApi } from "./dashboard-helpers";

type Handlers = Parameters<typeof stubAppApi>[1];

/**
 * An order screen's routes, beside the Order Resource (its show and edit views), on a stubbed API
 * at `path`, with the confirm dialog and notifications.
 */
export function openOrders(routes: ReactElement[], path: string, user: UserDto, handlers: Handlers = {}) {
  const api = stubAppApi(user, handlers);
  startSession(user, "test-token");
  storeActiveWebsiteId(7);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <ConfirmProvider>
          <Routes>
            {routes}
            <Route path="/Order" element={<p>Order list page</p>} />
            <Route path="/Order/*" element={<Resource name="Order" {...orders} />} />
          </Routes>
        </ConfirmProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return api;
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 41,
    version: 1,
    website_id: 7,
    website_name: "Acme Merch",
    buyer_name: "Bea Buyer",
    buyer_email: "bea@example.net",
    status: "new",
    subtotal: 5000,
    discount: 500,
    gift_card: 0,
    price: 4500,
    profit: 1450,
    platform_fee: null,
    supplier_cost: null,
    code: "SAVE10",
    payment_provider: "sandbox",
    shipping_address: {
      name: "Bea Buyer",
      street: "1 Main St",
      city: "Springfield",
      postal: "12345",
      country: "US",
    },
    cloned_from: null,
    created_at: "2026-06-14T10:00:00.000Z",
    updated_at: "2026-06-14T10:00:00.000Z",
    deleted_at: null,
    items: [
      {
        id: 1,
        product_id: 3,
        product_variant_id: "v1",
        name: "Team tee (Navy / M)",
        quantity: 2,
        unit_price: 2500,
        unit_cost: null,
        unit_platform_fee: null,
        picture_url: "/files/public/mockups/tee.png",
        mockups: [
          { place: "front", url: "/files/public/mockups/tee.png" },
          { place: "back", url: "/files/public/mockups/tee-back.png" },
        ],
        decoration_files: [{ place: "front", name: "logo.png", url: "/files/signed/lib/logo.png?x=1" }],
      },
    ],
    history: [
      {
        id: 1,
        from_status: null,
        to_status: "new",
        note: null,
        user_name: null,
        created_at: "2026-06-14T10:00:00.000Z",
      },
    ],
    shipments: [],
    payment: { amount_for_website: 1450, amount_for_vi: 450, goes_to: "website", done: 0 },
    can: { change_status: true, ship: true, delete: true, admin: false },
    ...overrides,
  };
}

/** A shipment row as the shipment list answers it (with its store and buyer). */
export const shipmentRow = {
  id: 9,
  website_id: 7,
  order_id: 41,
  carrier: "UPS",
  tracking_number: "1Z999",
  status: "shipped",
  shipped_at: "2026-06-10T00:00:00.000Z",
  delivered_at: null,
  note: null,
  created_at: "",
  updated_at: "",
  website_name: "Acme Merch",
  buyer_name: "Bea Buyer",
};
