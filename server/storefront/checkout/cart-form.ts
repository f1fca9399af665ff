/** POST target of the product page's add-to-cart form: the cart call the storefront has always posted to. */
export const ADD_TO_CART_PATH = "/api/products/add/to/cart";
