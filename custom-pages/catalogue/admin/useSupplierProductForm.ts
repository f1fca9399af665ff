import { useState } from "react";
import type { SupplierProductBody, SupplierProductDetail, SupplierProductFields } from "../types";

export interface VariantRow {
  /** A stable React key; `id` is the server's and only set for saved variants. */
  key: string;
  id?: number;
  color: string;
  color_swatch: string;
  size: string;
  cost: string;
  quantity: string;
  available: boolean;
}

/** The form's values: the product's texts and methods as they are, money and numbers as typed. */
export interface ProductFormValues extends Pick<
  SupplierProductFields,
  | "style_id"
  | "short_name"
  | "name"
  | "brand"
  | "category"
  | "description"
  | "suggested_method"
  | "second_suggested_method"
> {
  moq: string;
  print_price: string;
  print_price_second: string;
  first_custom_fee: string;
  is_customizable: boolean;
  is_active: boolean;
  popular: string;
}

export type TextField = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never;
}[keyof ProductFormValues];

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** Dollars typed by a person to integer cents; anything unreadable goes to the server as NaN → its error. */
const cents = (text: string) => Math.round(Number(text.replace(",", ".")) * 100);
let counter = 0;
export const newKey = () => `new-${++counter}`;

const EMPTY: ProductFormValues = {
  style_id: "",
  short_name: "",
  name: "",
  brand: "",
  category: "",
  description: "",
  suggested_method: 1,
  second_suggested_method: null,
  moq: "1",
  print_price: "5.00",
  print_price_second: "3.00",
  first_custom_fee: "9.50",
  is_customizable: false,
  is_active: true,
  popular: "0",
};

function fromDetail(d: SupplierProductDetail): { values: ProductFormValues; variants: VariantRow[] } {
  return {
    values: {
      style_id: d.style_id,
      short_name: d.short_name,
      name: d.name,
      brand: d.brand,
      category: d.category,
      description: d.description,
      suggested_method: d.suggested_method,
      second_suggested_method: d.second_suggested_method,
      moq: String(d.moq),
      print_price: dollars(d.print_price),
      print_price_second: dollars(d.print_price_second),
      first_custom_fee: dollars(d.first_custom_fee),
      is_customizable: d.is_customizable === 1,
      is_active: d.is_active === 1,
      popular: String(d.popular),
    },
    variants: d.variants.map((v) => ({
      key: `v-${v.id}`,
      id: v.id,
      color: v.color,
      color_swatch: v.color_swatch,
      size: v.size,
      cost: dollars(v.cost),
      quantity: String(v.quantity),
      available: v.available === 1,
    })),
  };
}

/** The admin's supplier product form: text as typed, money in dollars; the body goes out in cents. */
export function useSupplierProductForm(detail: SupplierProductDetail | undefined) {
  const initial = detail ? fromDetail(detail) : { values: EMPTY, variants: [] };
  const [values, setValues] = useState<ProductFormValues>(initial.values);
  const [variants, setVariants] = useState<VariantRow[]>(initial.variants);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const toBody = (): SupplierProductBody => ({
    style_id: values.style_id,
    short_name: values.short_name,
    name: values.name,
    brand: values.brand,
    category: values.category,
    description: values.description,
    suggested_method: values.suggested_method,
    second_suggested_method: values.second_suggested_method,
    moq: Number(values.moq),
    print_price: cents(values.print_price),
    print_price_second: cents(values.print_price_second),
    first_custom_fee: cents(values.first_custom_fee),
    is_customizable: values.is_customizable ? 1 : 0,
    is_active: values.is_active ? 1 : 0,
    popular: Number(values.popular),
    variants: variants.map((v) => ({
      ...(v.id === undefined ? {} : { id: v.id }),
      color: v.color,
      color_swatch: v.color_swatch,
      size: v.size,
      cost: cents(v.cost),
      quantity: Number(v.quantity),
      available: v.available ? 1 : 0,
    })),
  });

  return {
    values,
    set: <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) =>
      setValues((v) => ({ ...v, [field]: value })),
    variants,
    setVariants,
    errors,
    setErrors,
    toBody,
  };
}
