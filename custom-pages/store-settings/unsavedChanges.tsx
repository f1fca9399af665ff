import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { useFormState } from "react-hook-form";
import { useTranslate } from "react-admin";
import { useBlocker } from "react-router-dom";

interface Registry {
  report: (id: string, dirty: boolean) => void;
}

const DirtyContext = createContext<Registry | null>(null);

/**
 * One guard for the whole settings page. The router allows a single blocker, and the page holds
 * many forms, so each form reports whether it has unsaved edits and the page asks once before
 * leaving. Switching tabs stays on the page (tabs stay mounted), so it never asks then.
 */
export const UnsavedChangesGuard = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const hasChanges = dirty.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(translate("ra.message.unsaved_changes"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);

  useEffect(() => {
    if (!hasChanges) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasChanges]);

  const value = useMemo(() => ({ report }), [report]);
  return <DirtyContext.Provider value={value}>{children}</DirtyContext.Provider>;
};

/** Put inside a react-admin <Form>: tells the page guard whether this form has unsaved edits. */
export const ReportUnsaved = () => {
  const registry = useContext(DirtyContext);
  const id = useId();
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => {
    registry?.report(id, dirty);
  }, [registry, id, dirty]);
  useEffect(() => () => registry?.report(id, false), [registry, id]);
  return null;
};
