/** Form values of the content editors: flat records whose dotted names reach nested objects (seo.title). */
export type Values = Record<string, unknown>;

export function getPath(values: Values, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function setPath(values: Values, path: string, value: unknown): Values {
  const [head, ...rest] = path.split(".");
  if (head === undefined) return values;
  if (rest.length === 0) return { ...values, [head]: value };
  const child = values[head];
  const inner = typeof child === "object" && child !== null ? (child as Values) : {};
  return { ...values, [head]: setPath(inner, rest.join("."), value) };
}

/**
 * An input's `parse` that keeps text as text: react-admin's inputs turn a cleared field into null,
 * while schemas that take "" for an empty field refuse null.
 */
export const keepText = (value: string): string => value;

/** An input's `format` and `parse` that hand the form's value over as it is (react-admin's default turns null into ""). */
export const asIs = <T>(value: T): T => value;

export const asString = (value: unknown): string => (typeof value === "string" ? value : "");
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** "2026-01-02T10:00:00.000Z" -> the local "2026-01-02T11:00" a datetime-local input shows. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== "string" || iso === "") return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
