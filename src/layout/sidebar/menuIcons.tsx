import type { ReactElement } from "react";
import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import ArticleIcon from "@mui/icons-material/Article";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import DashboardIcon from "@mui/icons-material/Dashboard";
import HistoryIcon from "@mui/icons-material/History";
import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import InventoryIcon from "@mui/icons-material/Inventory2";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import PaletteIcon from "@mui/icons-material/Palette";
import PaymentsIcon from "@mui/icons-material/Payments";
import ReceiptIcon from "@mui/icons-material/ReceiptLong";
import SettingsIcon from "@mui/icons-material/Settings";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import SpaceDashboardIcon from "@mui/icons-material/SpaceDashboard";
import StoreIcon from "@mui/icons-material/Store";
import type { CompanyMenuKey, StoreMenuKey } from "./storeMenu";

export const MENU_ICONS: Record<StoreMenuKey | CompanyMenuKey, ReactElement> = {
  dashboard: <SpaceDashboardIcon />,
  orders: <ShoppingCartIcon />,
  shipments: <LocalShippingIcon />,
  products: <InventoryIcon />,
  gift_cards: <CardGiftcardIcon />,
  discounts: <LocalOfferIcon />,
  payments: <PaymentsIcon />,
  files: <FolderOpenIcon />,
  design: <PaletteIcon />,
  content: <ArticleIcon />,
  settings: <SettingsIcon />,
  main_dashboard: <DashboardIcon />,
  all_orders: <ReceiptIcon />,
  stores: <StoreIcon />,
  admin_panel: <AdminPanelSettingsIcon />,
  activity: <HistoryIcon />,
  all_activity: <HistoryIcon />,
};
