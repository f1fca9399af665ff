/** How a gift card code is shown. */

/** "ABCDEFGHJKMNPQRS" -> "ABCD-EFGH-JKMN-PQRS". */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** Only the last four characters, as lists show a card without handing out its code. */
export function maskGiftCardCode(code: string): string {
  return `•••• ${code.slice(-4)}`;
}
