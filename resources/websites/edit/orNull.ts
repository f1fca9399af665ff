/** Empty inputs are null on the wire (react-admin gives "" or undefined for a cleared input). */
export function orNull(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}
