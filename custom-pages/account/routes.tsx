import { lazy } from "react";
import { Navigate, Route } from "react-router-dom";

// Every page is its own lazy chunk: none of the account area is in the initial download.
const EditAccount = lazy(() => import("./EditAccount"));
const TaxForms = lazy(() => import("./TaxForms"));
const SettingsLayout = lazy(() => import("./SettingsLayout"));
const PrivacyPage = lazy(() => import("./PrivacyPage"));
const RegulationsPage = lazy(() => import("./RegulationsPage"));
const NotificationSettings = lazy(() => import("./NotificationSettings"));
const InformationsLayout = lazy(() => import("./InformationsLayout"));
const ProfileInfo = lazy(() => import("./info/ProfileInfo"));
const AccountInfo = lazy(() => import("./info/AccountInfo"));
const Wishlist = lazy(() => import("./Wishlist"));
const Emails = lazy(() => import("./Emails"));

/** The account area's signed-in routes (rendered inside the layout by src/routes.tsx). */
export const accountRoutes = [
  <Route key="/user/edit" path="/user/edit" element={<EditAccount />} />,
  <Route key="/user/taxes" path="/user/taxes" element={<TaxForms />} />,
  // /settings opens on privacy, /informations on the profile.
  <Route key="/settings" path="/settings" element={<SettingsLayout />}>
    <Route index element={<Navigate to="/settings/privacy" replace />} />
    <Route path="privacy" element={<PrivacyPage />} />
    <Route path="regulations" element={<RegulationsPage />} />
    <Route path="notifications" element={<NotificationSettings />} />
  </Route>,
  <Route key="/informations" path="/informations" element={<InformationsLayout />}>
    <Route index element={<Navigate to="/informations/profile" replace />} />
    <Route path="profile" element={<ProfileInfo />} />
    <Route path="account" element={<AccountInfo />} />
  </Route>,
  <Route key="/wishlist" path="/wishlist" element={<Wishlist />} />,
  <Route key="/emails" path="/emails" element={<Emails />} />,
];
