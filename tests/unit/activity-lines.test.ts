import { describe, expect, it } from "vitest";
import { changeLines } from "../../ui/activity/activityText.js";

describe("the change lines of an activity event", () => {
  it("names each inner field of a changed address instead of cutting both addresses", () => {
    expect(
      changeLines({
        shipping_address: [
          '{"name":"Ann","street":"6682 Cedar Ln","city":"Columbus","phone":null}',
          '{"name":"Ann","phone":"+1 980-555-0141","city":"Dayton","street":"6682 Cedar Ln"}',
        ],
        price: [3198, 450],
      }),
    ).toEqual([
      "shipping_address.city: Columbus → Dayton",
      "shipping_address.phone: — → +1 980-555-0141",
      "price: $31.98 → $4.50",
    ]);
  });

  it("keeps one line for a value that is no object on either side", () => {
    expect(changeLines({ note: ["", "hi"], data: [null, { a: 1 }] })).toEqual([
      "note: — → hi",
      'data: — → {"a":1}',
    ]);
  });
});
