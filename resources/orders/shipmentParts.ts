/**
 * The shipment screens the order page reuses (the shipment dialog and the refetch after a
 * shipment write). Order code reaches shipment code only through this file; shipment code never
 * imports orders.
 */
export { ShipmentDialog } from "../shipments/ShipmentDialog";
export { useShipmentsChanged } from "../shipments/useShipmentsChanged";
