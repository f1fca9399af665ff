import { useEffect, useRef } from "react";
import { Navigate, useNotify } from "react-admin";

/** Route guard: a denied route shows the message and goes back to "/". */
export const AccessDenied = () => {
  const notify = useNotify();
  // StrictMode runs mount effects twice in development; the user should see one message.
  const notified = useRef(false);
  useEffect(() => {
    if (notified.current) return;
    notified.current = true;
    notify("app.errors.permission_denied", { type: "error" });
  }, [notify]);
  return <Navigate to="/" replace />;
};
