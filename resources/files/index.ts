import { lazy } from "react";
import PermMediaIcon from "@mui/icons-material/PermMedia";
import type { FileRecord } from "./types";

export default {
  list: lazy(() => import("./FileList")),
  edit: lazy(() => import("./FileEdit")),
  icon: PermMediaIcon,
  recordRepresentation: (record: FileRecord) => record.name,
};
