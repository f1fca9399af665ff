import { describe, expect, it } from "vitest";
import { failures, walkRole } from "./journeys.js";
import { appUnderTest } from "./session.js";

/**
 * Every demo login, one after the other in one browser on one seeded server; the platform admin
 * and the store owner without a company also walk the account pages of the user menu.
 */
const WITH_ACCOUNT_PAGES = ["admin@example.com", "owner@example.com"];
const ROLES = [
  "admin@example.com",
  "primary-admin@example.com",
  "company-admin@example.com",
  "store-admin@example.com",
  "designer@example.com",
  "salesperson@example.com",
  "client@example.com",
  "owner@example.com",
];

const app = appUnderTest();

describe("each demo role walks its sidebar", () => {
  for (const email of ROLES) {
    it(`${email}: every screen without errors and without critical or serious axe violations`, async () => {
      const report = await walkRole(app, email, WITH_ACCOUNT_PAGES.includes(email));
      expect(report.screens.length).toBeGreaterThan(1);
      expect(failures(report)).toEqual([]);
    }, 180_000);
  }
});
