import { lazyScreen } from "../../ui/lazyScreen";
import NotificationsIcon from "@mui/icons-material/Notifications";
import type { NotificationRecord } from "./api";

/** The caller's own notifications (GET /api/bread/Notification), and the admins' sending of new ones. */
export default {
  list: lazyScreen(() => import("./NotificationList")),
  create: lazyScreen(() => import("./NotificationCreate")),
  icon: NotificationsIcon,
  recordRepresentation: (record: NotificationRecord) => record.content,
};
