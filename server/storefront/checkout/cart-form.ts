/** POST target of the product page's add-to-cart form (spec §7 "POST /api/products/add/to/cart"). */
export const ADD_TO_CART_PATH = "/api/products/add/to/cart";
