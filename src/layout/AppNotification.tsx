import { Notification, type NotificationProps } from "react-admin";

/** Messages clear themselves after 4 s. */
export const MESSAGE_HIDE_MS = 4000;

export const AppNotification = (props: NotificationProps) => (
  <Notification {...props} autoHideDuration={MESSAGE_HIDE_MS} />
);
