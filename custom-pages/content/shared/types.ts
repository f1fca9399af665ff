import type { ReactNode } from "react";
import type { ListParams } from "../api";
import type { Values } from "./values";

export type FieldType =
  | "text"
  | "slug"
  | "html"
  | "textarea"
  | "switch"
  | "datetime"
  | "picture"
  | "products"
  | "images"
  | "links"
  | "select";

export interface FieldSpec {
  name: string;
  type: FieldType;
  /** Translation key. */
  label: string;
  helper?: string;
  required?: boolean;
  /** For "select": value and translation key. */
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
}

export interface Row {
  id: number;
}

export interface ColumnSpec<T extends Row> {
  /** Translation key of the header. */
  label: string;
  render: (row: T) => ReactNode;
}

/** What a list screen reads and deletes; the store id comes from the active store. */
export interface ListSource<T extends Row> {
  key: string;
  list: (websiteId: number, params: ListParams) => Promise<{ data: T[]; total: number }>;
  remove: (websiteId: number, id: number) => Promise<unknown>;
  name: (row: T) => string;
}

/** What an editor loads and saves; `toValues` turns a record into the form's values. */
export interface EditSource<T> {
  key: string;
  load: (websiteId: number, id: number) => Promise<T>;
  save: (websiteId: number, id: number | null, values: Values) => Promise<T & Row>;
  toValues: (record: T | null) => Values;
  /** Values as sent: defaults to the form values. */
  toBody?: (values: Values) => Values;
}
