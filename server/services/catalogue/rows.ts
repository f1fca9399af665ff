import type { Selectable } from "kysely";
import type { Database } from "../../db/schema.js";

export type SupplierProductRow = Selectable<Database["supplier_products"]>;
export type SupplierVariantRow = Selectable<Database["supplier_variants"]>;

/** The supplier category that the catalogue and the picker never show. */
export const IMPORT_TEST_CATEGORY = "import test";
