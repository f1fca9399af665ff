import type { z } from "zod";
import type { addressDto, orderDetailDto, shipmentDto } from "../../domain/contracts/orders";

/** GET /api/orders/{id}, as the server's contract declares it. Money in cents. */
export type OrderDetail = z.infer<typeof orderDetailDto>;
export type OrderAddress = z.infer<typeof addressDto>;
export type OrderItem = OrderDetail["items"][number];
export type Shipment = z.infer<typeof shipmentDto>;
