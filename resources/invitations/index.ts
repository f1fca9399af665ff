import { lazyScreen } from "../../ui/lazyScreen";
import MailIcon from "@mui/icons-material/ForwardToInboxOutlined";
import type { Invitation } from "./types";

export default {
  list: lazyScreen(() => import("./InvitationList")),
  create: lazyScreen(() => import("./InvitationCreate")),
  edit: lazyScreen(() => import("./InvitationEdit")),
  icon: MailIcon,
  recordRepresentation: (record: Invitation) => record.email,
};
