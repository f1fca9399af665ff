import type { DataProvider, GetListParams, GetListResult, RaRecord } from "react-admin";
import { dataProvider } from "../../providers/dataProvider";

/** The product list reads its own call (productListPage); everything else stays on BREAD. */
const getList = (resource: string, params: GetListParams): Promise<GetListResult<RaRecord>> =>
  resource === "Product" ? dataProvider.productListPage(params) : dataProvider.getList(resource, params);

export const productsDataProvider: DataProvider = {
  ...dataProvider,
  getList: getList as DataProvider["getList"],
};
