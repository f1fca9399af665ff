import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { Confirm } from "react-admin";
import { TypedConfirm } from "./TypedConfirm";

export interface ConfirmOptions {
  /** Translation key or text; defaults to the spec's "Are you sure, you want delete this element?". */
  content?: string;
  title?: string;
  translateOptions?: Record<string, unknown>;
  /**
   * For what cannot be undone: Yes is enabled only once the user has typed `text` (e.g. the
   * store's name) into a field labelled by the translation key `label` (which gets `%{text}`).
   */
  typeToConfirm?: { text: string; label: string };
}

type ConfirmFn = (options?: ConfirmOptions) => Promise<void>;

/** The spec's confirm dialogs reject with "canceled"; callers tell it apart from real failures. */
export class ConfirmCanceled extends Error {
  constructor() {
    super("canceled");
    this.name = "ConfirmCanceled";
  }
}

/** `confirm().then(act, ignoreCanceled)`: a "No" is not an error; anything else still is. */
export function ignoreCanceled(error: unknown): void {
  if (!(error instanceof ConfirmCanceled)) throw error;
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: () => void;
  reject: (reason: ConfirmCanceled) => void;
}

export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback<ConfirmFn>(
    (options = {}) =>
      new Promise<void>((resolve, reject) => {
        // A second request replaces the first, which counts as canceled.
        pendingRef.current?.reject(new ConfirmCanceled());
        const next = { options, resolve, reject };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const settle = (accepted: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (accepted) current?.resolve();
    else current?.reject(new ConfirmCanceled());
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending?.options.typeToConfirm ? (
        <TypedConfirm
          title={pending.options.title ?? "app.confirm.title"}
          content={pending.options.content ?? "app.confirm.default"}
          translateOptions={pending.options.translateOptions}
          text={pending.options.typeToConfirm.text}
          label={pending.options.typeToConfirm.label}
          onConfirm={() => settle(true)}
          onClose={() => settle(false)}
        />
      ) : null}
      <Confirm
        isOpen={pending !== null && !pending.options.typeToConfirm}
        title={pending?.options.title ?? "app.confirm.title"}
        content={pending?.options.content ?? "app.confirm.default"}
        translateOptions={pending?.options.translateOptions}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={() => settle(true)}
        onClose={() => settle(false)}
      />
    </ConfirmContext.Provider>
  );
};

/** `await confirm()` resolves on Yes and rejects with ConfirmCanceled on No. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (confirm === null) throw new Error("useConfirm must be used inside <ConfirmProvider>");
  return confirm;
}
