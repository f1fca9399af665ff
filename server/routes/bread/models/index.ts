import type { BreadModel } from "../model.js";
import { categoryModel } from "./category.js";
import { orderModel } from "./order.js";
import { pageModel } from "./page.js";
import { paymentModel } from "./payment.js";
import { paymentRequestModel } from "./payment-request.js";
import { productModel } from "./product.js";
import { websiteModel } from "./website.js";

/** The only models /api/bread serves. There is no "any table" endpoint. */
export const MODELS: ReadonlyMap<string, BreadModel> = new Map(
  [websiteModel, productModel, orderModel, pageModel, categoryModel, paymentModel, paymentRequestModel].map(
    (m) => [m.name, m],
  ),
);
