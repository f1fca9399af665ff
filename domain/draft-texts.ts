/*
 * The product creator's messages, apart from the draft schemas so the SPA's texts can say them
 * without loading zod.
 */

export const DRAFT_MSG = {
  /** Shown when the product limit is reached. */
  maxProducts: "Max. products limit has been reached.",
  lastColor: "The last colour cannot be removed.",
  chooseProduct: "Choose a product first.",
  chooseDesign: "Add a design to at least one side.",
  chooseColor: "Choose at least one colour.",
  unknownColor: "This colour is not offered for this product.",
  unknownSide: "This product has no such print area.",
  methodNotOffered: "This decoration method is not offered for this product.",
  nameRequired: "The product name is required.",
  slugRequired: "The slug is required.",
  locationRequired: "Each product needs a front or back mockup.",
  mockupsMissing: "Generate the mockups before publishing.",
  mockupsStale: "The mockups are out of date. Generate them again.",
  mockupsRunning: "The mockups are still being generated.",
  fileNotFound: "The file was not found.",
  notAnImage: "The design must be a PNG or JPG image.",
  embroideryNeedsDst: "Embroidery needs a .dst file.",
  embroideryFile: "Choose the design image or an embroidery file (.dst, .pdf, .emb).",
} as const;
