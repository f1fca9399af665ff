import { useEffect } from "react";
import { useParams, useNavigate } from "react-router-dom";
import { Box } from "@mui/material";
import { ResourceContextProvider, Title, useNotify } from "react-admin";
import { SettingsHeader } from "./SettingsHeader";
import { SettingsSkeleton } from "./SettingsSkeleton";
import { SettingsTabs } from "./SettingsTabs";
import { UnsavedChangesGuard } from "./unsavedChanges";
import { useWebsiteDetail } from "./useWebsiteDetail";

/** /websites/{id} and /websites/old/{id}: the store settings, one tab per area. */
const StoreSettingsPage = () => {
  const { id } = useParams();
  const websiteId = Number(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const { data: website, isError } = useWebsiteDetail(websiteId);

  // When the store fails to load: the message, then back where the user came from.
  useEffect(() => {
    if (!isError && Number.isInteger(websiteId) && websiteId > 0) return;
    notify("app.storeSettings.load_failed", { type: "error" });
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate("/websites", { replace: true });
  }, [isError, websiteId, notify, navigate]);

  return (
    <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 }, width: "100%", maxWidth: 1100 }}>
      <Title title="app.storeSettings.title" />
      {website ? (
        // The forms' array inputs name their rows after a resource: the store is a Website.
        <ResourceContextProvider value="Website">
          <UnsavedChangesGuard>
            <SettingsHeader website={website} />
            <SettingsTabs website={website} />
          </UnsavedChangesGuard>
        </ResourceContextProvider>
      ) : (
        <SettingsSkeleton />
      )}
    </Box>
  );
};

export default StoreSettingsPage;
