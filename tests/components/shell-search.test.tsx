import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetBrowserState } from "./reset";
import { acme, appPath, callsTo, openApp, stubShell, users } from "./shell-helpers";

const tee = {
  id: 37,
  website_id: 7,
  name: "Good Vibes Authentic Tee",
  description: "Good Vibes design on the Hanes 5250 Authentic Tee.",
  photo: "/files/public/catalogue/h5250/white-front.png",
  url: "/Notification/create",
};

describe("product search box", { timeout: 20_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("searches 700 ms after typing and opens the chosen result", async () => {
    const { calls } = stubShell(users.admin, [acme], { "POST /api/search": () => ({ body: [tee] }) });
    openApp(users.admin, "/notifications");
    // jsdom applies no media queries, so the box counts as hidden (it hides on small screens).
    const box = await screen.findByRole(
      "combobox",
      { name: "Search products", hidden: true },
      { timeout: 8000 },
    );
    fireEvent.change(box, { target: { value: "tee" } });
    expect(callsTo(calls, "POST", "/api/search")).toEqual([]);

    const result = await screen.findByText(tee.name, {}, { timeout: 3000 });
    expect(callsTo(calls, "POST", "/api/search").map((call) => call.body)).toEqual([{ term: "tee" }]);
    expect(screen.getByText(tee.description)).toBeTruthy();
    fireEvent.click(result);
    await waitFor(() => expect(appPath()).toBe(tee.url));
  });

  it("tells the user when the search fails", async () => {
    stubShell(users.admin, [acme], {
      "POST /api/search": () => ({ status: 500, body: { message: "boom" } }),
    });
    openApp(users.admin, "/notifications");
    // jsdom applies no media queries, so the box counts as hidden (it hides on small screens).
    const box = await screen.findByRole(
      "combobox",
      { name: "Search products", hidden: true },
      { timeout: 8000 },
    );
    fireEvent.change(box, { target: { value: "tee" } });
    expect(await screen.findByText("We couldn't load the results.", {}, { timeout: 3000 })).toBeTruthy();
  });
});
