import { HttpError } from "react-admin";
import {
  categoryRows,
  type CategoryBody,
  type CategoryNode,
  type CategoryRecord,
  type CategoryScope,
} from "../../domain/category-tree";
import { importCsv } from "../transport/import-stream";
import { apiRequest } from "../httpClient";
import { typedResource } from "./typedResource";

type SavedCategory = { message: string; category: CategoryNode };

/** The platform's own category tree has no store: website_id is null. */
const categoryStoreField = (scope: CategoryScope) => (scope === "platform" ? null : scope);

/** Category calls BREAD does not make: a whole tree, the order after a drag, the CSV import. */
export const categoriesActions = {
  fetchCategories: (scope: CategoryScope) =>
    apiRequest<CategoryNode[]>(
      scope === "platform" ? "/api/admin/categories" : `/api/categories?website_id=${scope}`,
    ),
  createCategory: (scope: CategoryScope, body: CategoryBody) =>
    apiRequest<SavedCategory>("/api/categories", {
      body: { ...body, website_id: categoryStoreField(scope) },
    }),
  /** With the version the screen read, a category saved by someone else since is refused (409). */
  updateCategory: (id: number, body: CategoryBody, version?: number) =>
    apiRequest<SavedCategory>(`/api/categories/${id}`, { body: version === undefined ? body : { ...body, version } }),
  deleteCategory: (id: number) =>
    apiRequest<{ message: string }>(`/api/delete/categories/${id}`, { method: "POST" }),
  orderCategories: (scope: CategoryScope, items: { id: number; childOf: number | null }[]) =>
    apiRequest<{ message: string; categories: CategoryNode[] }>("/api/categories/order", {
      body: { website_id: categoryStoreField(scope), items },
    }),
  /** Uploads the file, then follows its import job to the end (the upload is the bar). */
  async importCategoriesCsv(scope: CategoryScope, file: File, onProgress: (fraction: number) => void) {
    const done = await importCsv(
      "/api/categories/csv",
      file,
      (p) => onProgress(p.stage === "uploading" ? p.fraction : 1),
      undefined,
      { website_id: scope === "platform" ? "" : String(scope) },
    );
    return { message: done.message, imported: done.created ?? 0 };
  },
};

/** A form's values as the category calls take them (the parent is `childOf` there). */
function categoryBody(data: unknown): CategoryBody {
  const values = (data ?? {}) as Partial<CategoryRecord>;
  return { name: values.name ?? "", slug: values.slug ?? "", childOf: values.parent_id ?? null };
}

const asRecord = (node: CategoryNode) => categoryRows([{ ...node, childrens: [] }])[0]!;

async function platformRows(): Promise<CategoryRecord[]> {
  return categoryRows(await categoriesActions.fetchCategories("platform"));
}

/**
 * The platform's own categories (no store; admins) as Category records: BREAD holds only store
 * categories, so these are the admin category calls. The whole tree is one list.
 */
export const platformCategories = typedResource({
  // The search finds what BREAD's finds for a store: the term in the name or the slug.
  getList: async (params) => {
    const term = typeof params.filter.q === "string" ? params.filter.q.trim().toLowerCase() : "";
    const rows = (await platformRows()).filter(
      (row) => row.name.toLowerCase().includes(term) || row.slug.includes(term),
    );
    return { data: rows, total: rows.length };
  },
  getOne: async (id) => {
    const row = (await platformRows()).find((r) => r.id === id);
    if (!row) throw new HttpError("ra.notification.item_doesnt_exist", 404);
    return row;
  },
  create: async (data) => asRecord((await categoriesActions.createCategory("platform", categoryBody(data))).category),
  update: async (id, data, params) => {
    const read: unknown = params.previousData?.version;
    const version = typeof read === "number" ? read : undefined;
    return asRecord((await categoriesActions.updateCategory(id, categoryBody(data), version)).category);
  },
  delete: async (id) => {
    await categoriesActions.deleteCategory(id);
  },
});
