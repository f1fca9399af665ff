import { describe, expect, it } from "vitest";
import { appUnderTest, breadQuery, demoApi, pathOf, settled, shot, signInAs, toast } from "./session.js";

/**
 * The platform admin's order edit on the demo data: from an order's page, Edit order, add a line
 * and type its price, remove the order's first line, save; the order keeps exactly the lines the
 * form showed. The form keys each line by its own id, so a removed line's prices never stay
 * behind in the next line's fields.
 */

const app = appUnderTest();

interface OrderLine {
  name: string;
  quantity: number;
  unit_price: number;
}

describe("the admin's order edit", () => {
  it("adds a line, removes the first one and saves what the form shows", async () => {
    const api = await demoApi(app, "admin@example.com");
    const [listed] = await api.get<{ id: number }[]>(
      `/api/bread/Order?${breadQuery([0, 0], { all: true, status: "new" })}`,
    );
    expect(listed).toBeDefined();
    const id = listed!.id;
    const before = await api.get<{ items: OrderLine[] }>(`/api/orders/${id}`);
    expect(before.items.length).toBeGreaterThan(0);

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 393, height: 852 },
    ]) {
      const { page, errors, consoleErrors } = await signInAs(app, "admin@example.com", { viewport });
      await page.goto(`${app.server.baseUrl}/app/Order/${id}/show`);
      await page.getByRole("link", { name: "Edit order" }).click();
      await page.waitForURL((url) => pathOf(url) === `/app/Order/${id}`);
      await page.getByRole("button", { name: "Add line" }).waitFor();
      await settled(page);
      await shot(page, `order-admin-edit-${viewport.width}`, true);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      if (viewport.width !== 1280) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        await page.context().close();
        continue;
      }

      const names = page.getByLabel("Name", { exact: true });
      const prices = page.getByLabel("Unit price", { exact: true });
      const count = await names.count();
      expect(count).toBe(before.items.length);
      await page.getByRole("button", { name: "Add line" }).click();
      await names.nth(count).fill("Gift wrap");
      await prices.nth(count).fill("4.50");
      await page.getByRole("button", { name: "Remove line" }).first().click();

      // What stays on screen is the remaining lines, each with its own price.
      const expected = [...before.items.slice(1), { name: "Gift wrap", quantity: 1, unit_price: 450 }];
      await expect.poll(() => names.count()).toBe(expected.length);
      for (const [i, line] of expected.entries()) {
        expect(await names.nth(i).inputValue()).toBe(line.name);
        expect(await prices.nth(i).inputValue()).toBe((line.unit_price / 100).toFixed(2));
      }
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.waitForURL((url) => pathOf(url) === `/app/Order/${id}/show`);
      await toast(page, "The order is saved.").waitFor();
      await page.getByText("Gift wrap").first().waitFor();
      // The order's timeline tells the new total, and not the address the admin left alone.
      const timeline = page.locator("li", { hasText: /^price: / }).first();
      await timeline.waitFor();
      expect(await page.getByText(/shipping_address/).count()).toBe(0);
      const after = await api.get<{ items: OrderLine[] }>(`/api/orders/${id}`);
      expect(after.items.map(({ name, quantity, unit_price }) => ({ name, quantity, unit_price }))).toEqual(
        expected.map(({ name, quantity, unit_price }) => ({ name, quantity, unit_price })),
      );
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  });
});
