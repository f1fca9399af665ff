import { lazy } from "react";
import PeopleIcon from "@mui/icons-material/PeopleAltOutlined";
import type { Contact } from "../../domain/contracts/contacts";

export default {
  list: lazy(() => import("./ContactList")),
  create: lazy(() => import("./ContactCreate")),
  edit: lazy(() => import("./ContactEdit")),
  icon: PeopleIcon,
  recordRepresentation: (record: Contact) => record.name,
};
