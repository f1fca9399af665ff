import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, demoStoreId, shot, signInAs } from "./session.js";

/**
 * Presence on the demo data: the owner of Acme Team Store and its store admin open the same
 * seeded product in two browsers; each editor says the other has it open.
 */
const app = appUnderTest();

async function firstProductOf(email: string, websiteId: number): Promise<number> {
  const login = await fetch(`${app.server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const filter = encodeURIComponent(JSON.stringify({ website_id: websiteId }));
  const list = (await (
    await fetch(
      `${app.server.baseUrl}/api/bread/Product?range=${encodeURIComponent("[0,0]")}&filter=${filter}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    )
  ).json()) as { id: number }[];
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
