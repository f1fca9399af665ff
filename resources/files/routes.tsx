import type { ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route, useLocation, useParams } from "react-router-dom";

/** /files/{id} opens the File Resource's page of that file. */
const FileRedirect = () => <Navigate to={`/File/${useParams().id ?? ""}`} replace />;

/** /files (with ?folder={id}, the open folder) opens the File Resource's list of that folder. */
const ListRedirect = () => {
  const folder = Number(new URLSearchParams(useLocation().search).get("folder"));
  const filter = Number.isInteger(folder) && folder > 0 ? { folder_id: folder } : null;
  return (
    <Navigate to={filter ? `/File?filter=${encodeURIComponent(JSON.stringify(filter))}` : "/File"} replace />
  );
};

/** The store's library paths lead to the File Resource. */
export const fileRoutes: ReactElement[] = [
  <Route key="/files" path="/files" element={<ListRedirect />} />,
  <Route key="/files/:id" path="/files/:id" element={<FileRedirect />} />,
];
