import { SaveButton, Toolbar } from "react-admin";

/** One Save for every tab's fields; sections with their own dialogs save there. */
export const SettingsToolbar = () => (
  <Toolbar sx={{ position: "sticky", bottom: 0, zIndex: 2 }}>
    <SaveButton label="app.storeSettings.save" />
  </Toolbar>
);
