import Alert from "@mui/material/Alert";
import { useTranslate } from "react-admin";

/** Spec §4/§8: the plan's gift-card lock, with the upgrade text. */
export const LockedNotice = () => {
  const translate = useTranslate();
  return <Alert severity="info">{translate("app.money.gift_cards.locked")}</Alert>;
};
