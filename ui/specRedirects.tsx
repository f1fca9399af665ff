import type { ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route, useParams } from "react-router-dom";

/** A redirect to `to`, with the path's `:id` carried over. */
export const SpecRedirect = ({ to }: { to: string }) => {
  const { id = "" } = useParams();
  return <Navigate to={to.replace(":id", id)} replace />;
};

/**
 * Routes that lead each of the spec's paths to a resource's page, as [spec path, resource path]
 * pairs; an `:id` in both is carried over ("/discounts/edit/:id" -> "/Discount/:id").
 */
export const specRedirects = (pairs: readonly (readonly [string, string])[]): ReactElement[] =>
  pairs.map(([from, to]) => <Route key={from} path={from} element={<SpecRedirect to={to} />} />);
