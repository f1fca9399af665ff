import { lazyScreen } from "../../ui/lazyScreen";
import GroupsIcon from "@mui/icons-material/GroupsOutlined";
import type { Level } from "../invitations/types";

export default {
  list: lazyScreen(() => import("./LevelList")),
  create: lazyScreen(() => import("./LevelCreate")),
  show: lazyScreen(() => import("./LevelShow")),
  icon: GroupsIcon,
  recordRepresentation: (record: Level) => record.name,
};
