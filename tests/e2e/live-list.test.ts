import { describe, expect, it } from "vitest";
import { appUnderTest, breadQuery, demoApi, demoStoreId, shot, signInAs } from "./session.js";

/**
 * Presence on the demo data: the owner of Acme Team Store and its store admin open the same
 * seeded product in two browsers; each editor says the other has it open.
 */
const app = appUnderTest();

async function firstProductOf(email: string, websiteId: number): Promise<number> {
  const api = await demoApi(app, email);
  const list = await api.get<{ id: number }[]>(
    `/api/bread/Product?${breadQuery([0, 0], { website_id: websiteId })}`,
  );
  if (!list[0]) throw new Error("Acme Team Store has no product");
  return list[0].id;
}

describe("who else has a product open", () => {
  for (const width of [1280, 393]) {
    it(`shows each editor the other one at ${width} px`, async () => {
      const store = await demoStoreId(app, "store-admin@example.com", "Acme Team Store");
      const productId = await firstProductOf("store-admin@example.com", store);
      const viewport = { width, height: 900 };
      const owner = await signInAs(app, "primary-admin@example.com", { store, viewport });
      const admin = await signInAs(app, "store-admin@example.com", { store, viewport });

      await owner.page.goto(`${app.server.baseUrl}/app/products/edit/${productId}`);
      await admin.page.goto(`${app.server.baseUrl}/app/products/edit/${productId}`);

      await owner.page.getByText("Also open by: Stella Store").waitFor();
      await admin.page.getByText(/^Also open by: .+/).waitFor();
      const adminSees = await admin.page.getByText(/^Also open by: .+/).textContent();
      expect(adminSees).not.toContain("Stella Store");
      await shot(owner.page, `live-presence-owner-${width}`);
      await shot(admin.page, `live-presence-admin-${width}`);

      expect(owner.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
      expect(owner.consoleErrors).toEqual([]);
      expect(admin.consoleErrors).toEqual([]);
      await owner.page.context().close();
      await admin.page.context().close();
    }, 120_000);
  }
});
