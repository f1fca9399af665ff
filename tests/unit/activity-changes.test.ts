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
    // A JSON column saved back in another key order, with null for a key it lacked, is unchanged.
    expect(
      changedFields(
        { shipping_address: '{"name":"Ann","street":"1 Main St","city":"Columbus"}' },
        { shipping_address: '{"name":"Ann","phone":null,"city":"Columbus","street":"1 Main St"}' },
      ),
    ).toBeNull();
    expect(
      changedFields(
        { shipping_address: '{"name":"Ann","city":"Columbus"}' },
        { shipping_address: '{"city":"Dayton","name":"Ann"}' },
      ),
    ).toEqual({
      shipping_address: ['{"name":"Ann","city":"Columbus"}', '{"city":"Dayton","name":"Ann"}'],
    });
    expect(changedFields({ password: "x" }, { password: "y" })).toEqual({ password: [REDACTED, REDACTED] });
  });
});
