import { Box } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  Edit,
  TabbedForm,
  TabbedFormTabs,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRequireAccess,
  type TransformData,
} from "react-admin";
import { useNavigate, useParams } from "react-router-dom";
import type { WebsiteDetail } from "../../../domain/contracts/store-settings";
import type { SettingsSave } from "../../../domain/stores";
import { WEBSITES_QUERY_KEY } from "../../../providers/activeWebsite";
import { CommunicationsTab } from "./communications/CommunicationsTab";
import { ExternalPanel } from "./ExternalPanel";
import { GeneralTab } from "./general/GeneralTab";
import { OptionsTab } from "./options/OptionsTab";
import { ReportingTab } from "./reporting/ReportingTab";
import { changedSections, savedMessage, storeSettingsFormSchema } from "./settingsForm";
import { SettingsHeader } from "./SettingsHeader";
import { SettingsSkeleton } from "./SettingsSkeleton";
import { SettingsToolbar } from "./SettingsToolbar";
import { staleSave, StaleSaveDialog, type StaleSave } from "../../../ui/StaleSaveDialog";
import { SubscriptionsTab } from "./subscriptions/SubscriptionsTab";
import { STORE_TABS, tabPath, type StoreTab } from "./tabs";
import { STORE_SETTINGS_META } from "./useStoreRecord";
import { RecordTimeline } from "../../../ui/activity/RecordTimeline";
import { VisitedPanel } from "./VisitedPanel";

const resolver = zodResolver(storeSettingsFormSchema);

function content(tab: StoreTab, website: WebsiteDetail) {
  switch (tab) {
    case "general":
      return <GeneralTab website={website} />;
    case "communications":
      return <CommunicationsTab website={website} />;
    case "options":
      return <OptionsTab website={website} />;
    case "users":
      return <ExternalPanel name="users" websiteId={website.id} />;
    case "reporting":
      return <ReportingTab website={website} />;
    case "subscriptions":
      return <SubscriptionsTab website={website} />;
    case "payments":
      return <ExternalPanel name="payments" websiteId={website.id} />;
  }
}

/** Tabs whose content has no settings field: it saves by its own calls. */
const OWN_SAVES: readonly StoreTab[] = ["users", "reporting", "subscriptions", "payments"];

const panel = (tab: StoreTab, website: WebsiteDetail) => (
  <VisitedPanel tab={tab} ownSaves={OWN_SAVES.includes(tab)}>
    {content(tab, website)}
  </VisitedPanel>
);

interface ConflictProps {
  stale: StaleSave | null;
  onStale: (stale: StaleSave | null) => void;
  /** What a successful save does (its message, the shell's store lists). */
  onSaved: (sent: Partial<SettingsSave>) => void;
}

/** The header and one tab per settings area, over the store the page shows. */
const SettingsTabs = ({ stale, onStale, onSaved }: ConflictProps) => {
  const website = useRecordContext<WebsiteDetail>();
  if (!website) return <SettingsSkeleton />;
  return (
    <>
      <SettingsHeader website={website} />
      <TabbedForm
        noValidate
        resolver={resolver}
        // Saving one tab, an upload or a plan change gives a new record: edits not saved yet stay.
        resetOptions={{ keepDirtyValues: true }}
        warnWhenUnsavedChanges
        toolbar={
          <>
            <SettingsToolbar />
            <StaleSaveDialog
              resource="Website"
              id={website.id}
              meta={STORE_SETTINGS_META}
              stale={stale}
              onChange={onStale}
              onSaved={(_saved, sent) => onSaved(sent)}
            />
          </>
        }
        tabs={
          <TabbedFormTabs
            variant="scrollable"
            allowScrollButtonsMobile
            // A phone scrolls the tab bar, never the page.
            sx={{ maxWidth: { xs: "calc(100vw - 16px)", sm: "none" } }}
          />
        }
        sx={{ "& .MuiTab-root": { textTransform: "none", fontWeight: 600 } }}
      >
        {STORE_TABS.map((tab) => (
          <TabbedForm.Tab key={tab} label={`app.storeSettings.tabs.${tab}`} path={tabPath(tab)}>
            {panel(tab, website)}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    </>
  );
};

/**
 * The store's settings (/Website/{id}, the edit of the Website resource): read with every tab's
 * data, saved through BREAD's Website update, which applies the settings save's rules, with the
 * version the screen read: a store someone else saved meanwhile opens the conflict dialog. Only
 * the store's edit_settings right opens it.
 */
const WebsiteEdit = () => {
  const { id } = useParams();
  const websiteId = Number(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The store is read only once the right is known: a caller without it is sent away unasked.
  useRequireAccess({ resource: "Website", action: "edit", record: { id: websiteId } });
  const { canAccess } = useCanAccess({ resource: "Website", action: "edit", record: { id: websiteId } });
  const [stale, setStale] = useState<StaleSave | null>(null);
  const saved = (sent: Partial<SettingsSave>) => {
    notify(savedMessage(sent), { type: "success" });
    // Store names also show in the shell's store lists.
    void queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY });
  };

  const transform: TransformData = (data, options) =>
    changedSections(data as SettingsSave, options?.previousData);

  if (canAccess !== true) return <SettingsSkeleton />;
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 }, width: "100%", maxWidth: 1100, minWidth: 0 }}>
      <Edit<WebsiteDetail>
        resource="Website"
        id={websiteId}
        title="app.storeSettings.title"
        actions={false}
        component="div"
        // The tabs' cards, not their widest table, set the page's width (a phone has no room to spare).
        sx={{ "& .RaEdit-card": { minWidth: 0 } }}
        mutationMode="pessimistic"
        redirect={false}
        transform={transform}
        queryOptions={{
          meta: STORE_SETTINGS_META,
          retry: false,
          // When the store fails to load: the message, then back where the user came from.
          onError: () => {
            notify("app.storeSettings.load_failed", { type: "error" });
            if (window.history.state?.idx > 0) navigate(-1);
            else navigate("/Website", { replace: true });
          },
        }}
        mutationOptions={{
          meta: STORE_SETTINGS_META,
          onSuccess: (_data, variables) => saved((variables.data ?? {}) as Partial<SettingsSave>),
          onError: (error, variables) => {
            const conflict = staleSave(error, variables.data, variables.previousData);
            if (conflict) setStale(conflict);
            else notify("app.server.somethingWrong", { type: "error" });
          },
        }}
      >
        <SettingsTabs stale={stale} onStale={setStale} onSaved={saved} />
      </Edit>
      <RecordTimeline entity="Website" id={websiteId} />
    </Box>
  );
};

export default WebsiteEdit;
