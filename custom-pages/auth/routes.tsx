import { lazy } from "react";
import { Route } from "react-router-dom";
import { PublicRoute } from "./PublicRoute";

const LoginPage = lazy(() => import("./LoginPage"));
const RegisterPage = lazy(() => import("./RegisterPage"));
const ForgetPage = lazy(() => import("./ForgetPage"));
const RequestPage = lazy(() => import("./RequestPage"));
const ResendPage = lazy(() => import("./ResendPage"));
const VerifyPage = lazy(() => import("./VerifyPage"));
const PasswordResetPage = lazy(() => import("./PasswordResetPage"));
const NotFoundPage = lazy(() => import("./NotFoundPage"));
const AcceptInvitationPage = lazy(() => import("../invitation/AcceptInvitationPage"));

/** Public / auth layout; rendered by <CustomRoutes noLayout>. */
export const publicRoutes = [
  { path: "/login", page: <LoginPage />, guest: true },
  { path: "/register", page: <RegisterPage />, guest: true },
  { path: "/forget", page: <ForgetPage />, guest: true },
  { path: "/request", page: <RequestPage />, guest: true },
  { path: "/resend", page: <ResendPage />, guest: true },
  { path: "/verify", page: <VerifyPage />, guest: false },
  { path: "/password/reset", page: <PasswordResetPage />, guest: false },
  // Not a guest page: a signed-in user may accept too, and the invitee's session replaces theirs.
  { path: "/invitation/accept", page: <AcceptInvitationPage />, guest: false },
  { path: "/404", page: <NotFoundPage />, guest: false },
].map(({ path, page, guest }) => (
  <Route key={path} path={path} element={<PublicRoute guest={guest}>{page}</PublicRoute>} />
));
