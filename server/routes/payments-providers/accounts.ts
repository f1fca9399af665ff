import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/guard.js";
import { grantedStore, type StoreRule } from "../../http/access.js";
import { copyStoreAccount } from "../../services/payments/copy-account.js";
import type { PaymentKind } from "../../services/payments/types.js";
import { PAYMENT_MSG, websiteIdField } from "../../../domain/stores.js";
import { paymentsOf, type PaymentContext } from "./common.js";
import {
  choosePaymentMethods,
  linkExistingAccount,
  secondPaymentState,
  setSecondPayment,
} from "../../services/payments/store-setup.js";
import {
  paymentSummaryDto,
  secondPaymentDto,
  withSummaryDto,
} from "../../../domain/contracts/payment-accounts.js";
import { idParam, recordId } from "../../http/params.js";

const merchantId = z
  .string({ error: "This element is required" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,64}$/, PAYMENT_MSG.invalidMerchantId);

/** Copying, adopting and choosing payment accounts; the second account; the store's methods. */
export async function accountRoutes(app: FastifyInstance, p: PaymentContext): Promise<void> {
  const { ctx, providers } = p;
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Copying an account needs edit_settings in both stores: the target, and the source the body names. */
  const copyInto = (target: StoreRule["from"]): StoreRule => ({
    ...paymentsOf(target),
    also: { right: "edit_settings", from: "body.from_website_id" },
  });

  /** Puts the source store's connected account of a kind on the target store. */
  const copy = async (request: FastifyRequest, fromId: number, kind: PaymentKind, isSecond: boolean) => {
    const toId = grantedStore(request).website.id;
    await copyStoreAccount(k, { fromWebsiteId: fromId, toWebsiteId: toId, kind, isSecond });
    return { message: PAYMENT_MSG.copied, payments: await p.summary(toId) };
  };

  r.get(
    "/api/websites/:id/payments",
    {
      config: { access: paymentsOf("params.id") },
      schema: {
        tags: ["payments"],
        summary:
          "The store's payment set-up: provider, accounts (no ids, no secrets), methods, stripe_valid (edit_settings)",
        params: idParam,
        response: { 200: paymentSummaryDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      return p.summary(website.id);
    },
  );

  r.post(
    "/api/websites/:id/payments",
    {
      config: { access: paymentsOf("params.id") },
      schema: {
        tags: ["payments"],
        summary:
          "Choose the payment methods the storefront offers (card, paypal, braintree); a method needs its connected account (edit_settings)",
        params: idParam,
        body: z.object({
          card: z.boolean().optional(),
          paypal: z.boolean().optional(),
          braintree: z.boolean().optional(),
        }),
        response: { 200: withSummaryDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await choosePaymentMethods(k, website, request.body);
      return { message: PAYMENT_MSG.methodsUpdated, payments: await p.summary(website.id) };
    },
  );

  r.post(
    "/api/copy/stripe",
    {
      config: { access: copyInto("body.website_id") },
      schema: {
        tags: ["payments"],
        summary: "Use the connected card account of one store in another; edit_settings in both",
        body: z.object({
          from_website_id: websiteIdField,
          website_id: websiteIdField,
          second_account: z.boolean().default(false),
        }),
        response: { 200: withSummaryDto },
      },
    },
    (request) => copy(request, request.body.from_website_id, "card", request.body.second_account),
  );

  r.post(
    "/api/copy/paypal/:id",
    {
      config: { access: copyInto("params.id") },
      schema: {
        tags: ["payments"],
        summary:
          "Use the connected PayPal account of store from_website_id in store {id}; edit_settings in both",
        params: idParam,
        body: z.object({
          from_website_id: websiteIdField,
          second_paypal_account: z.boolean().default(false),
        }),
        response: { 200: withSummaryDto },
      },
    },
    (request) => copy(request, request.body.from_website_id, "paypal", request.body.second_paypal_account),
  );

  const secondState = (websiteId: number) => secondPaymentState(k, providers, websiteId);

  r.get(
    "/api/websites/second_payment",
    {
      config: { access: paymentsOf("query.website_id") },
      schema: {
        tags: ["payments"],
        summary: "Whether the store pays out to a second account too, and those accounts (edit_settings)",
        querystring: z.object({ website_id: recordId }),
        response: { 200: secondPaymentDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      return secondState(website.id);
    },
  );

  r.post(
    "/api/websites/second_payment",
    {
      config: { access: paymentsOf("body.website_id") },
      schema: {
        tags: ["payments"],
        summary:
          "Switch the second payout account on or off (edit_settings); connect it with second_account=1 links",
        body: z.object({
          website_id: websiteIdField,
          second_payment: z.union([z.boolean(), z.literal(0), z.literal(1)]),
        }),
        response: { 200: secondPaymentDto.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const on = request.body.second_payment === true || request.body.second_payment === 1;
      await setSecondPayment(k, website.id, on);
      return { ...(await secondState(website.id)), message: PAYMENT_MSG.secondPaymentUpdated };
    },
  );

  r.post(
    "/api/websites/stripe_id",
    {
      config: { access: { right: "platform_admin", from: "body.website_id" } },
      schema: {
        tags: ["payments", "admin"],
        summary:
          "Attach an existing card-provider account to the store by its id (platform admins; the provider must know it)",
        body: z.object({
          website_id: websiteIdField,
          stripe_id: merchantId,
          second_account: z.boolean().default(false),
        }),
        response: { 200: withSummaryDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await linkExistingAccount(
        k,
        providers.current.card,
        {
          websiteId: website.id,
          kind: "card",
          isSecond: request.body.second_account,
          externalId: request.body.stripe_id,
          email: currentUser(request).email,
        },
        "stripe_id",
      );
      return { message: PAYMENT_MSG.accountLinked, payments: await p.summary(website.id) };
    },
  );

  r.post(
    "/api/websites/braintree_merchant",
    {
      config: { access: paymentsOf("body.website_id") },
      schema: {
        tags: ["payments"],
        summary:
          "Connect the store's Braintree merchant by its merchant id (edit_settings; local sandbox provider)",
        body: z.object({ website_id: websiteIdField, merchant_id: merchantId }),
        response: { 200: withSummaryDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await linkExistingAccount(
        k,
        providers.current.braintree,
        {
          websiteId: website.id,
          kind: "braintree",
          isSecond: false,
          externalId: request.body.merchant_id,
          email: currentUser(request).email,
        },
        "merchant_id",
      );
      return { message: PAYMENT_MSG.accountLinked, payments: await p.summary(website.id) };
    },
  );
}
