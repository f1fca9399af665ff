import simpleRestProvider from "ra-data-simple-rest";
import type { DataProvider } from "react-admin";
import { dataProvider } from "./dataProvider";
import { httpClient } from "./httpClient";

const rest = simpleRestProvider("/api", httpClient);

/**
 * The order lists read GET /api/orders (server/routes/orders): the same ra-data-simple-rest
 * protocol as /api/bread, plus the company-wide scope and the fee rules BREAD does not have.
 * Mounted around the lists with DataProviderContext, under the "Order" resource name; the
 * custom actions stay at hand for the screens inside.
 */
export const ordersDataProvider: DataProvider = {
  ...dataProvider,
  getList: (_resource, params) => rest.getList("orders", params),
  getOne: (_resource, params) => rest.getOne("orders", params),
  getMany: (_resource, params) => rest.getMany("orders", params),
  supportAbortSignal: true,
};
