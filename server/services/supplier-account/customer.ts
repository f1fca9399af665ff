import type { AppContext } from "../../context.js";
import { conflict, invalid, notFound } from "../../../domain/errors.js";
import { SUPPLIER_MSG } from "../../../domain/stores.js";
import type { Tracking } from "../../../domain/contracts/supplier-account.js";
import { findRecordedShipment } from "./shipments.js";
import type { SupplierAccountInput, SupplierAccountRecord, SupplierAccountService } from "./types.js";

/** A store's supplier account with its shipping method and the store's address; not found without one. */
export async function customerData(ctx: AppContext, supplier: SupplierAccountService, websiteId: number) {
  const account = await supplier.findAccount(websiteId);
  if (!account) throw notFound(SUPPLIER_MSG.missing);
  const address = await ctx.db.kysely
    .selectFrom("addresses")
    .select(["street", "city", "postal", "state", "country"])
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  return {
    account,
    shipping_method: supplier.shippingMethods().find((m) => m.code === account.shipping_method) ?? null,
    address: address ?? null,
  };
}

/** Opens a store's supplier account with a method on offer (the default unless one is named); one per store. */
export async function openSupplierAccount(
  supplier: SupplierAccountService,
  websiteId: number,
  input: Omit<SupplierAccountInput, "shipping_method"> & { shipping_method?: string },
  userId: number,
): Promise<SupplierAccountRecord> {
  const { shipping_method, ...fields } = input;
  const method = shipping_method ?? supplier.defaultShippingMethod().code;
  if (!supplier.shippingMethods().some((m) => m.code === method)) {
    throw invalid({ shipping_method: SUPPLIER_MSG.unknownMethod });
  }
  if (await supplier.findAccount(websiteId)) throw conflict(SUPPLIER_MSG.exists);
  return supplier.createAccount(websiteId, { ...fields, shipping_method: method }, userId);
}

/** Confirms a store's supplier account by customer number and email; refused when they do not match. */
export async function validateSupplierAccount(
  supplier: SupplierAccountService,
  websiteId: number,
  credentials: { customer_number: string; email: string },
): Promise<SupplierAccountRecord> {
  const account = await supplier.validateAccount(websiteId, credentials);
  if (!account) throw invalid({ customer_number: SUPPLIER_MSG.invalid });
  return account;
}

/** Tracking of a shipment of `stores` by its tracking number or its order's id. */
export async function shipmentTracking(
  ctx: AppContext,
  supplier: SupplierAccountService,
  term: string,
  stores: readonly number[] | null,
): Promise<Tracking> {
  const shipment = await findRecordedShipment(ctx.db, term, stores);
  // "Not known" is an answer of the lookup, not a failure: the screen shows it as such.
  if (!shipment)
    return {
      known: false as const,
      message: SUPPLIER_MSG.trackingUnknown,
      tracking_number: term,
      events: [],
    };
  return { known: true as const, ...(await supplier.tracking(shipment)) };
}
