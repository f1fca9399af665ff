import { useState } from "react";
import { useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import { LibraryDialog } from "../files/LibraryDialog";
import { ListControls, moveItem } from "./ListControls";

export interface ImageValue {
  url: string;
  alt: string;
  caption: string;
  /** What the <img> loads (the server's src, or the library's thumbnail). */
  src?: string | null;
}

/** A gallery's pictures, chosen from the file library, in order, with alternative text and caption. */
export function ImagesField({
  label,
  value,
  onChange,
  errors,
}: {
  label: string;
  value: ImageValue[];
  onChange: (images: ImageValue[]) => void;
  errors: Record<string, string>;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const update = (i: number, patch: Partial<ImageValue>) =>
    onChange(value.map((image, j) => (j === i ? { ...image, ...patch } : image)));
  return (
    <Box role="group" aria-label={translate(label)}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(label)}
      </Typography>
      {value.map((image, i) => (
        <Box
          key={`${image.url}-${i}`}
          sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 1 }}
        >
          <Box
            component="img"
            src={image.src ?? image.url}
            alt={image.alt}
            sx={{ width: 64, height: 64, objectFit: "cover", borderRadius: 1 }}
          />
          <TextField
            size="small"
            label={translate("app.content.fields.alt")}
            value={image.alt}
            onChange={(e) => update(i, { alt: e.target.value })}
          />
          <TextField
            size="small"
            label={translate("app.content.fields.caption")}
            value={image.caption}
            onChange={(e) => update(i, { caption: e.target.value })}
            sx={{ flexGrow: 1 }}
          />
          <ListControls
            index={i}
            count={value.length}
            name={image.alt || String(i + 1)}
            onMove={(from, to) => onChange(moveItem(value, from, to))}
            onRemove={(at) => onChange(value.filter((_, j) => j !== at))}
          />
          {errors[`images.${i}.url`] ? (
            <FormHelperText error>{errors[`images.${i}.url`]}</FormHelperText>
          ) : null}
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate("app.content.fields.add_image")}
      </Button>
      <LibraryDialog
        open={open}
        accept="image"
        onClose={() => setOpen(false)}
        onChoose={(file) => {
          onChange([
            ...value,
            { url: file.url, alt: file.name, caption: "", src: file.thumb_url || file.url },
          ]);
          setOpen(false);
        }}
      />
    </Box>
  );
}
