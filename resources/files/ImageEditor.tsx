import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useNotify, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import RotateLeftIcon from "@mui/icons-material/RotateLeft";
import RotateRightIcon from "@mui/icons-material/RotateRight";
import { IMAGE_EDITOR_MAX_WIDTH, type LibraryFileDetail } from "../../domain/library";
import { useAppDataProvider } from "../../providers/dataProvider";

type Rect = { x: number; y: number; w: number; h: number };

/** Draws the picture turned by `quarter` quarter turns onto a canvas at full resolution. */
function rotated(image: HTMLImageElement, quarter: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  const turn = ((quarter % 4) + 4) % 4;
  const swap = turn % 2 === 1;
  canvas.width = swap ? image.naturalHeight : image.naturalWidth;
  canvas.height = swap ? image.naturalWidth : image.naturalHeight;
  const ctx = canvas.getContext("2d");
  if (!ctx) return canvas;
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate((turn * Math.PI) / 2);
  ctx.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  return canvas;
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("encode"))), "image/png"),
  );
}

/**
 * Image editor: rotate by quarter turns and crop by dragging, shown at most 700 px wide;
 * the result is made at the picture's full resolution and saved as a new file of the library: the
 * edited file stays as it is, since products may print it.
 */
export function ImageEditor({
  file,
  onSaved,
}: {
  file: LibraryFileDetail;
  /** Called with the new file the edit was saved as. */
  onSaved: (saved: LibraryFileDetail) => void;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [quarter, setQuarter] = useState(0);
  const [crop, setCrop] = useState<Rect | null>(null);
  const [saving, setSaving] = useState(false);
  const preview = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const img = new Image();
    img.crossOrigin = "anonymous";
    img.onload = () => setImage(img);
    img.src = file.url;
  }, [file.url]);

  const source = image ? rotated(image, quarter) : null;
  const scale = source ? Math.min(1, IMAGE_EDITOR_MAX_WIDTH / source.width) : 1;

  useEffect(() => {
    const canvas = preview.current;
    if (!canvas || !source) return;
    canvas.width = Math.round(source.width * scale);
    canvas.height = Math.round(source.height * scale);
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
    if (crop) {
      ctx.fillStyle = "rgba(0,0,0,0.45)";
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(
        source,
        crop.x,
        crop.y,
        crop.w,
        crop.h,
        crop.x * scale,
        crop.y * scale,
        crop.w * scale,
        crop.h * scale,
      );
    }
  });

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - box.left) / scale, y: (event.clientY - box.top) / scale };
  };
  const onDown = (event: PointerEvent<HTMLCanvasElement>) => {
    drag.current = point(event);
    setCrop(null);
  };
  const onMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current || !source) return;
    const p = point(event);
    const x = Math.max(0, Math.min(drag.current.x, p.x));
    const y = Math.max(0, Math.min(drag.current.y, p.y));
    const w = Math.min(source.width, Math.max(drag.current.x, p.x)) - x;
    const h = Math.min(source.height, Math.max(drag.current.y, p.y)) - y;
    if (w > 2 && h > 2) setCrop({ x: Math.round(x), y: Math.round(y), w: Math.round(w), h: Math.round(h) });
  };

  const save = async () => {
    if (!source) return;
    setSaving(true);
    try {
      let result = source;
      if (crop) {
        result = document.createElement("canvas");
        result.width = crop.w;
        result.height = crop.h;
        result.getContext("2d")?.drawImage(source, crop.x, crop.y, crop.w, crop.h, 0, 0, crop.w, crop.h);
      }
      const blob = await toBlob(result);
      const { data } = await dataProvider.saveEditedImage(
        file.path,
        new File([blob], file.name.replace(/\.[^.]*$/, "") + ".png", { type: "image/png" }),
      );
      notify(translate("app.library.editor.saved_as", { name: data.name }), { type: "success" });
      setQuarter(0);
      setCrop(null);
      onSaved(data);
    } catch {
      notify(translate("app.library.editor.failed"), { type: "error" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: "wrap" }}>
        <Button startIcon={<RotateLeftIcon />} onClick={() => setQuarter((q) => q - 1)} disabled={!image}>
          {translate("app.library.editor.rotate_left")}
        </Button>
        <Button startIcon={<RotateRightIcon />} onClick={() => setQuarter((q) => q + 1)} disabled={!image}>
          {translate("app.library.editor.rotate_right")}
        </Button>
        <Button
          onClick={() => {
            setQuarter(0);
            setCrop(null);
          }}
          disabled={!image}
        >
          {translate("app.library.editor.reset")}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!image || saving || (quarter % 4 === 0 && !crop)}
        >
          {translate("app.library.editor.save")}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {image
          ? `${translate("app.library.editor.crop_hint")} ${translate("app.library.editor.new_version_hint")}`
          : translate("app.library.editor.loading")}
      </Typography>
      <Box sx={{ maxWidth: IMAGE_EDITOR_MAX_WIDTH, overflow: "hidden" }}>
        <canvas
          ref={preview}
          aria-label={translate("app.library.editor.title")}
          style={{ maxWidth: "100%", cursor: "crosshair", touchAction: "none" }}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={() => (drag.current = null)}
        />
      </Box>
    </Box>
  );
}
