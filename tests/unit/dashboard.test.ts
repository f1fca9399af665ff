import { describe, expect, it } from "vitest";
import {
  addDays,
  bucketKeys,
  bucketUnit,
  cutName,
  DATE_RANGE_PRESETS,
  defaultPeriod,
  isDateOnly,
  localDateOnly,
  periodPresets,
  presetRange,
  rangeBounds,
} from "../../domain/dashboard.js";
import { EU_COUNTRY_CODES, findTaxIdType, isValidTaxId, TAX_ID_TYPES } from "../../domain/tax-ids.js";
import { contactSchema } from "../../domain/contacts.js";
import { userUpdateSchema } from "../../domain/account.js";
import { progressSteps, NOTHING_DONE } from "../../domain/progress.js";
import { MSG } from "../../domain/messages.js";

describe("period presets", () => {
  it("are the last three calendar years relative to today, then All", () => {
    const presets = periodPresets("2026-06-15");
    expect(presets.map((p) => p.label)).toEqual([
      "01.2024-12.2024",
      "01.2025-12.2025",
      "01.2026-12.2026",
      "All",
    ]);
    expect(presets[0]!.range).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    expect(presets[3]!.range).toBeNull();
  });
  it("default to the current year", () => {
    expect(defaultPeriod("2026-06-15").key).toBe("2026");
    expect(defaultPeriod("2031-01-01").range).toEqual({ from: "2031-01-01", to: "2031-12-31" });
  });
});

