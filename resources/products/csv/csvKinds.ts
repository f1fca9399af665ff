/** The two CSV files of the product list: products, and variant availability. */
export const CSV_KINDS = {
  products: { exportPath: "/api/products/export", importPath: "/api/products/import" },
  availability: {
    exportPath: "/api/products/availability/export",
    importPath: "/api/products/availability/import",
  },
} as const;
export type CsvKind = keyof typeof CSV_KINDS;
