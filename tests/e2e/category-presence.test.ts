import { expect, it } from "vitest";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, breadQuery, demoApi, settled, shot, signInAs } from "./session.js";

/**
 * On the demo data, Paula Primary (on a laptop) and Stella Store (on a phone) open the same
 * category of Acme Team Store: each edit screen says who else has it open, without an error.
 */

const app = appUnderTest();

it("tells two people editing one category that the other has it open", { timeout: 120_000 }, async () => {
  const api = await demoApi(app, "primary-admin@example.com");
  const store = await api.storeNamed("Acme Team Store");
  const [category] = await api.get<{ id: number }[]>(
    `/api/bread/Category?${breadQuery([0, 0], { website_id: store })}`,
    store,
  );
  const paula = await signInAs(app, "primary-admin@example.com", {
    store,
    viewport: { width: 1280, height: 800 },
  });
  const stella = await signInAs(app, "store-admin@example.com", {
    store,
    viewport: { width: 393, height: 850 },
  });
  await paula.page.goto(`${app.server.baseUrl}/app/Category/${category!.id}`);
  await stella.page.goto(`${app.server.baseUrl}/app/Category/${category!.id}`);
  await paula.page.getByText("Also open by: Stella Store").waitFor({ timeout: 30_000 });
  await stella.page.getByText("Also open by: Paula Primary").waitFor({ timeout: 30_000 });
  for (const [{ page }, name] of [
    [paula, "category-presence-1280"],
    [stella, "category-presence-393"],
  ] as const) {
    await settled(page);
    await shot(page, name);
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  }
  // Stella leaves: Paula's screen stops naming her.
  await stella.page.context().close();
  await expect.poll(() => paula.page.getByText("Also open by").count(), { timeout: 30_000 }).toBe(0);
  expect([...paula.errors, ...paula.consoleErrors, ...stella.errors, ...stella.consoleErrors]).toEqual([]);
  await paula.page.context().close();
});
