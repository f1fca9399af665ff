import { lazyScreen } from "../../ui/lazyScreen";
import PeopleIcon from "@mui/icons-material/People";
import type { UserRecord } from "../../domain/contracts/users";

/** Every user account, for platform admins: the list and an admin's edit of one user. */
export default {
  list: lazyScreen(() => import("./UserList")),
  edit: lazyScreen(() => import("./UserEdit")),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.name,
};
