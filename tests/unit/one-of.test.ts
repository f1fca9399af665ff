import { describe, expect, it } from "vitest";
import { oneOf } from "../../domain/one-of";

describe("oneOf", () => {
  const TYPES = ["smtp", "order", "contact"] as const;
  it("keeps a text that is one of the choices", () => {
    expect(oneOf(TYPES, "order", "smtp")).toBe("order");
  });
  it("answers the fallback for anything else", () => {
    expect(oneOf(TYPES, "ORDER", "smtp")).toBe("smtp");
    expect(oneOf(TYPES, 1, "contact")).toBe("contact");
    expect(oneOf(TYPES, undefined, "smtp")).toBe("smtp");
  });
});
