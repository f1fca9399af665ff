import { lazy } from "react";
import { Route } from "react-router-dom";

// Each page is its own lazy chunk: nothing of the platform admin's screens is in the initial download.
const MediaBrowser = lazy(() => import("./MediaBrowser"));
const AdminPrepPage = lazy(() => import("./AdminPrepPage"));

/**
 * The platform admin's storage browser (/master/admin/media/{dir}) and the print team's queue of
 * file preparation requests (/master/admin/file-prep). The store's files are the File Resource.
 */
export const fileLibraryRoutes = [
  <Route key="/master/admin/media" path="/master/admin/media" element={<MediaBrowser />} />,
  <Route key="/master/admin/media/:dir" path="/master/admin/media/:dir" element={<MediaBrowser />} />,
  <Route key="/master/admin/file-prep" path="/master/admin/file-prep" element={<AdminPrepPage />} />,
];
