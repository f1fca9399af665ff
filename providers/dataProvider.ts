import simpleRestProvider from "ra-data-simple-rest";
import { useDataProvider } from "react-admin";
import { actions } from "./data";
import { httpClient } from "./httpClient";

/** /api/bread/<Model> speaks ra-data-simple-rest exactly; resource names are the model names. */
export const dataProvider = {
  ...simpleRestProvider("/api/bread", httpClient),
  ...actions,
  // Lets react-query cancel a list fetch when the user pages or filters again.
  supportAbortSignal: true,
};

export type AppDataProvider = typeof dataProvider;

/** The dataProvider with the API's custom actions typed: the one way screens reach the API. */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
