import { lazy, type ReactElement } from "react";

const LoginPage = lazy(() => import("./LoginPage"));
const RegisterPage = lazy(() => import("./RegisterPage"));
const ForgetPage = lazy(() => import("./ForgetPage"));
const RequestPage = lazy(() => import("./RequestPage"));
const ResendPage = lazy(() => import("./ResendPage"));
const VerifyPage = lazy(() => import("./VerifyPage"));
const PasswordResetPage = lazy(() => import("./PasswordResetPage"));
const NotFoundPage = lazy(() => import("./NotFoundPage"));
const AcceptInvitationPage = lazy(() => import("../invitation/AcceptInvitationPage"));

interface PublicPage {
  path: string;
  page: ReactElement;
  /** A signed-in user is sent to "/". */
  guest: boolean;
  /** The page reads the areas' texts, which the first page's scripts leave out. */
  areaTexts?: boolean;
}

/** The public pages, without the layout; `guest` pages send a signed-in user to "/". */
export const publicPages: PublicPage[] = [
  { path: "/login", page: <LoginPage />, guest: true },
  { path: "/register", page: <RegisterPage />, guest: true },
  { path: "/forget", page: <ForgetPage />, guest: true },
  { path: "/request", page: <RequestPage />, guest: true },
  { path: "/resend", page: <ResendPage />, guest: true },
  { path: "/verify", page: <VerifyPage />, guest: false },
  { path: "/password/reset", page: <PasswordResetPage />, guest: false },
  // Not a guest page: a signed-in user may accept too, and the invitee's session replaces theirs.
  // The invitation texts are the shell area's, which load with the page.
  { path: "/invitation/accept", page: <AcceptInvitationPage />, guest: false, areaTexts: true },
  { path: "/404", page: <NotFoundPage />, guest: false },
];
