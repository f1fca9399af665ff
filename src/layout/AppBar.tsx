import { lazy, Suspense } from "react";
import { Box, Skeleton } from "@mui/material";
import { AppBar as RaAppBar, LoadingIndicator, useTranslate } from "react-admin";
import { PaymentRequestButton } from "../../resources/payment-requests/dialog/PaymentRequestButton";
import { StoreSearchBox } from "./search/StoreSearchBox";
import { AppUserMenu } from "./AppUserMenu";
import { ContactsButton } from "./ContactsButton";
import { FullScreenButton } from "./FullScreenButton";
import { LanguageSwitcher } from "../../ui/LanguageSwitcher";
import { NotificationBell } from "./notifications/NotificationBell";
import { useIframeMode } from "./useIframeMode";
import { RouteTitle } from "./routing/RouteTitle";
import { usePageHasHeading } from "./usePageHasHeading";
import { usePhone } from "../../ui/usePhone";

// The product search (an autocomplete) follows the first paint as a chunk of its own; its place
// is held at its size meanwhile, so nothing in the bar moves when it arrives.
const ProductSearch = lazy(() =>
  import("./search/ProductSearch").then((m) => ({ default: m.ProductSearch })),
);
const productSearchPlace = (
  <Skeleton
    variant="rounded"
    width={280}
    height={40}
    sx={{ display: { xs: "none", md: "block" }, mr: 1, borderRadius: 2.5 }}
  />
);

const Toolbar = () => {
  const embedded = useIframeMode();
  // A phone's bar keeps room for the page name: the language moves into the user menu, and full
  // screen (which phone browsers mostly ignore) goes.
  const phone = usePhone();
  const translate = useTranslate();
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
      <StoreSearchBox />
      <Suspense fallback={productSearchPlace}>
        <ProductSearch />
      </Suspense>
      <ContactsButton />
      <NotificationBell />
      <PaymentRequestButton />
      {/* Embedded, the host page owns the window and the language. */}
      {embedded || phone ? null : <LanguageSwitcher />}
      {embedded || phone ? null : <FullScreenButton />}
      {/* Its spinner, shown while anything loads, is named for screen readers. */}
      <LoadingIndicator aria-label={translate("ra.page.loading")} />
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
