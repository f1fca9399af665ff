import { useLocaleState, useTranslate } from "react-admin";
import type { ActivityEventRecord } from "../../domain/activity";
import { formatCents } from "../format";
import { isMoneyField } from "../revisions/revisionValue";

/**
 * A changed value as one short line: money as money, empty as a dash, lists and objects as JSON,
 * long text cut.
 */
export function changeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number" && isMoneyField(field)) return formatCents(value);
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** An object value, or the JSON text of one (a stored address); null for every other value. */
function objectOf(value: unknown): Record<string, unknown> | null {
  let parsed = value;
  if (typeof value === "string" && value.startsWith("{")) {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
    ? Object.fromEntries(Object.entries(parsed))
    : null;
}

const line = (field: string, before: unknown, after: unknown) =>
  `${field}: ${changeValue(field, before)} → ${changeValue(field, after)}`;

/**
 * The changed fields as "field: before → after" lines, in the order the write listed them. An
 * object changed into another (an address) gives a line per inner field that changed, as
 * "shipping_address.phone: — → +1 980-555-0141", instead of both objects cut to 60 characters.
 */
export function changeLines(changes: ActivityEventRecord["changes"]): string[] {
  return Object.entries(changes ?? {}).flatMap(([field, [before, after]]) => {
    const [was, now] = [objectOf(before), objectOf(after)];
    if (!was || !now) return [line(field, before, after)];
    const inner = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
      (key) => changeValue(key, was[key]) !== changeValue(key, now[key]),
    );
    return inner.length > 0
      ? inner.map((key) => line(`${field}.${key}`, was[key], now[key]))
      : [line(field, before, after)];
  });
}

/** The texts the log and the timelines share: when, what kind of record, what was done, by whom. */
export function useActivityText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return {
    when: (iso: string) => when.format(new Date(iso)),
    entity: (entity: string) => translate(`app.activity.entities.${entity}`, { _: entity }),
    /** "Product: Classic Tee" when the record had a name, else "Product #4". */
    record: (event: ActivityEventRecord) => {
      const kind = translate(`app.activity.entities.${event.entity}`, { _: event.entity });
      if (event.record_name) return `${kind}: ${event.record_name}`;
      return event.entity_id === null ? kind : `${kind} #${event.entity_id}`;
    },
    action: (action: string) => translate(`app.activity.actions.${action}`, { _: action }),
    who: (event: ActivityEventRecord) => event.user_name ?? translate("app.activity.nobody"),
    /** "(by <admin> for <user>)" when a platform admin acted for the user; else null. */
    byAdmin: (event: ActivityEventRecord) =>
      event.acting_admin_name === null
        ? null
        : translate("app.activity.by_admin", {
            admin: event.acting_admin_name,
            user: event.user_name ?? translate("app.activity.nobody"),
          }),
  };
}
