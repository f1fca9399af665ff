import { lazy } from "react";
import MailIcon from "@mui/icons-material/ForwardToInboxOutlined";
import type { Invitation } from "./types";

export default {
  list: lazy(() => import("./InvitationList")),
  create: lazy(() => import("./InvitationCreate")),
  edit: lazy(() => import("./InvitationEdit")),
  icon: MailIcon,
  recordRepresentation: (record: Invitation) => record.email,
};
