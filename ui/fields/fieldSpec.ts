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

/** One field of a content form: its value's path, its input and its texts (translation keys). */
export interface FieldSpec {
  name: string;
  type: FieldType;
  label: string;
  helper?: string;
  required?: boolean;
  /** For "select": value and translation key. */
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
}

const F = "app.content.fields.";

export const nameField: FieldSpec = {
  name: "name",
  type: "text",
  label: `${F}name`,
  required: true,
  maxLength: 100,
};
export const slugField: FieldSpec = {
  name: "slug",
  type: "slug",
  label: `${F}slug`,
  helper: `${F}slug_hint`,
  maxLength: 100,
};
export const seoFields: FieldSpec[] = [
  { name: "seo.title", type: "text", label: `${F}seo_title`, maxLength: 200 },
  { name: "seo.description", type: "textarea", label: `${F}seo_description`, maxLength: 500 },
  { name: "seo.image", type: "picture", label: `${F}seo_image` },
];
export const field = (
  name: string,
  type: FieldSpec["type"],
  label: string,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({
  name,
  type,
  label: `${F}${label}`,
  ...extra,
});
