import type { Section } from "../../domain/sections";

export type { DesignerPage, DesignerStore, PickerProduct } from "../../domain/contracts/store-designer";

/** Sections of every page, by page id: the snapshot undo and redo step through. */
export type Layout = Readonly<Record<number, readonly Section[]>>;

export type PreviewWidth = "desktop" | "mobile";
