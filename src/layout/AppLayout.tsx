import { Suspense, type ReactNode } from "react";
import { Box } from "@mui/material";
import { Layout, Loading } from "react-admin";
import { ActiveWebsiteGate } from "./ActiveWebsiteGate";
import { AppBar } from "./AppBar";
import { AppMenu } from "./AppMenu";
import { ConfirmProvider } from "./ConfirmDialog";
import { Footer } from "./Footer";
import { usePageTitle } from "./usePageTitle";

export const AppLayout = ({ children }: { children: ReactNode }) => {
  usePageTitle();
  return (
    <ConfirmProvider>
      <Layout appBar={AppBar} menu={AppMenu}>
        <Box sx={{ display: "flex", flexDirection: "column", minHeight: "calc(100vh - 64px)" }}>
          <Box sx={{ flex: 1 }}>
            <ActiveWebsiteGate>
              {/* Pages are lazy chunks; keep the footer visible while one loads. */}
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ActiveWebsiteGate>
          </Box>
          <Footer />
        </Box>
      </Layout>
    </ConfirmProvider>
  );
};
