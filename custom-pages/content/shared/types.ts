import type { ReactNode } from "react";
import type { EntryModalContent } from "../../../domain/content";
import type { AppDataProvider } from "../../../providers/dataProvider";
import type { Values } from "./values";

/** One page of a store's content list: search, page and sort. */
export interface ListParams {
  q?: string;
  page: number;
  perPage: number;
  sort?: string;
  order?: "asc" | "desc";
}

/** The entry modal as read and saved, with its picture's address. */
export type EntryModalDto = EntryModalContent & { image_url: string | null };

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
  list: (
    dataProvider: AppDataProvider,
    websiteId: number,
    params: ListParams,
  ) => Promise<{ data: T[]; total: number }>;
  remove: (dataProvider: AppDataProvider, websiteId: number, id: number) => Promise<unknown>;
  name: (row: T) => string;
}

/** What an editor loads and saves; `toValues` turns a record into the form's values. */
export interface EditSource<T> {
  key: string;
  load: (dataProvider: AppDataProvider, websiteId: number, id: number) => Promise<T>;
  save: (
    dataProvider: AppDataProvider,
    websiteId: number,
    id: number | null,
    values: Values,
  ) => Promise<T & Row>;
  toValues: (record: T | null) => Values;
  /** Values as sent: defaults to the form values. */
  toBody?: (values: Values) => Values;
}
