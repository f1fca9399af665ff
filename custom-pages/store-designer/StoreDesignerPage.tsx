import { DndProvider } from "react-dnd";
import { HTML5Backend } from "react-dnd-html5-backend";
import { useParams } from "react-router-dom";
import { Title, useTranslate } from "react-admin";
import { Alert, Box, Button, Divider, Paper } from "@mui/material";
import { DesignerProvider, useDesigner } from "./DesignerContext";
import { DesignerSkeleton } from "./DesignerSkeleton";
import { SectionEditor } from "./editor/SectionEditor";
import { HistoryToolbar } from "./HistoryToolbar";
import { PageList } from "./PageList";
import { PreviewPanel } from "./PreviewPanel";
import { SectionList } from "./SectionList";
import { useDesignerState } from "./useDesignerState";
import { RecordTimeline } from "../../ui/activity/RecordTimeline";
import { useStoreAsActive } from "./useStoreAsActive";

const DesignerBody = () => {
  const translate = useTranslate();
  const { ready, loadFailed, reload, editingId } = useDesigner();
  if (loadFailed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={reload}>
            {translate("app.storeDesigner.retry")}
          </Button>
        }
      >
        {translate("app.storeDesigner.load_failed")}
      </Alert>
    );
  }
  if (!ready) return <DesignerSkeleton />;
  return (
    <Box
      sx={{
        display: "flex",
        gap: 2,
        alignItems: "stretch",
        flexWrap: { xs: "wrap", md: "nowrap" },
        minHeight: "calc(100vh - 140px)",
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          width: { xs: "100%", md: 400 },
          flexShrink: 0,
          p: 2,
          display: "flex",
          flexDirection: "column",
          gap: 1.5,
          maxHeight: { md: "calc(100vh - 140px)" },
          overflow: "auto",
        }}
      >
        <HistoryToolbar />
        <Divider />
        {editingId ? (
          <SectionEditor />
        ) : (
          <>
            <PageList />
            <Divider />
            <SectionList />
          </>
        )}
      </Paper>
      <PreviewPanel />
    </Box>
  );
};

const Designer = ({ websiteId }: { websiteId: number }) => {
  const value = useDesignerState(websiteId);
  return (
    <DesignerProvider value={value}>
      <DesignerBody />
    </DesignerProvider>
  );
};

/**
 * /websites/design/{id} and /store/designer/{id}: the store design editor. Pages
 * and their sections on the left, edited in place and auto-saved; the live store on the right.
 * Store {id} becomes the active store first, so the shell and the editor show the same store.
 */
const StoreDesignerPage = () => {
  const { id } = useParams();
  const websiteId = Number(id);
  const ready = useStoreAsActive(websiteId);
  return (
    <DndProvider backend={HTML5Backend}>
      <Box sx={{ py: { xs: 2, md: 3 }, width: "100%" }}>
        <Title title="app.storeDesigner.title" />
        {/* Another store's editor starts afresh; leaving this one still saves its last edit. */}
        {ready ? <Designer key={websiteId} websiteId={websiteId} /> : <DesignerSkeleton />}
        <RecordTimeline entity="Website" id={websiteId} />
      </Box>
    </DndProvider>
  );
};

export default StoreDesignerPage;
