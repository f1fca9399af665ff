import { Navigate } from "react-router-dom";

/**
 * /Product/create, the resource's own create address: a product starts in the product creator
 * (a blank of the catalogue, then its design), so the address leads there instead of reading
 * "create" as a product id.
 */
const ProductCreate = () => <Navigate to="/products/create" replace />;

export default ProductCreate;
