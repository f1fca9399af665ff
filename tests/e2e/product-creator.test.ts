import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft, DraftItem } from "../../domain/drafts";
import { fitPlacement, printAreaRect, type Placement } from "../../domain/placement";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, demoApi, openPage, pathOf, shot, submitLogin, type DemoApi } from "./session.js";

/**
 * Issue 6 bar, through the UI: a designer creates a product from a blank, uploads a PNG, moves it
 * on the front and the back, picks 2 colours and gets 4 generated mockups. The mockups' pixels are
 * checked against the saved placements (not a stored screenshot): the design's colour inside the
 * placed box, the blank's own photo outside it.
 */

const BLANK_TERM = "Bella+Canvas 3001";
const DESIGN = { width: 1000, height: 1800 };
const MAGENTA = { r: 255, g: 0, b: 255 };

const app = appUnderTest();
let page: Page;
let errors: string[];
let designerApi: DemoApi;
let storeId = 0;
let blankId = 0;

const api = <T>(path: string) => designerApi.get<T>(path, storeId || undefined);

async function picture(url: string): Promise<{ data: Buffer; width: number; height: number }> {
  const res = await fetch(new URL(url, app.server.baseUrl), {
    headers: { authorization: `Bearer ${designerApi.token}` },
  });
  expect(res.status, url).toBe(200);
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The colour at a point given in picture fractions. */
function at(pic: { data: Buffer; width: number; height: number }, fx: number, fy: number) {
  const x = Math.min(pic.width - 1, Math.round(fx * pic.width));
  const y = Math.min(pic.height - 1, Math.round(fy * pic.height));
  const i = (y * pic.width + x) * 3;
  return { r: pic.data[i]!, g: pic.data[i + 1]!, b: pic.data[i + 2]! };
}

const near = (
  a: { r: number; g: number; b: number },
  b: { r: number; g: number; b: number },
  tolerance = 24,
) => Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;

/**
 * Drags the design on the visible Fabric canvas from its centre by (dx, dy) pixels, then waits
 * until the editor has saved a placement other than the one it started from and returns it.
 */
async function dragDesign(side: string, dx: number, dy: number): Promise<Placement> {
  const start = (await currentDraft()).items[0]!.sides[side]!.placement;
  const canvas = page.locator(`canvas.upper-canvas`).first();
  await canvas.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const box = (await canvas.boundingBox())!;
  const x = box.x + start.cx * box.width;
  const y = box.y + start.cy * box.height;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
  // "All changes saved" shows before the drag too: the saved placement is what proves the save.
  await expect
    .poll(async () => {
      const now = (await currentDraft()).items[0]!.sides[side]!.placement;
      return Math.abs(now.cx - start.cx) + Math.abs(now.cy - start.cy) > 0.005;
    })
    .toBe(true);
  await page.getByText("All changes saved").waitFor();
  await shot(page, `creator-moved-${side}`);
  return (await currentDraft()).items[0]!.sides[side]!.placement;
}

async function currentDraft(): Promise<Draft> {
  const id = new URL(page.url()).searchParams.get("draft");
  expect(id).toMatch(/^\d+$/);
  return api<Draft>(`/api/product-drafts/${id}`);
}

beforeAll(async () => {
  designerApi = await demoApi(app, "designer@example.com");
  storeId = (await api<{ user_websites: number[] }>("/api/user")).user_websites[0]!;
  const list = await api<{ data: { id: number }[] }>(
    `/api/all/products?term=${encodeURIComponent(BLANK_TERM)}&page=1&itemsPerPage=12&is_active=1`,
  );
  blankId = list.data[0]!.id;

  ({ page, errors } = await openPage(app.browser));
  await page
    .context()
    .addCookies([{ name: "active_website", value: String(storeId), url: app.server.baseUrl }]);
  await submitLogin(page, app.server.baseUrl, "designer@example.com", DEMO_PASSWORD);
  await page.waitForURL((url) => !pathOf(url).endsWith("/login"));
});

afterAll(async () => {
  await page?.context().close();
});

describe("a designer creates a product with the creator", () => {
  it("places an uploaded PNG on front and back, picks 2 colours and gets 4 mockups matching the placements", async () => {
    await page.goto(`${app.server.baseUrl}/app/products/create/${blankId}`);
    await page.getByRole("button", { name: "Next" }).waitFor();
    await page
      .getByText(/Bella\+Canvas 3001/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Next" }).click();

    // Step 2: a solid magenta PNG, uploaded through the file input. Taller than the print area's
    // aspect, so the fitted design leaves room left and right and a sideways drag can move it.
    await page.getByText("Upload or choose your design").waitFor();
    const png = await sharp({
      create: {
        width: DESIGN.width,
        height: DESIGN.height,
        channels: 4,
        background: { ...MAGENTA, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "magenta.png", mimeType: "image/png", buffer: png });
    await page
      .getByRole("img", { name: /, Front$/ })
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Next" }).click();

    // Step 3: colours, then the design moved on the front and added and moved on the back.
    // The seed samples each blank's colours: the blank's own first two, whatever they are named.
    const colours = page.getByRole("group", { name: "Colours", exact: true });
    await colours.waitFor();
    let draft = await currentDraft();
    const offered = draft.items[0]!.supplier.colors.map((c) => c.name);
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const chosen = offered.slice(0, 2);
    // The creator starts with one colour on; the chips end with exactly the chosen two pressed.
    for (const name of [...chosen, ...offered.slice(2)]) {
      const chip = colours.getByRole("button", { name, exact: true });
      const want = String(chosen.includes(name));
      if ((await chip.getAttribute("aria-pressed")) === want) continue;
      await chip.click();
      await expect.poll(() => chip.getAttribute("aria-pressed")).toBe(want);
    }
    await page.locator("canvas.upper-canvas").first().waitFor();
    await expect.poll(async () => (await currentDraft()).items[0]!.colors.sort()).toEqual([...chosen].sort());
    const movedFront = await dragDesign("front", -25, 30);

    await page.getByRole("tab", { name: /^Back/ }).click();
    await page.getByRole("button", { name: "Add the design here" }).click();
    await expect.poll(async () => Boolean((await currentDraft()).items[0]!.sides.back)).toBe(true);
    const movedBack = await dragDesign("back", 20, -15);

    await page.getByRole("button", { name: "Generate mockups" }).click();
    const gallery = page.getByRole("list", { name: "Mockups" });
    await gallery.waitFor({ timeout: 60_000 });
    await expect.poll(() => gallery.getByRole("img").count(), { timeout: 60_000 }).toBe(4);
    await shot(page, "creator-mockups", true);

    // The pixels: what the server rendered agrees with the placements it stored.
    draft = await currentDraft();
    const item: DraftItem = draft.items[0]!;
    expect(item.colors.sort()).toEqual([...chosen].sort());
    expect(item.mockups.filter((m) => !m.stale)).toHaveLength(4);
    const front = item.sides.front!.placement;
    const back = item.sides.back!.placement;
    expect(front).toEqual(movedFront);
    expect(back).toEqual(movedBack);
    // The drags moved the designs off the centred fit, the way the mouse went, and kept them
    // inside the print area.
    for (const [side, placement, direction] of [
      ["front", front, -1],
      ["back", back, 1],
    ] as const) {
      const area = item.supplier.print_areas.find((a) => a.original_side === side)!;
      const fit = fitPlacement(area, DESIGN.width, DESIGN.height);
      expect(direction * (placement.cx - fit.cx), `${side} moved sideways`).toBeGreaterThan(0.005);
      const rect = printAreaRect(area);
      expect(placement.cx - placement.width / 2).toBeGreaterThanOrEqual(rect.x - 1e-6);
      expect(placement.cx + placement.width / 2).toBeLessThanOrEqual(rect.x + rect.width + 1e-6);
      expect(placement.cy - placement.height / 2).toBeGreaterThanOrEqual(rect.y - 1e-6);
      expect(placement.cy + placement.height / 2).toBeLessThanOrEqual(rect.y + rect.height + 1e-6);
    }
    for (const mockup of item.mockups) {
      const placement = mockup.side === "front" ? front : back;
      const rendered = await picture(mockup.url);
      const photo = await picture(
        item.supplier.colors.find((c) => c.name === mockup.color)!.images[mockup.side]!,
      );
      for (const [fx, fy] of [
        [0, 0],
        [-0.35, -0.35],
        [0.35, 0.35],
        [0.35, -0.35],
      ] as const) {
        const p = at(rendered, placement.cx + fx * placement.width, placement.cy + fy * placement.height);
        expect(
          near(p, MAGENTA),
          `${mockup.color} ${mockup.side} inside at ${fx},${fy}: ${JSON.stringify(p)}`,
        ).toBe(true);
      }
      // Just outside the placed box (left and right of it) the blank shows, as in its own photo.
      for (const fx of [
        placement.cx - placement.width / 2 - 0.03,
        placement.cx + placement.width / 2 + 0.03,
      ]) {
        const p = at(rendered, fx, placement.cy);
        const blank = at(photo, fx, placement.cy);
        expect(
          near(p, blank),
          `${mockup.color} ${mockup.side} outside: ${JSON.stringify(p)} vs ${JSON.stringify(blank)}`,
        ).toBe(true);
        expect(near(p, MAGENTA, 60)).toBe(false);
      }
    }
    expect(errors).toEqual([]);
  });
});
