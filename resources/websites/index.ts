import { lazy } from "react";
import StoreIcon from "@mui/icons-material/Store";
import type { WebsiteRecord } from "../../domain/contracts/websites";

export default {
  list: lazy(() => import("./WebsiteList")),
  create: lazy(() => import("./WebsiteCreate")),
  edit: lazy(() => import("./edit/WebsiteEdit")),
  show: lazy(() => import("./WebsiteShow")),
  icon: StoreIcon,
  recordRepresentation: (record: WebsiteRecord) => record.name,
};
