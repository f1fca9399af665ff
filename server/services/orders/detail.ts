import type { Kysely } from "kysely";
import { ORDER_MSG } from "../../../domain/messages.js";
import { can, canSeeMoney, type StoreAccess } from "../../../domain/permissions.js";
import type { GeneratedPhoto } from "../../../domain/variants.js";
import type { AppContext } from "../../context.js";
import { fromJson } from "../../db/json.js";
import type { Database, Order, Website } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";
import { readProductData } from "../products/data.js";
import { addressDto, type OrderDetail } from "../../../domain/contracts/orders.js";
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from "../../../domain/orders.js";

type Q = Kysely<Database>;

/** An order by id (its store was checked by the route's declaration). */
export async function loadOrder(ctx: AppContext, orderId: number): Promise<Order> {
  const order = await ctx.db.kysely
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order) throw notFound(ORDER_MSG.orderNotFound);
  return order;
}

/** An order's stored status: the writes store only the three statuses, so another is corrupt data. */
function storedStatus(value: string): OrderStatus {
  if (!isOrderStatus(value))
    throw new Error(`Order status "${value}" is not one of ${ORDER_STATUSES.join(", ")}`);
  return value;
}

/** Everything the order page shows: lines with mockups and decoration files, history, shipments, payment. */
export async function orderDetail(
  ctx: AppContext,
  order: Order,
  website: Website,
  access: StoreAccess,
): Promise<OrderDetail> {
  const db: Q = ctx.db.kysely;
  const [items, history, shipments, payment] = await Promise.all([
    db
      .selectFrom("order_items as i")
      .leftJoin("products as p", "p.id", "i.product_id")
      .leftJoin("product_variants as v", (join) =>
        join.onRef("v.id", "=", "i.product_variant_id").onRef("v.product_id", "=", "i.product_id"),
      )
      .select([
        "i.id",
        "i.product_id",
        "i.product_variant_id",
        "i.name",
        "i.quantity",
        "i.unit_price",
        "i.unit_cost",
        "i.unit_platform_fee",
        "p.preview_photo",
        "p.featured_front_image",
        "p.data",
        "v.generated_photos",
      ])
      .where("i.order_id", "=", order.id)
      .orderBy("i.id")
      .execute(),
    db
      .selectFrom("order_status_history as h")
      .leftJoin("users as u", "u.id", "h.user_id")
      .select(["h.id", "h.from_status", "h.to_status", "h.note", "u.name as user_name", "h.created_at"])
      .where("h.order_id", "=", order.id)
      .orderBy("h.created_at")
      .orderBy("h.id")
      .execute(),
    db.selectFrom("shipments").selectAll().where("order_id", "=", order.id).orderBy("id").execute(),
    db
      .selectFrom("payments")
      .select(["amount_for_website", "amount_for_vi", "goes_to", "done"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .executeTakeFirst(),
  ]);
  const admin = access.isAdmin;
  const money = canSeeMoney(access);
  return {
    id: order.id,
    version: order.version,
    website_id: order.website_id,
    website_name: website.name,
    buyer_name: order.buyer_name,
    buyer_email: order.buyer_email,
    status: storedStatus(order.status),
    subtotal: order.subtotal,
    discount: order.discount,
    gift_card: order.gift_card,
    price: order.price,
    profit: money ? order.profit : null,
    platform_fee: admin ? order.platform_fee : null,
    supplier_cost: admin ? order.supplier_cost : null,
    code: order.code,
    payment_provider: order.payment_provider,
    shipping_address: addressDto.catch({}).parse(fromJson(order.shipping_address, {})),
    cloned_from: order.cloned_from,
    created_at: order.created_at,
    updated_at: order.updated_at,
    deleted_at: order.deleted_at,
    items: items.map((i) => {
      const mockups = fromJson<GeneratedPhoto[]>(i.generated_photos, []).flatMap((m) => {
        const url = ctx.urls.url(m?.src);
        return url ? [{ place: m.place, url }] : [];
      });
      const files = i.data === null || i.data === undefined ? [] : readProductData(i.data).print_files;
      return {
        id: i.id,
        product_id: i.product_id,
        product_variant_id: i.product_variant_id,
        name: i.name,
        quantity: i.quantity,
        unit_price: i.unit_price,
        unit_cost: admin ? i.unit_cost : null,
        unit_platform_fee: admin ? i.unit_platform_fee : null,
        picture_url: mockups[0]?.url ?? ctx.urls.url(i.preview_photo ?? i.featured_front_image),
        mockups,
        decoration_files: files.flatMap((f) => {
          const url = ctx.urls.url(f.path);
          return url ? [{ place: f.place, name: f.name, url }] : [];
        }),
      };
    }),
    history,
    shipments,
    payment: money ? (payment ?? null) : null,
    can: {
      change_status:
        order.deleted_at === null && order.status !== "canceled" && can(access, "full_admin_access"),
      ship: order.deleted_at === null && can(access, "full_admin_access"),
      delete: order.deleted_at === null && (access.isOwner || access.isAdmin),
      admin,
    },
  };
}
