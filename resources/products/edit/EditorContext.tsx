import { createContext, useContext } from "react";
import type { EditorDraft, EditorProduct, FieldErrors } from "./types";

export interface EditorState {
  product: EditorProduct;
  draft: EditorDraft;
  set: <K extends keyof EditorDraft>(key: K, value: EditorDraft[K]) => void;
  errors: FieldErrors;
  isAdmin: boolean;
  /** Replaces the loaded product after an instant save (variant dialog, availability). */
  replace: (product: EditorProduct) => void;
}

export const EditorContext = createContext<EditorState | null>(null);

/** The product being edited and its draft, for every card of the editor. */
export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error("useEditor outside the product editor");
  return state;
}
