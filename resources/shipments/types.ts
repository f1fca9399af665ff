import type { z } from "zod";
import type { shipmentDto } from "../../domain/contracts/orders";

/** A shipment as the API answers it. */
export type Shipment = z.infer<typeof shipmentDto>;

/** A row of the shipment list: the shipment with its store's and buyer's names. */
export interface ShipmentRecord extends Shipment {
  website_name: string;
  buyer_name: string;
}
