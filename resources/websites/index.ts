import { lazyScreen } from "../../ui/lazyScreen";
import StoreIcon from "@mui/icons-material/Store";
import type { WebsiteRecord } from "../../domain/contracts/websites";

export default {
  list: lazyScreen(() => import("./WebsiteList")),
  create: lazyScreen(() => import("./WebsiteCreate")),
  edit: lazyScreen(() => import("./edit/WebsiteEdit")),
  show: lazyScreen(() => import("./WebsiteShow")),
  icon: StoreIcon,
  recordRepresentation: (record: WebsiteRecord) => record.name,
};
