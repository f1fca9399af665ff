import { lazy, Suspense } from "react";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { isAdminUser, permissionsIn } from "../../../providers/access";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { useProgress } from "./useProgress";

// The panel (a stepper) is a chunk of its own, fetched alongside the store's progress.
const loadPanel = () => import("./ProgressPanel");
const ProgressPanel = lazy(() => loadPanel().then((m) => ({ default: m.ProgressPanel })));

/**
 * Each store starts afresh: "all done on load" is judged per store. The steps lead to the store's
 * settings, so only people who may change them see the stepper (a designer could not follow it).
 */
export const ProgressStepper = () => {
  const { websiteId } = useActiveWebsite();
  const { user } = useCurrentUser();
  if (websiteId === null || !user) return null;
  if (!isAdminUser(user) && !permissionsIn(user, websiteId).includes("edit_settings")) return null;
  return <StoreProgress key={websiteId} websiteId={websiteId} />;
};

const StoreProgress = ({ websiteId }: { websiteId: number }) => {
  const { data } = useProgress(websiteId);
  void loadPanel();
  // Nothing shows until the progress is known, whichever of the two arrives last.
  return data === undefined ? null : (
    <Suspense fallback={null}>
      <ProgressPanel progress={data} />
    </Suspense>
  );
};
