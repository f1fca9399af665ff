import { useEffect } from "react";
import { useNotify } from "react-admin";

/** One toast per failed fetch (react-query's errorUpdatedAt changes once per failure). */
export function useErrorToast(isError: boolean, errorUpdatedAt: number, message: string): void {
  const notify = useNotify();
  useEffect(() => {
    if (isError) notify(message, { type: "error" });
  }, [isError, errorUpdatedAt, message, notify]);
}
