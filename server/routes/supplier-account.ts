import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser } from "../auth/guard.js";
import { grantedStore, grantedStores } from "../http/access.js";
import { createSupplierAccount } from "../services/supplier-account/index.js";
import {
  customerData,
  openSupplierAccount,
  shipmentTracking,
  validateSupplierAccount,
} from "../services/supplier-account/customer.js";
import {
  shippingMethodDto,
  supplierAccountDto,
  trackingDto,
} from "../../domain/contracts/supplier-account.js";
import { can } from "../../domain/permissions.js";
import { email } from "../../domain/validation.js";
import { SUPPLIER_MSG, websiteIdField } from "../../domain/stores.js";
import { idParam } from "../http/params.js";

const required = (max: number) =>
  z.string({ error: "This element is required" }).trim().min(1, "This element is required").max(max);

/**
 * Supplier account integration (the spec's "profill" calls) behind the SupplierAccount interface;
 * the local default keeps accounts in the database and tracks shipments by their recorded dates.
 * {id} is a store id; reading needs membership, changing needs edit_settings.
 */
export async function supplierAccountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const supplier = createSupplierAccount(ctx);
  const tags = ["supplier account"];

  r.get(
    "/api/profill/default-shipping-method",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The supplier's default shipping method and every method on offer (price in cents)",
        response: {
          200: z.object({
            provider: z.string(),
            method: shippingMethodDto,
            methods: z.array(shippingMethodDto),
          }),
        },
      },
    },
    async () => ({
      provider: supplier.name,
      method: supplier.defaultShippingMethod(),
      methods: [...supplier.shippingMethods()],
    }),
  );

  r.get(
    "/api/profill/check-account/:id",
    {
      config: { access: { right: null, from: "params.id" } },
      schema: {
        tags,
        summary: "Whether store {id} has a supplier account and whether it is validated (any member)",
        params: idParam,
        response: {
          200: z.object({
            provider: z.string(),
            exists: z.boolean(),
            validated: z.boolean(),
            status: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const account = await supplier.findAccount(website.id);
      return {
        provider: supplier.name,
        exists: account !== null,
        validated: account?.status === "active",
        status: account?.status ?? null,
      };
    },
  );

  r.get(
    "/api/profill/check-user-access/:id",
    {
      config: { access: { right: null, from: "params.id" } },
      schema: {
        tags,
        summary:
          "Whether the caller may manage store {id}'s supplier account (edit_settings there) and whether it exists; 404 outside the store",
        params: idParam,
        response: { 200: z.object({ access: z.boolean(), has_account: z.boolean() }) },
      },
    },
    async (request) => {
      const found = grantedStore(request);
      const account = await supplier.findAccount(found.website.id);
      return { access: can(found.access, "edit_settings"), has_account: account !== null };
    },
  );

  r.get(
    "/api/profill/fetch-customer-data/:id",
    {
      config: { access: { right: "edit_settings", from: "params.id" } },
      schema: {
        tags,
        summary:
          "Store {id}'s supplier account with its shipping method and the store address (edit_settings)",
        params: idParam,
        response: {
          200: z.object({
            account: supplierAccountDto,
            shipping_method: shippingMethodDto.nullable(),
            address: z
              .object({
                street: z.string().nullable(),
                city: z.string().nullable(),
                postal: z.string().nullable(),
                state: z.string().nullable(),
                country: z.string(),
              })
              .nullable(),
          }),
        },
      },
    },
    async (request) => {
      return customerData(ctx, supplier, grantedStore(request).website.id);
    },
  );

  r.post(
    "/api/profill/create-account",
    {
      config: { access: { right: "edit_settings", from: "body.website_id" } },
      schema: {
        tags,
        summary: "Open the store's supplier account (edit_settings); 409 when it has one",
        body: z.object({
          website_id: websiteIdField,
          company: required(200),
          contact_name: required(200),
          email,
          phone: z
            .string()
            .trim()
            .max(40)
            .nullish()
            .transform((v) => v || null),
          shipping_method: z.string().optional(),
        }),
        response: { 201: z.object({ message: z.string(), account: supplierAccountDto }) },
      },
    },
    async (request, reply) => {
      const { website_id: _store, ...input } = request.body;
      const { website } = grantedStore(request);
      const account = await openSupplierAccount(supplier, website.id, input, currentUser(request).id);
      return reply.code(201).send({ message: SUPPLIER_MSG.created, account });
    },
  );

  r.post(
    "/api/profill/validate-account",
    {
      config: { access: { right: "edit_settings", from: "body.website_id" } },
      schema: {
        tags,
        summary:
          "Confirm the store's supplier account by customer number and email (edit_settings); 422 when they do not match",
        body: z.object({ website_id: websiteIdField, customer_number: required(50), email }),
        response: { 200: z.object({ message: z.string(), account: supplierAccountDto }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const account = await validateSupplierAccount(supplier, website.id, request.body);
      return { message: SUPPLIER_MSG.validated, account };
    },
  );

  r.get(
    "/api/profill/fetch-tracking/:x",
    {
      config: { access: { right: "browse_single_order", stores: [] } },
      schema: {
        tags,
        summary:
          "Tracking of a shipment of a store where the caller may open orders: {x} its tracking number or its order's id. The local provider answers the shipment's recorded dates (source: recorded). A number with no such shipment answers known: false with the message and no events",
        params: z.object({
          x: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "Enter a tracking number or an order id."),
        }),
        response: {
          200: trackingDto,
        },
      },
    },
    async (request) => {
      return shipmentTracking(ctx, supplier, request.params.x, grantedStores(request));
    },
  );
}
