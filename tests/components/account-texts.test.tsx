import { describe, expect, it } from "vitest";
import { ACCOUNT_MSG } from "../../domain/account";
import { TAX_MSG } from "../../domain/tax-ids";
import { en } from "../../src/i18n/areas/account";

/** The account texts are written out (to keep zod out of the first download); they must stay the server's. */
describe("account texts", () => {
  it("say what the server says", () => {
    expect(en.edit.saved_verify).toBe(ACCOUNT_MSG.verifyNewEmail);
    expect(en.avatar.images_only).toBe(ACCOUNT_MSG.imagesOnly);
    expect(en.avatar.too_large).toBe(ACCOUNT_MSG.avatarTooLarge);
    expect(en.taxes.pdf_only).toBe(TAX_MSG.pdfOnly);
    expect(en.taxes.too_large).toBe(TAX_MSG.tooLarge);
    expect(en.taxes.uploaded).toBe(TAX_MSG.uploaded);
    expect(en.taxes.deleted).toBe(TAX_MSG.deleted);
    expect(en.taxes.bad_format.replace("%{example}", "X")).toBe(TAX_MSG.badFormat("X"));
  });
});
