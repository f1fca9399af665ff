import { useState } from "react";
import type { DiscountKind, DiscountScope } from "../../domain/discounts";
import type { DiscountDetail } from "./types";

export interface DiscountFormState {
  code: string;
  title: string;
  kind: DiscountKind;
  value: string;
  minimum_order: string;
  usage_limit: string;
  once_per_customer: boolean;
  applies_to: DiscountScope;
  product_ids: number[];
  category_ids: number[];
  starts_at: string;
  ends_at: string;
  active: boolean;
}

/** "2026-01-02T03:04:00.000Z" -> the local "2026-01-02T04:04" a datetime-local input shows. */
const toLocal = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (text: string) => (text ? new Date(text).toISOString() : null);
const cents = (text: string) => Math.round(Number(text) * 100);

export function initialForm(d?: DiscountDetail): DiscountFormState {
  return {
    code: d?.code ?? "",
    title: d?.title ?? "",
    kind: d?.kind ?? "percentage",
    value: d ? String(d.kind === "fixed" ? d.value / 100 : d.value) : "",
    minimum_order: d && d.minimum_order > 0 ? String(d.minimum_order / 100) : "",
    usage_limit: d?.usage_limit ? String(d.usage_limit) : "",
    once_per_customer: d?.once_per_customer === 1,
    applies_to: d?.applies_to ?? "all",
    product_ids: d?.product_ids ?? [],
    category_ids: d?.category_ids ?? [],
    starts_at: toLocal(d?.starts_at ?? new Date().toISOString()),
    ends_at: toLocal(d?.ends_at ?? null),
    active: d ? d.active === 1 : true,
  };
}

/** The API body: percent as a whole number, amounts in cents, times in UTC. */
export function toBody(f: DiscountFormState) {
  return {
    code: f.code,
    title: f.title.trim() || null,
    kind: f.kind,
    value: f.value.trim() === "" ? Number.NaN : f.kind === "fixed" ? cents(f.value) : Number(f.value),
    minimum_order: f.minimum_order.trim() === "" ? 0 : cents(f.minimum_order),
    usage_limit: f.usage_limit.trim() === "" ? null : Number(f.usage_limit),
    once_per_customer: f.once_per_customer ? 1 : 0,
    applies_to: f.applies_to,
    product_ids: f.product_ids,
    category_ids: f.category_ids,
    starts_at: fromLocal(f.starts_at),
    ends_at: fromLocal(f.ends_at),
    active: f.active ? 1 : 0,
  };
}

export function useDiscountForm(detail?: DiscountDetail) {
  const [form, setForm] = useState<DiscountFormState>(() => initialForm(detail));
  const set = <K extends keyof DiscountFormState>(key: K, value: DiscountFormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  return { form, set };
}
