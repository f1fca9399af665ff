import { AppBar as RaAppBar, LoadingIndicator } from "react-admin";
import { AppUserMenu } from "./AppUserMenu";
import { FullScreenButton } from "./FullScreenButton";
import { LanguageSwitcher } from "./LanguageSwitcher";

const Toolbar = () => (
  <>
    <LanguageSwitcher />
    <FullScreenButton />
    <LoadingIndicator />
  </>
);

/** Page title (from each page's <Title>), language, full screen and the user menu. */
export const AppBar = () => <RaAppBar color="inherit" toolbar={<Toolbar />} userMenu={<AppUserMenu />} />;
