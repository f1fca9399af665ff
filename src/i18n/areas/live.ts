import type { Texts } from "./texts";

/**
 * Texts of the live updates on a store's edit screens (who else has the record open, who changed
 * it), under app.live.* (see ./index.ts). The Polish object must have every key of the English one.
 */
export const en = {
  also_open: "Also open by: %{names}",
  someone: "Someone",
  changed_record: "%{name} changed this record",
  changed: {
    Product: "%{name} changed this product",
    Order: "%{name} changed this order",
    Website: "%{name} changed this store's settings",
    Contact: "%{name} changed this contact",
    Discount: "%{name} changed this discount",
  },
};

export const pl: Texts<typeof en> = {
  also_open: "Otwarte także przez: %{names}",
  someone: "Ktoś",
  changed_record: "%{name} zmienił(a) ten rekord",
  changed: {
    Product: "%{name} zmienił(a) ten produkt",
    Order: "%{name} zmienił(a) to zamówienie",
    Website: "%{name} zmienił(a) ustawienia tego sklepu",
    Contact: "%{name} zmienił(a) ten kontakt",
    Discount: "%{name} zmienił(a) ten rabat",
  },
};
