import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, breadQuery, demoApi, signInAs } from "./session.js";

/**
 * Opening the app on a resource's address (a bookmark, a reload, a shared link) downloads that
 * screen's chunk at startup, alongside the session check, not after the shell has asked the API
 * who is signed in: the product list and the product editor are not held up by a chunk waterfall.
 */

const app = appUnderTest();
let storeId = 0;
let productId = 0;

beforeAll(async () => {
  const owner = await demoApi(app, "owner@example.com");
  storeId = await owner.storeNamed("Oscar's Tees");
  const products = await owner.get<{ id: number }[]>(`/api/bread/Product?${breadQuery([0, 0])}`, storeId);
  productId = products[0].id;
});

/** Reloads `path` and records when the screen's chunk was asked for and when the first API answer ended. */
async function timeline(page: Page, path: string, chunk: RegExp) {
  let chunkAt = Number.POSITIVE_INFINITY;
  let firstApiDoneAt = Number.POSITIVE_INFINITY;
  page.on("request", (request) => {
    if (chunk.test(new URL(request.url()).pathname)) chunkAt = Math.min(chunkAt, Date.now());
  });
  page.on("requestfinished", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/"))
      firstApiDoneAt = Math.min(firstApiDoneAt, Date.now());
  });
  const chunkLoaded = page.waitForResponse((response) => chunk.test(new URL(response.url()).pathname));
  await page.goto(`${app.server.baseUrl}${path}`);
  await chunkLoaded;
  return {
    get chunkAt() {
      return chunkAt;
    },
    get firstApiDoneAt() {
      return firstApiDoneAt;
    },
  };
}

describe("the screen an address opens loads at startup", () => {
  it.each([
    ["the product list", () => "/app/Product", /\/assets\/ProductList-[^/]+\.js$/, "main"],
    ["the product editor", () => `/app/Product/${productId}`, /\/assets\/ProductEdit-[^/]+\.js$/, "form"],
  ])("%s: its chunk is asked for before the first API answer", async (_name, path, chunk, landmark) => {
    const { page, errors, consoleErrors } = await signInAs(app, "owner@example.com", { store: storeId });
    const seen = await timeline(page, path(), chunk);
    await page.locator(landmark).first().waitFor();
    expect(seen.chunkAt).toBeLessThan(seen.firstApiDoneAt);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
