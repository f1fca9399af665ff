import { lazy } from "react";
import GroupsIcon from "@mui/icons-material/GroupsOutlined";
import type { Level } from "../invitations/types";

export default {
  list: lazy(() => import("./LevelList")),
  create: lazy(() => import("./LevelCreate")),
  show: lazy(() => import("./LevelShow")),
  icon: GroupsIcon,
  recordRepresentation: (record: Level) => record.name,
};
