import type { ComponentType } from "react";
import { lazyScreen } from "../../ui/lazyScreen";
import type { RaRecord } from "react-admin";
import ArticleIcon from "@mui/icons-material/Article";
import CollectionsIcon from "@mui/icons-material/Collections";
import CampaignIcon from "@mui/icons-material/Campaign";
import DescriptionIcon from "@mui/icons-material/Description";
import HelpIcon from "@mui/icons-material/Help";
import MenuIcon from "@mui/icons-material/Menu";
import NewspaperIcon from "@mui/icons-material/Newspaper";
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import ShortcutIcon from "@mui/icons-material/Shortcut";

const list = lazyScreen(() => import("./ContentList"));
const edit = lazyScreen(() => import("./ContentEdit"));
const create = lazyScreen(() => import("./ContentCreate"));

const ICONS: Record<string, ComponentType> = {
  Page: DescriptionIcon,
  Blog: ArticleIcon,
  News: NewspaperIcon,
  Faq: HelpIcon,
  Collection: CollectionsIcon,
  Gallery: PhotoLibraryIcon,
  Menu: MenuIcon,
  Redirect: ShortcutIcon,
  Promotion: CampaignIcon,
};

/** Every content kind as a Resource named after its BREAD model; one list, edit and create serve them all. */
export const contentResources = Object.entries(ICONS).map(([name, icon]) => ({
  name,
  list,
  edit,
  create,
  icon,
  recordRepresentation: (record: RaRecord) => String(record.name ?? record.title ?? record.id),
}));
