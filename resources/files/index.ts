import { lazyScreen } from "../../ui/lazyScreen";
import PermMediaIcon from "@mui/icons-material/PermMedia";
import type { FileRecord } from "./types";

export default {
  list: lazyScreen(() => import("./FileList")),
  edit: lazyScreen(() => import("./FileEdit")),
  icon: PermMediaIcon,
  recordRepresentation: (record: FileRecord) => record.name,
};
