/** The indicator is red below 34, yellow below 68, otherwise green. */
export function indicatorColor(percent: number): "error" | "warning" | "success" {
  if (percent < 34) return "error";
  if (percent < 68) return "warning";
  return "success";
}

/** The product name is cut to 15 characters in the low stock dialog. */
export const NAME_CHUNK = 15;
export function cutName(name: string, max = NAME_CHUNK): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}
