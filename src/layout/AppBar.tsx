import { Box } from "@mui/material";
import { AppBar as RaAppBar, LoadingIndicator } from "react-admin";
import { PaymentRequestButton } from "../../resources/payment-requests/dialog/PaymentRequestButton";
import { ProductSearch } from "./search/ProductSearch";
import { StoreSearchBox } from "./search/StoreSearchBox";
import { AppUserMenu } from "./AppUserMenu";
import { ContactsButton } from "./ContactsButton";
import { FullScreenButton } from "./FullScreenButton";
import { LanguageSwitcher } from "../../ui/LanguageSwitcher";
import { NotificationBell } from "./notifications/NotificationBell";
import { useIframeMode } from "./useIframeMode";
import { RouteTitle } from "./routing/RouteTitle";
import { usePageHasHeading } from "./usePageHasHeading";

const Toolbar = () => {
  const embedded = useIframeMode();
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
      <StoreSearchBox />
      <ProductSearch />
      <ContactsButton />
      <NotificationBell />
      <PaymentRequestButton />
      {/* Embedded, the host page owns the window and the language. */}
      {embedded ? null : <LanguageSwitcher />}
      {embedded ? null : <FullScreenButton />}
      <LoadingIndicator />
    </Box>
  );
};

/** Top bar: page name, search, contacts, notifications, language, full screen, user menu. */
export const AppBar = () => {
  const pageHasHeading = usePageHasHeading();
  return (
    <RaAppBar color="inherit" toolbar={<Toolbar />} userMenu={<AppUserMenu />}>
      <RouteTitle pageHasHeading={pageHasHeading} />
    </RaAppBar>
  );
};
