import type { AppContext } from "../../context.js";
import { LocalSupplierAccount } from "./local.js";
import type { SupplierAccountService } from "./types.js";

export * from "./types.js";

/** The local supplier account is the only one so far; a real supplier adapter is chosen here. */
export function createSupplierAccount(ctx: Pick<AppContext, "db">): SupplierAccountService {
  return new LocalSupplierAccount(ctx.db);
}
