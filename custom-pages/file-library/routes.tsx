import { lazy } from "react";
import { Route } from "react-router-dom";

// Each page is its own lazy chunk: nothing of the library is in the initial download.
const LibraryPage = lazy(() => import("./LibraryPage"));
const FileDetailPage = lazy(() => import("./FileDetailPage"));
const MediaBrowser = lazy(() => import("./MediaBrowser"));
const AdminPrepPage = lazy(() => import("./AdminPrepPage"));

/**
 * The file library's signed-in routes (/files, /files/{id}, /master/admin/media/{dir}) and
 * the print team's queue of file preparation requests (/master/admin/file-prep).
 */
export const fileLibraryRoutes = [
  <Route key="/files" path="/files" element={<LibraryPage />} />,
  <Route key="/files/:id" path="/files/:id" element={<FileDetailPage />} />,
  <Route key="/master/admin/media" path="/master/admin/media" element={<MediaBrowser />} />,
  <Route key="/master/admin/media/:dir" path="/master/admin/media/:dir" element={<MediaBrowser />} />,
  <Route key="/master/admin/file-prep" path="/master/admin/file-prep" element={<AdminPrepPage />} />,
];
