import { render, waitFor } from "@testing-library/react";
import { Admin, CustomRoutes, memoryStore, Resource, TestMemoryRouter } from "react-admin";
import { Route } from "react-router-dom";
import type { CanvasViewProps } from "../../custom-pages/design-canvas/FabricCanvas";
import MultiCreatorPage from "../../custom-pages/product-creator/MultiCreatorPage";
import ProductCreatorPage from "../../custom-pages/product-creator/ProductCreatorPage";
import type { Draft, DraftItem } from "../../domain/drafts";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import { makeUser } from "./fixtures";
import { answerApi, type Handlers } from "./api";
import { unwatched } from "./unwatched-answers";

export const STORE = 7;
export const designer = makeUser({ user_websites: [STORE] });

/**
 * jsdom has no canvas: the Fabric view is replaced by buttons that report what a drag would
 * (the rest of the editor, its history, saving and read-outs, is the real code).
 */
export function mockCanvasModule() {
  return {
    default: ({ design, onCommit, label, photoUrl }: CanvasViewProps) => (
      <div role="img" aria-label={label} data-photo={photoUrl ?? ""}>
        <span data-testid="placement">{design ? JSON.stringify(design.placement) : "none"}</span>
        <button
          type="button"
          onClick={() => design && onCommit({ ...design.placement, cx: design.placement.cx - 0.05 })}
        >
          drag left
        </button>
        <button type="button" onClick={() => design && onCommit({ ...design.placement, cx: 0.99 })}>
          drag off the area
        </button>
      </div>
    ),
  };
}

const pricing = {
  cheapestVariantCost: 500,
  customizable: false,
  customFee: 0,
  firstCustomFee: 950,
  printPrice: 500,
  printPriceSecond: 300,
  areas: 1,
  ssmFee: 0,
  productionMargin: 1,
  websiteMargin: 1,
};

export const FRONT = {
  original_side: "front",
  width_in: 12,
  height_in: 16,
  box: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 },
};
export const BACK = {
  original_side: "back",
  width_in: 12,
  height_in: 16,
  box: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 },
};

export function makeItem(overrides: Partial<DraftItem> = {}): DraftItem {
  return {
    key: "k1",
    supplier: {
      id: 5,
      name: "Softstyle Tee",
      brand: "Gildan",
      print_method: "dtg",
      methods: [1],
      print_areas: [FRONT, BACK],
      colors: ["Black", "White", "Navy"].map((name) => ({
        name,
        swatch: "#000000",
        images: { front: `/files/${name}-front.png`, back: `/files/${name}-back.png` },
      })),
      sizes: ["S", "M", "L"],
      min_price: 1000,
    },
    colors: [],
    sizes: ["S", "M", "L"],
    name: "",
    slug: "",
    price: null,
    price_fixed: 0,
    margin: 0,
    print_method: "dtg",
    sides: {},
    mockups: [],
    pricing,
    min_price: 1000,
    ...overrides,
  };
}

export const DESIGN = {
  file_id: 31,
  file_url: "/files/design.png",
  width_px: 3000,
  height_px: 3000,
  placement: { cx: 0.5, cy: 0.45, width: 0.4, height: 0.4, angle: 0 },
  dpi: 250,
};

export function makeDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    id: 12,
    kind: "single",
    step: 0,
    similar_product_id: null,
    product_id: null,
    items: [makeItem()],
    job: null,
    updated_at: "2025-05-01T10:00:00.000Z",
    ...overrides,
  };
}

/** The creator pages in a bare <Admin>, signed in, store 7 active, the API stubbed. */
export function renderCreator(path: string, handlers: Handlers) {
  startSession(designer, "test-token");
  storeActiveWebsiteId(STORE);
  const api = answerApi({ ...unwatched, ...handlers });
  let location = "";
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => designer,
    canAccess: async () => true,
  };
  const view = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => (location = `${l.pathname}${l.search}`)}
    >
      <Admin
        disableTelemetry
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Resource name="Product" list={() => <p>product list</p>} />
        <CustomRoutes>
          {[
            ["/products/create", <ProductCreatorPage key="s" />],
            ["/products/create/:smakeId", <ProductCreatorPage key="s" />],
            ["/products/create/multiple", <MultiCreatorPage key="m" />],
            ["/products/create/multiple/:id", <MultiCreatorPage key="m" />],
            ["/products/edit/:id", <p key="e">product editor</p>],
          ].map(([p, element]) => (
            <Route key={String(p)} path={String(p)} element={<ConfirmProvider>{element}</ConfirmProvider>} />
          ))}
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...view, ...api, location: () => location };
}

export const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
