import { describe, expect, it } from "vitest";
import { DRAFT_MSG } from "../../domain/drafts";
import { PRICING_MSG } from "../../domain/pricing";
import { en, pl } from "../../src/i18n/areas/productCreator";

/** The area writes the domain's messages out (zod stays out of the first download): they must match. */
describe("product creator texts", () => {
  it("has the domain's draft and pricing messages word for word", () => {
    expect(en.msg).toEqual(DRAFT_MSG);
    expect(en.pricing_msg).toEqual(PRICING_MSG);
    expect(en.msg.maxProducts).toBe("Max. products limit has been reached.");
  });

  it("has a Polish text for every message", () => {
    expect(Object.keys(pl.msg).sort()).toEqual(Object.keys(DRAFT_MSG).sort());
    expect(Object.keys(pl.pricing_msg).sort()).toEqual(Object.keys(PRICING_MSG).sort());
  });
});
