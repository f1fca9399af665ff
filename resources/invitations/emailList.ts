import { email as emailRule } from "../../domain/validation";

/** The addresses typed or pasted into the invite field: split at commas, semicolons and spaces, repeats dropped. */
export function splitEmails(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .filter((address) => {
      const key = address.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The first address the email rule refuses (with the rule's message), or null when all pass. */
export function emailListProblem(addresses: readonly string[]): { message: string; address?: string } | null {
  if (addresses.length === 0) {
    const empty = emailRule.safeParse("");
    return { message: empty.success ? "" : (empty.error.issues[0]?.message ?? "") };
  }
  for (const address of addresses) {
    const checked = emailRule.safeParse(address);
    if (!checked.success) return { message: checked.error.issues[0]?.message ?? "", address };
  }
  return null;
}
