import { describe, expect, it } from "vitest";
import { productStatus } from "../../domain/products.js";
import { slugify } from "../../domain/slug.js";
import { credentialsSchema, registerSchema } from "../../domain/validation.js";
import { MSG } from "../../domain/messages.js";

describe("slugify", () => {
  it("replaces accents and spaces with hyphens", () => {
    expect(slugify("Zażółć gęślą jaźń")).toBe("zazolc-gesla-jazn");
    expect(slugify("  Crème Brûlée  Tees! ")).toBe("creme-brulee-tees");
    expect(slugify("Oscar’s Tees")).toBe("oscars-tees");
  });
  it("cuts to the limit without a trailing hyphen", () => {
    expect(slugify("a".repeat(49) + " b", 50)).toBe("a".repeat(49));
  });
});

describe("productStatus", () => {
  const now = "2026-06-15T12:00:00.000Z";
  it("is unpublished when switched off or past its window", () => {
    expect(productStatus({ available: 0, published_from: null, published_to: null }, now)).toBe(
      "unpublished",
    );
    expect(
      productStatus({ available: 1, published_from: null, published_to: "2026-06-01T00:00:00.000Z" }, now),
    ).toBe("unpublished");
  });
  it("is scheduled before its window opens and published inside it", () => {
    expect(
      productStatus({ available: 1, published_from: "2026-07-01T00:00:00.000Z", published_to: null }, now),
    ).toBe("scheduled");
    expect(
      productStatus({ available: 1, published_from: "2026-06-01T00:00:00.000Z", published_to: null }, now),
    ).toBe("published");
  });
});

describe("validation schemas", () => {
  it("uses the spec's messages", () => {
    const result = credentialsSchema.safeParse({ email: "not-an-email", password: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain(MSG.invalidEmail);
    expect(messages).toContain(MSG.required);
  });
  it("normalises email case and checks the confirmation", () => {
    const ok = registerSchema.parse({
      name: "A",
      email: "Ann@Example.COM",
      password: "secret123",
      password_confirmation: "secret123",
    });
    expect(ok.email).toBe("ann@example.com");
    const bad = registerSchema.safeParse({
      name: "A",
      email: "a@b.co",
      password: "secret123",
      password_confirmation: "x",
    });
    expect(bad.error?.issues[0]?.path).toEqual(["password_confirmation"]);
  });
});
