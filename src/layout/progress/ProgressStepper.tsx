import { useActiveWebsite } from "../../../providers/activeWebsite";
import { ProgressPanel } from "./ProgressPanel";
import { useProgress } from "./useProgress";

/** Each store starts afresh: "all done on load" is judged per store. */
export const ProgressStepper = () => {
  const { websiteId } = useActiveWebsite();
  return websiteId === null ? null : <StoreProgress key={websiteId} websiteId={websiteId} />;
};

const StoreProgress = ({ websiteId }: { websiteId: number }) => {
  const { data } = useProgress(websiteId);
  return data === undefined ? null : <ProgressPanel progress={data} />;
};
