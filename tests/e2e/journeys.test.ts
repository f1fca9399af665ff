import { describe, expect, it } from "vitest";
import { failures, PHONE, walkRole, type JourneyReport } from "./journeys.js";
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

/** The roles that also walk their screens on a phone: the store's owner and its designer. */
const ON_PHONES = ["owner@example.com", "designer@example.com"];
const walked = new Map<string, JourneyReport>();

describe("each demo role walks its sidebar", () => {
  for (const email of ROLES) {
    it(`${email}: every screen without errors and without critical or serious axe violations`, async () => {
      const report = await walkRole(app, email, { accountPages: WITH_ACCOUNT_PAGES.includes(email) });
      walked.set(email, report);
      expect(report.screens.length).toBeGreaterThan(1);
      expect(failures(report)).toEqual([]);
    }, 180_000);
  }
  for (const email of ON_PHONES) {
    it(`${email}: the same screens at ${PHONE.width} px, none scrolling sideways`, async () => {
      const desktop = walked.get(email);
      expect(desktop, "the desktop walk of this role ran first").toBeDefined();
      // Tabs are reached by clicking, not by address: the phone walk opens the screens themselves.
      const paths = desktop!.screens.map((s) => s.path).filter((path) => !path.includes(" ["));
      const report = await walkRole(app, email, { viewport: PHONE, paths });
      expect(report.screens.length).toBe(paths.length);
      expect(failures(report)).toEqual([]);
    }, 180_000);
  }
});
