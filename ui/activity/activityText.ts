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

/** The changed fields as "field: before → after" lines, in the order the write listed them. */
export function changeLines(changes: ActivityEventRecord["changes"]): string[] {
  return Object.entries(changes ?? {}).map(
    ([field, [before, after]]) => `${field}: ${changeValue(field, before)} → ${changeValue(field, after)}`,
  );
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
