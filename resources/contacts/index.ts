import { lazyScreen } from "../../ui/lazyScreen";
import PeopleIcon from "@mui/icons-material/PeopleAltOutlined";
import type { Contact } from "../../domain/contracts/contacts";

export default {
  list: lazyScreen(() => import("./ContactList")),
  create: lazyScreen(() => import("./ContactCreate")),
  edit: lazyScreen(() => import("./ContactEdit")),
  icon: PeopleIcon,
  recordRepresentation: (record: Contact) => record.name,
};
