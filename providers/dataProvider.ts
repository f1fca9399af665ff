import simpleRestProvider from "ra-data-simple-rest";
import { httpClient } from "./httpClient";

/** /api/bread/<Model> speaks ra-data-simple-rest exactly; resource names are the model names. */
export const dataProvider = {
  ...simpleRestProvider("/api/bread", httpClient),
  // Lets react-query cancel a list fetch when the user pages or filters again.
  supportAbortSignal: true,
};
