import { useTranslate } from "react-admin";
import { Box, Button, Divider, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import type { ImageGalleryData } from "../../../domain/sections";
import type { FormProps } from "./formProps";
import { LinkedPicture } from "./LinkedPicture";
import { TitleInput } from "./TitleInput";

/** The schema's cap on gallery pictures. */
const MAX_IMAGES = 48;

type Picture = ImageGalleryData["images"][number];

export const GalleryForm = ({ data, onChange, errors }: FormProps<ImageGalleryData>) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.storeDesigner.fields.${key}`, options);
  const setImage = (index: number, patch: Partial<Picture>) =>
    onChange({ ...data, images: data.images.map((img, i) => (i === index ? { ...img, ...patch } : img)) });
  return (
    <>
      <TitleInput
        value={data.title}
        error={errors.title}
        onChange={(title) => onChange({ ...data, title })}
      />
      {data.images.map((image, index) => (
        <Box key={index} sx={{ display: "grid", gap: 1 }}>
          <Divider />
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
            <Typography variant="subtitle2">{t("image", { n: index + 1 })}</Typography>
            <Button
              size="small"
              color="error"
              onClick={() => onChange({ ...data, images: data.images.filter((_, i) => i !== index) })}
            >
              {t("remove_image", { n: index + 1 })}
            </Button>
          </Box>
          <LinkedPicture
            label={t("image", { n: index + 1 })}
            url={image.url}
            link={{ title: image.alt, url: image.redirect_url }}
            error={errors[`images.${index}.redirect_url`]}
            onUrl={(url) => setImage(index, { url })}
            onLink={(link) => setImage(index, { alt: link.title, redirect_url: link.url })}
          />
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={data.images.length >= MAX_IMAGES}
        onClick={() =>
          onChange({ ...data, images: [...data.images, { url: "", alt: "", redirect_url: "" }] })
        }
      >
        {t("add_image")}
      </Button>
    </>
  );
};
