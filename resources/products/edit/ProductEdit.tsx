import { Edit } from "react-admin";
import { ProductEditor } from "./ProductEditor";

/** The editor's own failure box with "Try again" replaces react-admin's notice and redirect. */
const keepOnFailure = () => undefined;

/**
 * /Product/:id (the spec's /products/edit/:id and /products/edit/custom/:id): the product editor
 * (edit_products), reading and saving through the Product resource's editor calls.
 */
const ProductEdit = () => (
  <Edit
    resource="Product"
    mutationMode="pessimistic"
    queryOptions={{ meta: { editor: true }, onError: keepOnFailure }}
    mutationOptions={{ meta: { editor: true } }}
    actions={false}
    title={false}
    component="div"
    // The editor's cards, not their widest line, set the page's width (a phone has no room to spare).
    sx={{ "& .RaEdit-card": { minWidth: 0 } }}
    redirect={false}
    render={() => <ProductEditor />}
  />
);

export default ProductEdit;
