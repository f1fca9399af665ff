import { describe, expect, it } from "vitest";
import { REDACTED } from "../../domain/activity.js";
import { changedFields } from "../../server/services/activity/record.js";

describe("the changes an activity event keeps", () => {
  it("lists each changed field as [before, after], and nothing when no field changed", () => {
    expect(changedFields({ price: 1499, name: "Tee" }, { price: 1949, name: "Tee" })).toEqual({
      price: [1499, 1949],
    });
    expect(changedFields({ price: 1499 }, { price: 1499 })).toBeNull();
    expect(changedFields(null, { name: "Tee" })).toEqual({ name: [null, "Tee"] });
    expect(changedFields({ name: "Tee" }, null)).toEqual({ name: ["Tee", null] });
  });

  it("does not count an empty text saved over no value, nor timestamps and the version", () => {
    expect(changedFields({ additional_desc: null }, { additional_desc: "" })).toBeNull();
    expect(changedFields({ note: "" }, {})).toBeNull();
    expect(changedFields({ note: "" }, { note: "hi" })).toEqual({ note: ["", "hi"] });
    expect(changedFields({ updated_at: "a", version: 1 }, { updated_at: "b", version: 2 })).toBeNull();
  });

  it("compares JSON values by content and redacts secrets", () => {
    expect(changedFields({ data: { a: [1] } }, { data: { a: [1] } })).toBeNull();
    expect(changedFields({ password: "x" }, { password: "y" })).toEqual({ password: [REDACTED, REDACTED] });
  });
});
