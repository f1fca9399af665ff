import { render } from "@testing-library/react";
import { Admin, CustomRoutes, memoryStore, Resource, TestMemoryRouter } from "react-admin";
import type { EditorProduct, EditorVariant } from "../../resources/products/edit/types";
import ProductEdit from "../../resources/products/edit/ProductEdit";
import { productListRoutes } from "../../resources/products/routes";
import type { UserDto } from "../../domain/api";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import { makeUser, makeWebsite } from "./fixtures";
import { answerApi, type Handlers } from "./api";
import { unwatched } from "./unwatched-answers";

export const STORE = 7;
export const owner = makeUser({ user_websites: [STORE] });
export const admin = makeUser({ id: 1, name: "Ada Admin", role_id: 1, is_admin: true });

const COLORS = ["Black", "White", "Navy", "Red", "Forest", "Gold", "Pink"];
const SIZES = ["S", "M", "L"];

/** A blank with 7 colours x 3 sizes; Black S is the cheapest at $4.00, the rest $5.00. */
export function makeEditorProduct(overrides: Partial<EditorProduct> = {}): EditorProduct {
  const supplierVariants = COLORS.flatMap((color, ci) =>
    SIZES.map((size, si) => ({
      id: ci * 10 + si + 1,
      color,
      size,
      available: 1,
      cost: ci === 0 && si === 0 ? 400 : 500,
    })),
  );
  const variants = ["Black", "White"].flatMap((color) =>
    SIZES.map((size): EditorVariant => ({
      id: `${color}-${size}-id`.padEnd(20, "x"),
      supplier_variant_id: supplierVariants.find((v) => v.color === color && v.size === size)!.id,
      sku: `${color}_${size}`,
      color,
      color_swatch: color === "Black" ? "#000000" : "#ffffff",
      size,
      price: null,
      available: 1,
      show: 1,
      attributes: [
        { name: "Color", value: color, type: "color", custom: false },
        { name: "Size", value: size, type: "text", custom: false },
      ],
      photos: [{ place: "front", url: `/files/${color}-front.png` }],
      generated_photos:
        color === "Black" && size === "S" ? [{ src: "g1", mocup: "/files/mock-1.png", place: "front" }] : [],
    })),
  );
  const input = {
    cheapestVariantCost: 400,
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
  return {
    id: 42,
    version: 1,
    website_id: STORE,
    supplier_product_id: 5,
    name: "Team Tee",
    slug: "team-tee",
    desc: "Soft tee",
    additional_desc: null,
    price: 1299,
    price_fixed: 0,
    margin: 44,
    ssm_fees: 0,
    min_quantity: 1,
    print_method: "dtg",
    available: 1,
    status: "published",
    published_from: null,
    published_to: null,
    preview_photo_url: "/files/preview.png",
    featured_front_image_url: "/files/preview.png",
    featured_back_image_url: null,
    is_custom: false,
    new_type: 1,
    categories: [],
    colors: ["Black", "White"],
    sizes: SIZES,
    custom_fee: 0,
    print_areas: ["front"],
    bulk_tiers: [],
    same_variant_price: false,
    customizable: true,
    print_files: [],
    custom: { cost: 500, first_custom_fee: 950, second_custom_fee: 1000, third_custom_fee: 300 },
    variants,
    related: [],
    companions: [],
    supplier: {
      id: 5,
      name: "Softstyle Tee",
      brand: "Gildan",
      is_customizable: 0,
      print_areas: ["front", "back"],
      colors: COLORS.map((name, i) => ({
        name,
        swatch: "#123456",
        quantity: i === 2 ? 0 : i === 3 ? 5 : 50,
        level: i === 2 ? "low" : i === 3 ? "medium" : "high",
        photo_url: `/files/${name}.png`,
      })),
      sizes: SIZES,
      variants: supplierVariants,
    },
    pricing: { input, minimum_price: 900, lines: [] },
    ...overrides,
  };
}

/** The Product resource's edit (reached by the spec's editor paths) in a bare <Admin>, signed in as `user`, store 7 active, the API stubbed. */
export function renderEditor(path: string, handlers: Handlers, user: UserDto = owner) {
  startSession(user, "test-token");
  storeActiveWebsiteId(STORE);
  // The shell's store list: the editor makes the product's store the current one.
  const api = answerApi({
    ...unwatched,
    "GET /api/websites": () => ({ body: [makeWebsite({ id: STORE })] }),
    ...handlers,
  });
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => user,
    canAccess: async () => true,
  };
  const view = render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        disableTelemetry
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Resource
          name="Product"
          list={() => null}
          edit={
            <ConfirmProvider>
              <ProductEdit />
            </ConfirmProvider>
          }
        />
        <CustomRoutes>{productListRoutes}</CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...view, ...api };
}
