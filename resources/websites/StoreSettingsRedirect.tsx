import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { isStoreTab, tabPath } from "./edit/tabs";

/** The spec's /websites/{id}?tab=<tab> (and /websites/old/{id}) open the store's edit on that tab. */
export const StoreSettingsRedirect = () => {
  const { id } = useParams();
  const [params] = useSearchParams();
  const tab = params.get("tab");
  const path = isStoreTab(tab) ? tabPath(tab) : "";
  return <Navigate to={`/Website/${id ?? ""}${path ? `/${path}` : ""}`} replace />;
};
