import type { Db } from "../../db/types.js";
import type { User } from "../../db/schema.js";
import { isPlatformAdmin, loadUserStoreRows, membershipsFrom } from "../../auth/access.js";
import type { UserDto } from "../../../domain/api.js";
import { grantedPermissions, isCompanyRole, type PermissionType } from "../../../domain/permissions.js";
import type { FileUrls } from "../storage.js";

/** GET /api/user's shape: the user with its relations. */
export async function userDto(db: Db, urls: FileUrls, user: User): Promise<UserDto> {
  const k = db.kysely;
  const admin = isPlatformAdmin(user);
  const [company, rows, favourites, address] = await Promise.all([
    user.company_id === null
      ? Promise.resolve(undefined)
      : k
          .selectFrom("companies")
          .select(["id", "name", "logo_url"])
          .where("id", "=", user.company_id)
          .executeTakeFirst(),
    loadUserStoreRows(db, user),
    k.selectFrom("favourite_products").select("product_id").where("user_id", "=", user.id).execute(),
    k
      .selectFrom("addresses")
      .select(["id", "name", "street", "city", "postal", "state", "country", "phone"])
      .where("user_id", "=", user.id)
      .executeTakeFirst(),
  ]);
  const { attached, entries, owned } = rows;
  const memberships = admin ? new Map() : membershipsFrom(user, rows);

  const permissions: Record<string, PermissionType[]> = {};
  for (const [websiteId, access] of memberships) permissions[websiteId] = grantedPermissions(access);

  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.email_verified_at,
    avatar_url: urls.url(user.avatar),
    created_at: user.created_at,
    role_id: user.role_id,
    is_admin: admin,
    is_example: user.is_example === 1,
    company_id: user.company_id,
    company: company ? { ...company, logo_url: urls.url(company.logo_url) } : null,
    main_company_role: isCompanyRole(user.main_company_role)
      ? { company_role: { slug: user.main_company_role } }
      : null,
    company_roles: attached.map((a) => ({
      website_id: a.website_id,
      company_role: { slug: a.company_role },
    })),
    website_permissions: entries.map((e) => ({
      type: e.type,
      value: e.value,
      user_permission: { website_id: e.website_id },
    })),
    website_role: user.website_role ? { name: user.website_role } : null,
    user_websites: owned.map((o) => o.id),
    favouritesProducts: favourites.map((f) => f.product_id),
    address: address ?? null,
    can_create_stores: user.can_create_stores === 1,
    page_view: user.page_view,
    production_margin: user.production_margin,
    inventory_notifications: user.inventory_notifications,
    low_inventory: user.low_inventory,
    price_changes_notifications: user.price_changes_notifications,
    permissions,
  };
}
