import { useActiveWebsite } from "../../../providers/activeWebsite";
import { isAdminUser, permissionsIn } from "../../../providers/access";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { ProgressPanel } from "./ProgressPanel";
import { useProgress } from "./useProgress";

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
  return data === undefined ? null : <ProgressPanel progress={data} />;
};
