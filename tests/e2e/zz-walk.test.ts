import { expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, shot, signInAs } from "./session.js";

const app = appUnderTest();
const PATHS = (process.env.WALK_PATHS ?? "/Discount,/GiftCard,/Order,/Shipment,/Contact,/PaymentRequest,/File,/Notification,/Page,/Blog,/Faq,/Product").split(",");
const WHO = process.env.WALK_WHO ?? "primary-admin@example.com";
const STORE = process.env.WALK_STORE ?? "Acme Team Store";

it("walks", async () => {
  const login = await fetch(`${app.server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: WHO, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const stores = (await (
    await fetch(`${app.server.baseUrl}/api/websites`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number; name: string }[];
  const store = stores.find((s) => s.name === STORE)?.id;
  const report: string[] = [];
  for (const width of [1280, 393]) {
    const { page, errors, consoleErrors } = await signInAs(app, WHO, { store, viewport: { width, height: 800 } });
    for (const path of PATHS) {
      await page.goto(`${app.server.baseUrl}/app${path}`);
      await page.waitForTimeout(2500);
      await shot(page, `walk-${width}-${path.replace(/[^a-z0-9]+/gi, "_")}`, true);
      report.push(`${width} ${path} -> ${new URL(page.url()).pathname} errors=${errors.length} console=${consoleErrors.join(" | ").slice(0, 300)}`);
      errors.length = 0;
      consoleErrors.length = 0;
    }
    await page.context().close();
  }
  console.log(report.join("\n"));
  expect(true).toBe(true);
}, 600_000);
