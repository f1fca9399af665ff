import { z } from "zod";
import { settingsSaveSchema, type SettingsSave } from "../../../domain/stores";

type Values = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const rows = (v: unknown): Values[] => (Array.isArray(v) ? (v as Values[]) : []);

/**
 * The store record as the settings form holds it (GET /api/websites/{id}), reduced to the sections
 * the settings save takes. Office locations and the whitelist are saved by their own sections.
 */
export function settingsSections(record: Values): Values {
  const r = record;
  return {
    name: r.name,
    link: r.link,
    domain: blank(r.domain) ? null : r.domain,
    margin: r.margin,
    // A store without an address has none until one of its fields is filled.
    ...(r.address ? { address: r.address } : {}),
    recipient_email: blank(r.recipient_email) ? null : r.recipient_email,
    mail_configuration: r.mail_configuration,
    entry_modal: r.entry_modal,
    tax_exempt: r.tax_exempt === true || r.tax_exempt === 1,
    departments: rows(r.departments).map((d) => ({
      ...(typeof d.id === "number" ? { id: d.id } : {}),
      name: d.name ?? "",
    })),
    store_contact_emails: rows(r.store_contact_emails).map((e) => ({
      ...(typeof e.id === "number" ? { id: e.id } : {}),
      email: e.email ?? "",
      label: e.label,
    })),
  };
}

/** The form's rule: the settings save's own schema (the one BREAD's Website update applies). */
export const storeSettingsFormSchema = z.preprocess(settingsSections, settingsSaveSchema);

/**
 * Only the sections that differ from the stored store are sent, so a save never touches what the
 * user did not change (a custom domain, for instance, is checked against the plan whenever sent).
 */
export function changedSections(data: SettingsSave, previous: unknown): Partial<SettingsSave> {
  const before = settingsSaveSchema.safeParse(settingsSections((previous ?? {}) as Values));
  if (!before.success) return data;
  const stored = before.data as Values;
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key])),
  ) as Partial<SettingsSave>;
}

/** A save of a single section says so with that section's own message. */
const SECTION_MESSAGES: Partial<Record<keyof SettingsSave, string>> = {
  address: "app.storeSettings.address.saved",
  departments: "app.storeSettings.departments.saved",
  recipient_email: "app.storeSettings.mail.recipient_saved",
  store_contact_emails: "app.storeSettings.mail.contacts_saved",
  tax_exempt: "app.storeSettings.tax.saved",
};

export function savedMessage(sent: Partial<SettingsSave>): string {
  const keys = Object.keys(sent) as (keyof SettingsSave)[];
  const only = keys.length === 1 ? SECTION_MESSAGES[keys[0]!] : undefined;
  return only ?? "app.storeSettings.saved";
}
