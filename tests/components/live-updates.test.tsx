import { render, screen, waitFor } from "@testing-library/react";
import { AdminContext, Notification, useGetList } from "react-admin";
import { afterEach, describe, expect, it } from "vitest";
import { authProvider } from "../../providers/authProvider";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { LiveStream } from "../../providers/live/LiveStream";
import { PresenceChip } from "../../providers/live/PresenceChip";
import { answerApi } from "./api";
import { liveStream } from "./live-stream";
import { makeUser } from "./fixtures";
import { resetBrowserState } from "./reset";

/**
 * The tab's live stream (answered by msw as a text/event-stream the test writes to): a change by
 * someone else refreshes the resource's lists and tells the open edit screen who changed it; a
 * presence event shows "Also open by:" on that screen.
 */
const me = makeUser();

const ProductNames = () => {
  const { data } = useGetList("Product", { pagination: { page: 1, perPage: 10 } });
  return (
    <ul>
      {data?.map((p) => (
        <li key={p.id}>{String(p.name)}</li>
      ))}
    </ul>
  );
};

describe("live lists and presence", () => {
  afterEach(() => resetBrowserState());

  it("refreshes a list when someone else changes the resource, says so on its edit screen, and shows who else has it open", async () => {
    const stream = liveStream();
    let price = 1000;
    const { calls } = answerApi({
      "GET /api/live": () => new Response(stream.body, { headers: { "Content-Type": "text/event-stream" } }),
      "GET /api/bread/Product": () => ({
        body: [{ id: 5, website_id: 7, name: `Tee at ${price}` }],
        headers: { "Content-Range": "product 0-0/1" },
      }),
      "POST /api/live/presence/products/:id": () => ({ body: { entity: "Product", id: 5, users: [] } }),
      "DELETE /api/live/presence/products/:id": () => ({ status: 204 }),
    });
    startSession(me, "test-token");
    const view = render(
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <LiveStream />
        <ProductNames />
        <PresenceChip entity="Product" id={5} />
        <Notification />
      </AdminContext>,
    );
    expect(await screen.findByText("Tee at 1000")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === "/api/live")).toBe(true));
    stream.send("ready", { user_id: me.id });
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === "POST" && c.path === "/api/live/presence/products/5")?.body,
      ).toEqual({
        tab: expect.any(String),
      }),
    );

    price = 1200;
    stream.send("changed", {
      entity: "Product",
      id: 5,
      website_id: 7,
      action: "update",
      user_id: 2,
      user_name: "Stella Store",
    });
    expect(await screen.findByText("Tee at 1200", {}, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText("Stella Store changed this product")).toBeTruthy();

    stream.send("presence", { entity: "Product", id: 5, users: [{ id: 2, name: "Stella Store" }] });
    expect(await screen.findByText("Also open by: Stella Store")).toBeTruthy();
    stream.send("presence", { entity: "Product", id: 5, users: [] });
    await waitFor(() => expect(screen.queryByText("Also open by: Stella Store")).toBeNull());

    view.unmount();
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/live/presence/products/5")).toBe(
        true,
      ),
    );
  });
});
