/**
 * The onboarding stepper (steps with name, url, done, desc).
 * The server decides `done` from the database; the texts and links live here so the SPA can
 * translate by `key`.
 */
export const PROGRESS_STEP_KEYS = [
  "store_created",
  "address_valid",
  "payments_connected",
  "first_product",
  "product_published",
  "store_launched",
] as const;
export type ProgressStepKey = (typeof PROGRESS_STEP_KEYS)[number];

export interface ProgressStep {
  key: ProgressStepKey;
  name: string;
  desc: string;
  url: string;
  done: boolean;
}

const CREATE_STORE_URL = "/websites/create";

const TEXTS: Record<ProgressStepKey, { name: string; desc: string }> = {
  store_created: { name: "Create your store", desc: "Name your store and choose its address on the web." },
  address_valid: {
    name: "Add your store address",
    desc: "A valid business address is needed for shipping and taxes.",
  },
  payments_connected: {
    name: "Connect your payment account",
    desc: "Connect a card payment account to receive your earnings.",
  },
  first_product: {
    name: "Add your first product",
    desc: "Pick a product from the catalogue and put your design on it.",
  },
  product_published: { name: "Publish a product", desc: "Make at least one product visible in your store." },
  store_launched: { name: "Launch your store", desc: "Open your store to buyers." },
};

/** Where each step is done, for a store (or, without one, everything starts with creating it). */
function stepUrl(key: ProgressStepKey, websiteId: number | null): string {
  if (websiteId === null) return CREATE_STORE_URL;
  switch (key) {
    case "store_created":
      return CREATE_STORE_URL;
    case "address_valid":
      return `/websites/${websiteId}`;
    case "payments_connected":
      // The card-payment account is connected in the store settings; /payments lists payouts.
      return `/websites/${websiteId}?tab=payments`;
    case "first_product":
      return "/catalog";
    case "product_published":
      return "/products";
    case "store_launched":
      return "/store-dashboard";
  }
}

export const DEMO_LAUNCH_DESC = "A demo store cannot be launched.";

export function progressSteps(
  websiteId: number | null,
  done: Record<ProgressStepKey, boolean>,
  options: { demo?: boolean } = {},
): ProgressStep[] {
  return PROGRESS_STEP_KEYS.map((key) => ({
    key,
    name: TEXTS[key].name,
    desc: key === "store_launched" && options.demo ? DEMO_LAUNCH_DESC : TEXTS[key].desc,
    url: stepUrl(key, websiteId),
    done: websiteId !== null && done[key],
  }));
}

export const NOTHING_DONE: Record<ProgressStepKey, boolean> = {
  store_created: false,
  address_valid: false,
  payments_connected: false,
  first_product: false,
  product_published: false,
  store_launched: false,
};
