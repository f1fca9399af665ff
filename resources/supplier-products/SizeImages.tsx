import { Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import UploadIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import { useRef, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { readFailure } from "../../ui/useServerText";
import { useAppDataProvider } from "../../providers/dataProvider";

/** The size chart pictures of a saved supplier product: replaced as a set, with upload progress. */
export const SizeImages = ({ productId, initial }: { productId: number; initial: (string | null)[] }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (files: File[]) => {
    if (files.some((f) => !/\.(png|jpe?g)$/i.test(f.name))) {
      notify("app.catalogue.admin.images_only", { type: "error" });
      return;
    }
    setProgress(0);
    try {
      const result = await dataProvider.uploadSizeImages(productId, files, setProgress);
      setImages(result.size_images);
      notify(result.message, { type: "success" });
    } catch (error) {
      notify(readFailure(error).message ?? "app.catalogue.admin.upload_failed", { type: "error" });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        {images.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate("app.catalogue.admin.no_size_images")}
          </Typography>
        )}
        {images.map((src, i) =>
          src ? (
            <Box
              key={src}
              component="img"
              src={src}
              alt={translate("app.catalogue.admin.size_image", { n: i + 1 })}
              sx={{ height: 96, borderRadius: 1, border: 1, borderColor: "divider" }}
            />
          ) : null,
        )}
      </Stack>
      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        {translate("app.catalogue.admin.upload_size_images")}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".png,.jpg,.jpeg"
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) void send(files);
        }}
      />
      {progress !== null && (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} sx={{ mt: 1 }} />
      )}
    </Box>
  );
};
