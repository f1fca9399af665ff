import { describe, expect, it } from "vitest";
import { DRAFT_MSG } from "../../domain/drafts";
import { PRICING_MSG } from "../../domain/pricing";
import { pl } from "../../src/i18n/areas/productCreator";

/** The English texts are the domain's messages themselves; Polish writes each of them out. */
describe("product creator texts", () => {
  it("has a Polish text for every message", () => {
    expect(Object.keys(pl.msg).sort()).toEqual(Object.keys(DRAFT_MSG).sort());
    expect(Object.keys(pl.pricing_msg).sort()).toEqual(Object.keys(PRICING_MSG).sort());
  });
});
