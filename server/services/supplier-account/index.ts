import type { Db } from "../../db/types.js";
import { LocalSupplierAccount } from "./local.js";
import type { SupplierAccountService } from "./types.js";

export * from "./types.js";

/** The local supplier account is the only one so far; a real supplier adapter is chosen here. */
export function createSupplierAccount(db: Db): SupplierAccountService {
  return new LocalSupplierAccount(db);
}
