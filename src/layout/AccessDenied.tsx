import { useEffect } from "react";
import { Navigate, useNotify } from "react-admin";

/** Spec §6 route guard: a denied route shows the message and goes back to "/". */
export const AccessDenied = () => {
  const notify = useNotify();
  useEffect(() => {
    notify("app.errors.permission_denied", { type: "error" });
  }, [notify]);
  return <Navigate to="/" replace />;
};
