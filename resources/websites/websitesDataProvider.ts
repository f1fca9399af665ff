import type { DataProvider, GetListParams, GetListResult, RaRecord } from "react-admin";
import { dataProvider } from "../../providers/dataProvider";

export type { WebsiteListFilter } from "../../providers/data/websites";

/** react-admin's data provider with the Website list answered by the store calls (websiteList). */
const getList = (resource: string, params: GetListParams): Promise<GetListResult<RaRecord>> =>
  resource === "Website" ? dataProvider.websiteList(params) : dataProvider.getList(resource, params);

export const websitesDataProvider: DataProvider = {
  ...dataProvider,
  getList: getList as DataProvider["getList"],
};
