import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorDto } from "../../http/api-contract.js";
import { currentUser } from "../../auth/guard.js";
import { removeStoreAccount } from "../../services/payments/accounts.js";
import {
  configurationLink,
  mailPaypalLink,
  onboardingLink as accountLink,
  refreshStoreAccounts,
} from "../../services/payments/onboarding.js";
import { PAYMENT_KINDS, type PaymentKind } from "../../services/payments/types.js";
import { email } from "../../../domain/validation.js";
import { PAYMENT_MSG, websiteIdField } from "../../../domain/stores.js";
import { grantedStore } from "../../http/access.js";
import { paymentsOf, queryFlag, type PaymentContext } from "./common.js";
import { paymentSummaryDto, withSummaryDto } from "../../../domain/contracts/payment-accounts.js";
import { recordId } from "../../http/params.js";

/** Links made for the person at the screen expire soon; a mailed link waits a few days. */
const LINK_MINUTES = 60;
const MAILED_LINK_MINUTES = 3 * 24 * 60;
const urlDto = z.object({ url: z.string() });

/** Onboarding and configuration links, disconnect and refresh (card, PayPal). */
export async function onboardingRoutes(app: FastifyInstance, p: PaymentContext): Promise<void> {
  const { ctx, providers } = p;
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The store's account of this kind (opened at the provider when missing) and a link into it. */
  const onboardingLink = async (
    request: FastifyRequest,
    kind: PaymentKind,
    isSecond: boolean,
    options: { minutes: number; userId: number | null },
  ) => {
    const { website } = grantedStore(request);
    const user = currentUser(request);
    return accountLink(
      k,
      providers,
      { websiteId: website.id, kind, isSecond, email: user.email, country: await p.country(website.id) },
      {
        userId: options.userId,
        returnUrl: p.backUrl("return", website.id, kind, isSecond),
        refreshUrl: p.backUrl("refresh", website.id, kind, isSecond),
        minutes: options.minutes,
      },
    );
  };

  r.get(
    "/api/stripe/generate_onboard",
    {
      config: { access: paymentsOf(["query.website_id", "active"]) },
      schema: {
        tags: ["payments"],
        summary:
          "Link to connect the store's card-payment account (edit_settings): Stripe Connect onboarding, or the local sandbox page; website_id else X-Website-Id; second_account=1 for the second account",
        querystring: z.object({
          website_id: recordId.optional(),
          second_account: queryFlag,
        }),
        // 502: the payment provider refused to make the link, in its own words.
        response: { 200: urlDto, 502: errorDto },
      },
    },
    async (request) => {
      const url = await onboardingLink(request, "card", request.query.second_account, {
        minutes: LINK_MINUTES,
        userId: currentUser(request).id,
      });
      return { url };
    },
  );

  r.get(
    "/api/paypal/generate_onboard_link",
    {
      config: { access: paymentsOf(["query.website_id", "active"]) },
      schema: {
        tags: ["payments"],
        summary:
          "Link to connect the store's PayPal account (edit_settings; local sandbox); second_paypal_account=1 for the second account",
        querystring: z.object({
          website_id: recordId.optional(),
          second_paypal_account: queryFlag,
        }),
        response: { 200: urlDto },
      },
    },
    async (request) => {
      const url = await onboardingLink(request, "paypal", request.query.second_paypal_account, {
        minutes: LINK_MINUTES,
        userId: currentUser(request).id,
      });
      return { url };
    },
  );

  r.post(
    "/api/send/paypal/link",
    {
      config: { access: paymentsOf("body.website_id") },
      schema: {
        tags: ["payments"],
        summary: "Mail a PayPal onboarding link (valid 3 days) to someone who completes it (edit_settings)",
        body: z.object({
          website_id: websiteIdField,
          email,
          second_paypal_account: z.boolean().default(false),
        }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { second_paypal_account } = request.body;
      const url = await onboardingLink(request, "paypal", second_paypal_account, {
        minutes: MAILED_LINK_MINUTES,
        userId: null,
      });
      const { website } = grantedStore(request);
      await mailPaypalLink(ctx.mailer, {
        to: request.body.email,
        who: currentUser(request).name,
        storeName: website.name,
        url,
      });
      return { message: PAYMENT_MSG.linkSent(request.body.email) };
    },
  );

  r.get(
    "/api/stripe/configuration/link",
    {
      config: { access: paymentsOf(["query.website_id", "active"]) },
      schema: {
        tags: ["payments"],
        summary: "Link to the connected card account's own settings at the provider (edit_settings)",
        querystring: z.object({
          website_id: recordId.optional(),
          second_account: queryFlag,
        }),
        response: { 200: urlDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const isSecond = request.query.second_account;
      const url = await configurationLink(
        k,
        providers,
        { websiteId: website.id, isSecond },
        {
          userId: currentUser(request).id,
          returnUrl: p.backUrl("return", website.id, "card", isSecond),
          refreshUrl: p.backUrl("refresh", website.id, "card", isSecond),
          minutes: LINK_MINUTES,
        },
      );
      return { url };
    },
  );

  r.put(
    "/api/stripe/disconnect",
    {
      config: { access: paymentsOf("body.website_id") },
      schema: {
        tags: ["payments"],
        summary:
          "Detach a payment account from the store (edit_settings; kind card by default); the card one clears stripe_valid",
        body: z.object({
          website_id: websiteIdField,
          kind: z.enum(PAYMENT_KINDS).default("card"),
          second_account: z.boolean().default(false),
        }),
        response: { 200: withSummaryDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const { kind, second_account } = request.body;
      await removeStoreAccount(k, { websiteId: website.id, kind, isSecond: second_account });
      return { message: PAYMENT_MSG.disconnected, payments: await p.summary(website.id) };
    },
  );

  r.post(
    "/api/refresh/stripe",
    {
      config: { access: paymentsOf("body.website_id") },
      schema: {
        tags: ["payments"],
        summary:
          "Re-read the store's payment accounts from their providers (after returning from onboarding) and update stripe_valid",
        body: z.object({ website_id: websiteIdField }),
        response: { 200: paymentSummaryDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await refreshStoreAccounts(k, providers, website.id);
      return p.summary(website.id);
    },
  );
}
