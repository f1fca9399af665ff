import type { BreadModel } from "../model.js";
import { categoryModel } from "./category.js";
import {
  blogModel,
  collectionModel,
  faqModel,
  galleryModel,
  menuModel,
  newsModel,
  redirectModel,
} from "./content-kinds.js";
import { orderModel } from "./order.js";
import { pageModel } from "./page.js";
import { paymentModel } from "./payment.js";
import { productModel } from "./product.js";
import { websiteModel } from "./website.js";

/** The only models /api/bread serves. There is no "any table" endpoint. */
export const MODELS: ReadonlyMap<string, BreadModel> = new Map(
  [
    websiteModel,
    productModel,
    orderModel,
    pageModel,
    categoryModel,
    paymentModel,
    blogModel,
    newsModel,
    faqModel,
    collectionModel,
    galleryModel,
    menuModel,
    redirectModel,
  ].map((m) => [m.name, m]),
);
