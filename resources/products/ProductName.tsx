import { Link, useRecordContext } from "react-admin";
import type { ProductRecord } from "../../domain/contracts/product-list";

/** The name links to the product editor (/products/edit/{id}); deleted products are not editable. */
export const ProductName = () => {
  const record = useRecordContext<ProductRecord>();
  if (!record) return null;
  if (record.deleted_at) return <>{record.name}</>;
  return <Link to={`/products/edit/${record.id}`}>{record.name}</Link>;
};
