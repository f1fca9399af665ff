import type { z } from "zod";
import type { addressDto, orderDetailDto, shipmentDto } from "../../domain/contracts/orders";

/** GET /api/orders/{id}, as the server's contract declares it. Money in cents. */
export type OrderDetail = z.infer<typeof orderDetailDto>;
export type OrderAddress = z.infer<typeof addressDto>;
export type OrderItem = OrderDetail["items"][number];
export type Shipment = z.infer<typeof shipmentDto>;

/** known: false is the plain "no such shipment" answer (message, no events). */
export type ShipmentTracking =
  | {
      known: true;
      /** "recorded": the shipment's own dates, no carrier asked. */
      source: "recorded" | "carrier";
      carrier: string;
      status: string;
      events: { at: string; status: string; description: string }[];
    }
  | { known: false; message: string; events: [] };
