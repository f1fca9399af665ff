import Alert from "@mui/material/Alert";
import { useTranslate } from "react-admin";

/**
 * A plan feature's lock, with the upgrade text: gift cards unless `message` names
 * another feature's text (an i18n key).
 */
export const LockedNotice = ({ message = "app.money.gift_cards.locked" }: { message?: string }) => {
  const translate = useTranslate();
  return <Alert severity="info">{translate(message)}</Alert>;
};
