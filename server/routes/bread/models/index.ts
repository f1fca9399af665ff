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
import { paymentRequestModel } from "./payment-request.js";
import { productModel } from "./product.js";
import { websiteModel } from "./website.js";
import { giftCardModel } from "./gift-card.js";
import { discountModel } from "./discount.js";
import { promotionModel } from "./promotion.js";
import { supplierProductModel } from "./supplier-product.js";
import { userModel } from "./user.js";
import { notificationModel } from "./notification.js";
import { levelModel } from "./level.js";
import { invitationModel } from "./invitation.js";
import { contactModel } from "./contact.js";
import { shipmentModel } from "./shipment.js";
import { fileModel } from "./file.js";
import { activityEventModel } from "./activity.js";

/** The only models /api/bread serves. There is no "any table" endpoint. */
export const MODELS: ReadonlyMap<string, BreadModel> = new Map(
  [
    websiteModel,
    productModel,
    orderModel,
    pageModel,
    categoryModel,
    paymentModel,
    giftCardModel,
    discountModel,
    promotionModel,
    supplierProductModel,
    userModel,
    notificationModel,
    levelModel,
    invitationModel,
    contactModel,
    shipmentModel,
    paymentRequestModel,
    blogModel,
    newsModel,
    faqModel,
    collectionModel,
    galleryModel,
    menuModel,
    redirectModel,
    fileModel,
    activityEventModel,
  ].map((m) => [m.name, m]),
);
