import { lazy, Suspense, useState } from "react";
import { useTranslate } from "react-admin";
import { Avatar, Box, Button, Typography } from "@mui/material";
import ImageIcon from "@mui/icons-material/Image";
import type { LibraryFile } from "../../../domain/library";
import { pictureKey, pictureSrc } from "./picture";

// The library's dialog is its own chunk: most edits never open it.
const LibraryDialog = lazy(() =>
  import("../../../ui/files/LibraryDialog").then((m) => ({ default: m.LibraryDialog })),
);

/** A section picture chosen from the store's file library (upload happens in the library). */
export const ImageField = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (key: string) => void;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // A private library file has no lasting URL: show the one the library gave while editing.
  const [chosen, setChosen] = useState<{ key: string; thumb: string } | null>(null);
  const src = chosen?.key === value ? chosen.thumb : pictureSrc(value);

  const choose = (file: LibraryFile) => {
    const key = pictureKey(file);
    setChosen({ key, thumb: file.thumb_url || file.url });
    onChange(key);
    setOpen(false);
  };

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
      <Avatar
        variant="rounded"
        src={src ?? undefined}
        alt={value ? translate("app.storeDesigner.image.chosen") : ""}
        sx={{ width: 64, height: 64, bgcolor: "action.hover", color: "text.secondary" }}
      >
        <ImageIcon />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {value ? value.split("/").pop() : translate("app.storeDesigner.image.none")}
        </Typography>
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button size="small" onClick={() => setOpen(true)}>
            {translate(value ? "app.storeDesigner.image.change" : "app.storeDesigner.image.choose")}
          </Button>
          {value && (
            <Button size="small" color="error" onClick={() => onChange("")}>
              {translate("app.storeDesigner.image.remove")}
            </Button>
          )}
        </Box>
      </Box>
      {open && (
        <Suspense fallback={null}>
          <LibraryDialog open onClose={() => setOpen(false)} onChoose={choose} accept="image" />
        </Suspense>
      )}
    </Box>
  );
};
