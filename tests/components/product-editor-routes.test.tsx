import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { openApp, owner, stubAppApi } from "./dashboard-helpers";
import { makeEditorProduct } from "./product-editor-helpers";
import { resetBrowserState } from "./reset";

/** The editor's routes as users reach them: inside the whole app, behind the route guard. */
describe("product editor routes", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("opens /products/edit/:id in the layout with the product's picture", async () => {
    stubAppApi(owner, { "GET /api/products/42/editor": () => ({ body: makeEditorProduct() }) });
    storeActiveWebsiteId(7);
    openApp(owner, "/products/edit/42");
    expect(await screen.findByRole("region", { name: "Pricing" }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "Team Tee" })[0]!.getAttribute("src")).toBe(
      "/files/preview.png",
    );
  });

  it("opens the custom product creator at /products/custom/create", async () => {
    stubAppApi(owner);
    storeActiveWebsiteId(7);
    openApp(owner, "/products/custom/create");
    expect(await screen.findByLabelText("Base cost ($)", {}, { timeout: 20_000 })).toBeTruthy();
    expect((screen.getByLabelText("First custom fee ($)") as HTMLInputElement).value).toBe("9.50");
  });
});
