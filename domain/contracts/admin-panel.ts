import { z } from "zod";

/* The platform admin panel's wire shapes: the server validates and documents its routes with them, the SPA reads their types. */

/** Order sums of a range: money in cents. */
export const splitDto = z.object({
  orders: z.number(),
  price: z.number().describe("cents paid by buyers"),
  platform_fee: z.number().describe("cents for the platform"),
  profit: z.number().describe("cents for store owners"),
  supplier_cost: z.number().describe("cents for production: price - platform_fee - profit"),
});

/** GET /api/admin/panel/stats. */
export const adminStatsDto = z.object({
  totals: splitDto,
  canceled: splitDto,
  monthly: z.array(splitDto.extend({ month: z.string() })),
  payments: z.object({
    for_website: z.number(),
    for_platform: z.number(),
    requested_open: z.number().describe("cents of requested rows not done yet"),
    done: z.number().describe("cents (store share) of rows settled"),
    open_requests: z.number().describe("requests (hashes) with rows not done"),
  }),
  users: z.object({ total: z.number(), active: z.number(), new: z.number() }),
  websites: z.object({ total: z.number(), launched: z.number(), new: z.number() }),
  new_users: z.array(
    z.object({ id: z.number(), name: z.string(), email: z.string(), created_at: z.string() }),
  ),
  new_websites: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      is_launched: z.number(),
      owner: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsDto>;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #4F4BE0.");

/** The app info an admin may change; GET /api/app_info reads them over its defaults. */
export const appInfoSettingsSchema = z.object({
  admin_info: z.object({
    phone: z.string().trim().max(50),
    email: z.union([z.literal(""), z.email({ error: "E-mail must be valid" })]),
  }),
  colors: z.object({ primary: colour, secondary: colour }),
  product_fruit_id: z.string().trim().max(100),
});
export type AppInfoSettings = z.infer<typeof appInfoSettingsSchema>;

/** A row of GET /api/admin/po/levels/users: one access-level membership. */
export const levelUserDto = z.object({
  level_id: z.number(),
  level_name: z.string(),
  website_id: z.number(),
  website_name: z.string(),
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type LevelUser = z.infer<typeof levelUserDto>;
