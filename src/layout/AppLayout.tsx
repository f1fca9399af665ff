import { lazy, Suspense, type ReactNode } from "react";
import { Box } from "@mui/material";
import { Layout, Loading } from "react-admin";
import { EmailVerificationBanner } from "../../custom-pages/account/EmailVerificationBanner";
import { UploadProgressBar } from "../../ui/uploads/UploadProgressBar";
import { ActingAsBanner } from "./ActingAsBanner";
import { ActiveWebsiteGate } from "./ActiveWebsiteGate";
import { AppBar } from "./AppBar";
import { AppMenu } from "./AppMenu";
import { AppSidebar } from "./AppSidebar";
import { Breadcrumbs } from "./Breadcrumbs";
import { AreaTexts } from "../../ui/AreaTexts";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import { Footer } from "./Footer";
import { NavigationProgress } from "./NavigationProgress";
import { ProgressStepper } from "./progress/ProgressStepper";
import { RouteGuard } from "./routing/RouteGuard";
import { useRouteMeta } from "./routing/useRouteMeta";
import { useIframeMode } from "./useIframeMode";
import { usePageTitle } from "./usePageTitle";

/** The live stream validates what it reads with the wire contracts: it loads after the first page. */
const LiveStream = lazy(() =>
  import("../../providers/live/LiveStream").then((module) => ({ default: module.LiveStream })),
);

/**
 * Above every page: where it sits (breadcrumbs), the email-verification banner while the
 * address is unconfirmed, and on store pages the onboarding stepper.
 */
const PageHeader = () => {
  const match = useRouteMeta();
  return (
    <>
      <Breadcrumbs />
      <EmailVerificationBanner />
      {match?.meta.progress ? <ProgressStepper /> : null}
    </>
  );
};

const SignedInLayout = ({ children }: { children: ReactNode }) => {
  usePageTitle();
  const embedded = useIframeMode();
  return (
    <ConfirmProvider>
      <Suspense fallback={null}>
        <LiveStream />
      </Suspense>
      <NavigationProgress />
      <UploadProgressBar />
      <Layout
        appBar={AppBar}
        menu={AppMenu}
        sidebar={AppSidebar}
        // react-admin lets the page grow to its widest table (min-width: fit-content), which pushes
        // the top bar and the footer off screen; wide tables scroll inside their own card instead.
        sx={{ minWidth: 0, "& .RaLayout-content": { minWidth: 0 } }}
      >
        <Box sx={{ display: "flex", flexDirection: "column", minHeight: "calc(100vh - 64px)" }}>
          <Box sx={{ flex: 1 }}>
            {/* Above every screen, whatever the store or route guard shows: an admin acting for the user. */}
            <ActingAsBanner />
            <ActiveWebsiteGate>
              <RouteGuard>
                <PageHeader />
                {/* Pages are lazy chunks; keep the footer visible while one loads. */}
                <Suspense fallback={<Loading />}>{children}</Suspense>
              </RouteGuard>
            </ActiveWebsiteGate>
          </Box>
          {embedded ? null : <Footer />}
        </Box>
      </Layout>
    </ConfirmProvider>
  );
};

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <AreaTexts fallback={<Loading />}>
    <SignedInLayout>{children}</SignedInLayout>
  </AreaTexts>
);
