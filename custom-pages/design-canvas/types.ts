import type { Placement, PrintArea } from "../../domain/placement";

/** A design picture as the editor draws it: its stored file and its pixel size (for the DPI). */
export interface DesignFile {
  id: number;
  url: string;
  width: number;
  height: number;
}

/** What one side carries: a design and where it sits, or nothing. */
export interface SideDesign {
  file: DesignFile;
  placement: Placement;
}

/** A printable side of the blank (front, back, sleeve...) and its print area. */
export interface EditorSide {
  side: string;
  area: PrintArea;
}

/** A chosen colour of the blank and its photo per side. */
export interface EditorColor {
  name: string;
  swatch: string;
  images: Record<string, string | null | undefined>;
}