describe("date-range presets", () => {
  // 2026-06-17 is a Wednesday.
  const today = "2026-06-17";
  const cases: Record<string, { from: string; to: string } | null> = {
    today: { from: today, to: today },
    yesterday: { from: "2026-06-16", to: "2026-06-16" },
    current_week: { from: "2026-06-15", to: "2026-06-21" },
    last_week: { from: "2026-06-08", to: "2026-06-14" },
    current_month: { from: "2026-06-01", to: "2026-06-30" },
    last_month: { from: "2026-05-01", to: "2026-05-31" },
    last_7_days: { from: "2026-06-11", to: today },
    last_30_days: { from: "2026-05-19", to: today },
    last_90_days: { from: "2026-03-20", to: today },
    current_year: { from: "2026-01-01", to: "2026-12-31" },
    last_year: { from: "2025-01-01", to: "2025-12-31" },
    all: null,
  };
  it("covers every preset the spec lists", () => {
    expect([...DATE_RANGE_PRESETS].sort()).toEqual([...Object.keys(cases), "custom"].sort());
  });
  for (const [preset, expected] of Object.entries(cases)) {
    it(`${preset}`, () => {
      expect(presetRange(preset as (typeof DATE_RANGE_PRESETS)[number], today)).toEqual(expected);
    });
  }
  it("handles year and month edges", () => {
    expect(presetRange("last_month", "2026-01-10")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("current_month", "2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(presetRange("yesterday", "2026-01-01")).toEqual({ from: "2025-12-31", to: "2025-12-31" });
    // A Sunday belongs to the week that started the Monday before.
    expect(presetRange("current_week", "2026-06-21")).toEqual({ from: "2026-06-15", to: "2026-06-21" });
  });
  it("orders a custom range and has none without one", () => {
    expect(presetRange("custom", today, { from: "2026-02-01", to: "2026-01-01" })).toEqual({
      from: "2026-01-01",
      to: "2026-02-01",
    });
    expect(presetRange("custom", today)).toBeNull();
  });
});

describe("buckets", () => {
  it("gives a calendar year its 12 monthly buckets", () => {
    const range = { from: "2026-01-01", to: "2026-12-31" };
    expect(bucketUnit(range)).toBe("month");
    expect(bucketKeys(range)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
    ]);
  });
  it("uses days up to a month and years beyond three", () => {
    expect(bucketKeys({ from: "2026-06-29", to: "2026-07-02" })).toEqual([
      "2026-06-29",
      "2026-06-30",
      "2026-07-01",
      "2026-07-02",
    ]);
    expect(bucketUnit({ from: "2026-01-01", to: "2026-01-31" })).toBe("day");
    expect(bucketUnit({ from: "2026-01-01", to: "2026-02-01" })).toBe("month");
    expect(bucketKeys({ from: "2025-11-20", to: "2026-02-03" })).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(bucketUnit({ from: "2020-01-01", to: "2022-12-31" })).toBe("month");
    expect(bucketKeys({ from: "2019-05-01", to: "2022-12-31" })).toEqual(["2019", "2020", "2021", "2022"]);
  });
  it("turns a range into half-open ISO bounds", () => {
    expect(rangeBounds({ from: "2026-01-01", to: "2026-12-31" })).toEqual({
      start: "2026-01-01T00:00:00.000Z",
      end: "2027-01-01T00:00:00.000Z",
    });
  });
});

describe("date helpers", () => {
  it("validate real calendar days only", () => {
    expect(isDateOnly("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-1-01", "01.2026", "2026-06-15T00:00:00Z"]) {
      expect(isDateOnly(bad), bad).toBe(false);
    }
  });
  it("add days across months and give the local calendar day", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(localDateOnly(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
  it("cuts names to the spec's lengths", () => {
    expect(cutName("a".repeat(45), 40)).toHaveLength(40);
    expect(cutName("short", 20)).toBe("short");
  });
});

describe("tax id catalogue", () => {
  it("has US EIN, SSN and ITIN, the Canadian numbers and VAT for all 27 EU countries", () => {
    for (const type of ["us_ein", "us_ssn", "us_itin"]) expect(findTaxIdType("US", type), type).toBeDefined();
    for (const type of ["ca_bn", "ca_gst_hst", "ca_qst"])
      expect(findTaxIdType("CA", type), type).toBeDefined();
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    for (const code of EU_COUNTRY_CODES) expect(findTaxIdType(code, "eu_vat"), code).toBeDefined();
    for (const [code, type] of [
      ["GB", "gb_vat"],
      ["CH", "ch_uid"],
      ["NO", "no_vat"],
      ["AU", "au_abn"],
    ] as const) {
      expect(findTaxIdType(code, type), type).toBeDefined();
    }
  });
  it("accepts each entry's own example and is unique per country and type", () => {
    for (const type of TAX_ID_TYPES)
      expect(isValidTaxId(type, type.example), `${type.country_code} ${type.enum}`).toBe(true);
    const keys = TAX_ID_TYPES.map((t) => `${t.country_code}:${t.enum}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it("accepts EU VAT numbers with or without the prefix and refuses wrong formats", () => {
    const de = findTaxIdType("de", "eu_vat")!;
    expect(isValidTaxId(de, "DE 123 456 789")).toBe(true);
    expect(isValidTaxId(de, "123456789")).toBe(true);
    expect(isValidTaxId(de, "DE12345678")).toBe(false);
    expect(isValidTaxId(findTaxIdType("GR", "eu_vat")!, "EL123456789")).toBe(true);
    expect(isValidTaxId(findTaxIdType("US", "us_ssn")!, "000-12-3456")).toBe(false);
  });
});

describe("shared schemas", () => {
  it("contact: the spec's messages, stable languages and tags", () => {
    const bad = contactSchema.safeParse({ name: " ", email: "nope", lang: "FR", tags: ["vip", "gold"] });
    expect(bad.success).toBe(false);
    const byField = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField.name).toBe(MSG.required);
    expect(byField.email).toBe(MSG.invalidEmail);
    expect(byField.lang).toBe("Choose one of: PL, DE, EN, RU, IT.");
    expect(byField.tags).toBe("Tags must be among: vip, seller, regular_customer.");
    const ok = contactSchema.parse({ name: "Ann", email: "", tags: ["vip", "seller", "vip"] });
    expect(ok).toMatchObject({ name: "Ann", email: null, lang: null, tags: ["seller", "vip"] });
  });
  it("user update: page sizes and password confirmation", () => {
    expect(userUpdateSchema.safeParse({ page_view: 20 }).success).toBe(false);
    expect(userUpdateSchema.safeParse({ page_view: 50 }).success).toBe(true);
    const mismatch = userUpdateSchema.safeParse({ password: "abcdefgh", password_confirmation: "x" });
    expect(mismatch.error?.issues[0]?.message).toBe(MSG.passwordMismatch);
  });
  it("progress: without a store every step leads to creating one", () => {
    const steps = progressSteps(null, { ...NOTHING_DONE, store_launched: true });
    expect(steps).toHaveLength(6);
    expect(steps.every((s) => !s.done && s.url === "/websites/create")).toBe(true);
  });
});
