import { lazyScreen } from "../../ui/lazyScreen";
import HistoryIcon from "@mui/icons-material/History";

/** Who changed what: a store's activity log (all stores for platform admins). */
export default {
  list: lazyScreen(() => import("./ActivityList")),
  icon: HistoryIcon,
};
