import type { AppContext } from "../../context.js";
import type { User, Website } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { ADMIN_ROLE_ID } from "../../../domain/permissions.js";
import { STORE_MSG } from "../../../domain/stores.js";
import { escapeHtml, notify } from "../notify.js";
import { assertCustomDomainAllowed, assertDomainFree, assertLinkFree } from "./rules.js";

/** A store link no other store uses (`exceptId`: the store being edited, whose own link is free). */
export function assertStoreLinkFree(ctx: AppContext, link: string, exceptId: number | null): Promise<void> {
  return assertLinkFree(ctx.db.kysely, link, exceptId);
}

/** A custom domain that is not the platform's own host (nor under it) and no other store uses. */
export async function assertStoreDomainFree(
  ctx: AppContext,
  domain: string,
  exceptId: number | null,
): Promise<void> {
  const platformHost = new URL(ctx.config.publicUrl).hostname;
  if (domain === platformHost || domain.endsWith(`.${platformHost}`))
    throw invalid({ domain: STORE_MSG.domainTaken });
  await assertDomainFree(ctx.db.kysely, domain, exceptId);
}

/**
 * Asks the platform admins to connect a custom domain to the store: refused unless the store's
 * plan allows one and no other store uses it; every active admin gets a notification and a mail.
 */
export async function requestCustomDomain(
  ctx: AppContext,
  website: Website,
  user: User,
  domain: string,
): Promise<void> {
  const k = ctx.db.kysely;
  assertCustomDomainAllowed(website);
  await assertDomainFree(k, domain, website.id);
  const admins = await k
    .selectFrom("users")
    .select(["id", "email"])
    .where("role_id", "=", ADMIN_ROLE_ID)
    .where("deactivated_at", "is", null)
    .execute();
  const text = `${user.name} <${user.email}> asks to connect ${domain} to the store ${website.name} (id ${website.id}).`;
  await k.transaction().execute((trx) =>
    notify(trx, {
      userIds: admins.map((a) => a.id),
      websiteId: website.id,
      type: "info",
      content: text,
    }),
  );
  for (const admin of admins) {
    await ctx.mailer.send({
      to: admin.email,
      subject: `Custom domain request: ${domain}`,
      text,
      html: `<p>${escapeHtml(text)}</p>`,
    });
  }
}
