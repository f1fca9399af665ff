import { Navigate } from "react-admin";
import { Route, useParams, useSearchParams } from "react-router-dom";

/** A spec path with the record's id leads to the Resource's edit page (or create for "create"). */
function ToRecord({ resource }: { resource: string }) {
  const { id } = useParams();
  const to = !id || id === "create" ? `/${resource}/create` : `/${resource}/${id}`;
  return <Navigate to={to} replace />;
}

/** /promotions/edit-add edits the promotion named by ?id=, else adds one. */
function ToPromotion() {
  const [params] = useSearchParams();
  const id = params.get("id");
  return <Navigate to={id ? `/Promotion/${id}` : "/Promotion/create"} replace />;
}

const LISTS: [string, string][] = [
  ["/pages", "Page"],
  ["/blogs", "Blog"],
  ["/news", "News"],
  ["/faqs", "Faq"],
  ["/redirects", "Redirect"],
  ["/menus", "Menu"],
  ["/gallery", "Gallery"],
  ["/collections", "Collection"],
  ["/promotions", "Promotion"],
];
const RECORDS: [string, string][] = [
  ["/pages/:id", "Page"],
  ["/blog/:id", "Blog"],
  ["/news/:id", "News"],
  ["/faqs/:id", "Faq"],
  ["/redirects/:id", "Redirect"],
  ["/menus/:id", "Menu"],
  ["/gallery/:id", "Gallery"],
  ["/collections/create", "Collection"],
  ["/collections/edit/:id", "Collection"],
];

/**
 * The spec's content paths lead to the content Resources. Case matters: /news is the spec's
 * path and /News the Resource's, which react-router would otherwise take for the same.
 */
export const contentResourceRoutes = [
  ...LISTS.map(([path, resource]) => (
    <Route key={path} caseSensitive path={path} element={<Navigate to={`/${resource}`} replace />} />
  )),
  ...RECORDS.map(([path, resource]) => (
    <Route key={path} caseSensitive path={path} element={<ToRecord resource={resource} />} />
  )),
  <Route key="/promotions/edit-add" caseSensitive path="/promotions/edit-add" element={<ToPromotion />} />,
];
