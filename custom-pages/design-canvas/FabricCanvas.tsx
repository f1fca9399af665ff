import { useEffect, useRef } from "react";
import { Box } from "@mui/material";
import { Canvas, FabricImage, Line, Rect, type FabricObject } from "fabric";
import { printAreaRect, type Placement, type PrintArea } from "../../domain/placement";
import { constrainMove, constrainTransform } from "./constrain";
import { placementToPose, poseToPlacement, rectToPixels, type Frame } from "./geometry";
import type { Guide } from "./snapping";
import type { SideDesign } from "./types";

export interface CanvasViewProps {
  /** The blank's photo of this side in the chosen colour. */
  photoUrl: string | null;
  area: PrintArea;
  design: SideDesign | null;
  /** The canvas width in CSS pixels (the picture is square: the catalogue's 600 x 600). */
  size: number;
  /** A finished drag, scale or rotation, already snapped and kept inside the area. */
  onCommit: (placement: Placement) => void;
  label: string;
}

const AREA_COLOUR = "#1976d2";
const GUIDE_COLOUR = "#e91e63";

function applyPose(object: FabricObject, placement: Placement, frame: Frame, width: number, height: number) {
  object.set(placementToPose(placement, frame, width, height));
  object.setCoords();
}

/**
 * The only file that draws with Fabric (the page loads it lazily, so Fabric stays out of the
 * main chunk). It shows the photo, the print area and the design; it snaps and clamps while the
 * designer drags (constrain.ts) and reports the result once the gesture ends. Undo, saving and
 * everything else live in plain hooks that do not need a canvas.
 */
const FabricCanvas = ({ photoUrl, area, design, size, onCommit, label }: CanvasViewProps) => {
  const element = useRef<HTMLCanvasElement>(null);
  const canvas = useRef<Canvas | null>(null);
  const image = useRef<{ object: FabricImage; fileId: number } | null>(null);
  const guides = useRef<{ vertical: Line; horizontal: Line } | null>(null);
  const areaBox = useRef<Rect | null>(null);
  const latest = useRef({ area, onCommit, size });
  latest.current = { area, onCommit, size };

  useEffect(() => {
    if (!element.current) return;
    const c = new Canvas(element.current, {
      width: latest.current.size,
      height: latest.current.size,
      selection: false,
      preserveObjectStacking: true,
    });
    const line = () =>
      new Line([0, 0, 0, 0], {
        stroke: GUIDE_COLOUR,
        strokeWidth: 1,
        selectable: false,
        evented: false,
        visible: false,
        originX: "left",
        originY: "top",
      });
    guides.current = { vertical: line(), horizontal: line() };
    areaBox.current = new Rect({
      fill: "transparent",
      stroke: AREA_COLOUR,
      strokeWidth: 1,
      strokeDashArray: [6, 4],
      selectable: false,
      evented: false,
      originX: "left",
      originY: "top",
    });
    c.add(areaBox.current, guides.current.vertical, guides.current.horizontal);

    const frame = (): Frame => ({ width: latest.current.size, height: latest.current.size });
    const current = (target: FabricObject) => poseToPlacement(target, frame(), target.width, target.height);
    const showGuides = (list: Guide[]) => {
      const g = guides.current;
      if (!g) return;
      const f = frame();
      const v = list.find((x) => x.orientation === "vertical");
      const h = list.find((x) => x.orientation === "horizontal");
      g.vertical.set({
        visible: Boolean(v),
        x1: (v?.position ?? 0) * f.width,
        x2: (v?.position ?? 0) * f.width,
        y1: 0,
        y2: f.height,
      });
      g.horizontal.set({
        visible: Boolean(h),
        y1: (h?.position ?? 0) * f.height,
        y2: (h?.position ?? 0) * f.height,
        x1: 0,
        x2: f.width,
      });
    };

    c.on("object:moving", ({ target }) => {
      const moved = constrainMove(latest.current.area, current(target));
      applyPose(target, moved.placement, frame(), target.width, target.height);
      showGuides(moved.guides);
    });
    const transform = ({ target }: { target: FabricObject }) => {
      applyPose(
        target,
        constrainTransform(latest.current.area, current(target)),
        frame(),
        target.width,
        target.height,
      );
    };
    c.on("object:scaling", transform);
    c.on("object:rotating", transform);
    c.on("object:modified", ({ target }) => {
      showGuides([]);
      c.requestRenderAll();
      latest.current.onCommit(current(target));
    });
    canvas.current = c;
    return () => {
      canvas.current = null;
      image.current = null;
      void c.dispose();
    };
    // Made once: size, area, photo and design changes are applied by the effects below.
  }, []);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    c.setDimensions({ width: size, height: size });
    const px = rectToPixels(printAreaRect(area), { width: size, height: size });
    areaBox.current?.set({ left: px.x, top: px.y, width: px.width, height: px.height });
    areaBox.current?.setCoords();
    c.requestRenderAll();
  }, [area, size]);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    if (!photoUrl) {
      c.backgroundImage = undefined;
      c.requestRenderAll();
      return;
    }
    const abort = new AbortController();
    FabricImage.fromURL(photoUrl, { crossOrigin: "anonymous", signal: abort.signal }).then(
      (photo) => {
        photo.set({
          originX: "left",
          originY: "top",
          left: 0,
          top: 0,
          scaleX: size / photo.width,
          scaleY: size / photo.height,
        });
        c.backgroundImage = photo;
        c.requestRenderAll();
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [photoUrl, size]);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const frame = { width: size, height: size };
    if (!design) {
      if (image.current) c.remove(image.current.object);
      image.current = null;
      c.requestRenderAll();
      return;
    }
    const shown = image.current;
    if (shown && shown.fileId === design.file.id) {
      applyPose(shown.object, design.placement, frame, shown.object.width, shown.object.height);
      c.requestRenderAll();
      return;
    }
    const abort = new AbortController();
    FabricImage.fromURL(design.file.url, { crossOrigin: "anonymous", signal: abort.signal }).then(
      (object) => {
        if (image.current) c.remove(image.current.object);
        object.set({
          lockSkewingX: true,
          lockSkewingY: true,
          lockScalingFlip: true,
          cornerColor: AREA_COLOUR,
          transparentCorners: false,
        });
        // Corner handles only: the design scales at its own aspect, as the print will.
        object.setControlsVisibility({ mt: false, mb: false, ml: false, mr: false });
        applyPose(object, design.placement, frame, object.width, object.height);
        c.add(object);
        c.setActiveObject(object);
        image.current = { object, fileId: design.file.id };
        c.requestRenderAll();
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [design, size]);

  return (
    <Box sx={{ width: size, height: size, border: 1, borderColor: "divider" }}>
      <canvas ref={element} aria-label={label} role="img" />
    </Box>
  );
};

export default FabricCanvas;
