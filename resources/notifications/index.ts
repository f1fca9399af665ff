/** Notifications are not a BREAD model: two custom pages, routed from src/routes.tsx. */
export { notificationRoutes } from "./routes";
