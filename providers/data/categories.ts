import { HttpError, type DataProvider, type Identifier, type RaRecord } from "react-admin";
import {
  categoryRows,
  type CategoryBody,
  type CategoryNode,
  type CategoryRecord,
  type CategoryScope,
} from "../../domain/contracts/categories";
import { xhrUpload } from "../transport/upload";
import { apiRequest } from "../httpClient";

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
  updateCategory: (id: number, body: CategoryBody) =>
    apiRequest<SavedCategory>(`/api/categories/${id}`, { body }),
  deleteCategory: (id: number) =>
    apiRequest<{ message: string }>(`/api/delete/categories/${id}`, { method: "POST" }),
  orderCategories: (scope: CategoryScope, items: { id: number; childOf: number | null }[]) =>
    apiRequest<{ message: string; categories: CategoryNode[] }>("/api/categories/order", {
      body: { website_id: categoryStoreField(scope), items },
    }),
  importCategoriesCsv(scope: CategoryScope, file: File, onProgress: (fraction: number) => void) {
    const form = new FormData();
    form.append("website_id", scope === "platform" ? "" : String(scope));
    form.append("file", file);
    return xhrUpload<{ message: string; imported: number }>("/api/categories/csv", form, onProgress);
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
export const platformCategories: Pick<DataProvider, "getList" | "getOne" | "create" | "update" | "delete"> = {
  getList: async <T extends RaRecord>() => {
    const rows = await platformRows();
    return { data: rows as unknown as T[], total: rows.length };
  },
  getOne: async <T extends RaRecord>(_resource: string, params: { id: Identifier }) => {
    const row = (await platformRows()).find((r) => r.id === Number(params.id));
    if (!row) throw new HttpError("ra.notification.item_doesnt_exist", 404);
    return { data: row as unknown as T };
  },
  create: async <T extends RaRecord>(_resource: string, params: { data: unknown }) => {
    const saved = await categoriesActions.createCategory("platform", categoryBody(params.data));
    return { data: asRecord(saved.category) as unknown as T };
  },
  update: async <T extends RaRecord>(_resource: string, params: { id: Identifier; data: unknown }) => {
    const saved = await categoriesActions.updateCategory(Number(params.id), categoryBody(params.data));
    return { data: asRecord(saved.category) as unknown as T };
  },
  delete: async <T extends RaRecord>(
    _resource: string,
    params: { id: Identifier; previousData?: T },
  ) => {
    await categoriesActions.deleteCategory(Number(params.id));
    return { data: (params.previousData ?? { id: params.id }) as T };
  },
};
