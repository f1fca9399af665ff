import type { Shipment } from "../../domain/contracts/orders";

export type { Shipment };

/** A row of the shipment list: the shipment with its store's and buyer's names. */
export interface ShipmentRecord extends Shipment {
  website_name: string;
  buyer_name: string;
}
