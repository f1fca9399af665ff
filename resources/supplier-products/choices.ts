/** Decoration methods by id, as the catalogue stores them. */
export const METHODS = ["embroidery", "dtg", "engraving", "digital"] as const;

export const methodChoices = METHODS.map((name, id) => ({ id, name: `app.catalogue.methods.${name}` }));

export const activeChoices = [
  { id: 1, name: "app.catalogue.supplier_products.active" },
  { id: 0, name: "app.catalogue.supplier_products.inactive" },
];

/** react-admin's boolean inputs over the catalogue's 0/1 flags. */
export const flagFormat = (value: number | boolean | null | undefined) => value === 1 || value === true;
export const flagParse = (checked: boolean) => (checked ? 1 : 0);
