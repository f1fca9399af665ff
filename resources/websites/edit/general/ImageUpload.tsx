import { useRef, useState } from "react";
import { Alert, Avatar, Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import UploadIcon from "@mui/icons-material/FileUploadOutlined";
import { useNotify, useTranslate } from "react-admin";
import { xhrUpload } from "../../../../providers/transport/upload";
import { useAppDataProvider } from "../../../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../../../ui/useServerText";
import { useUpdateDetail } from "../useStoreRecord";

const MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_NAME = /\.(png|jpe?g)$/i;

import type { StoreImagesAnswer } from "../../../../providers/data/storeSettings";

interface ImageUploadProps {
  websiteId: number;
  kind: "logo" | "favicon";
  url: string | null;
}

/** POST /api/websites/{id}/logo|favicon with a progress bar; DELETE after a confirmation. */
export const ImageUpload = ({ websiteId, kind, url }: ImageUploadProps) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const update = useUpdateDetail(websiteId);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = translate(`app.storeSettings.images.${kind}`);

  const failed = (failure: unknown) => {
    const { message, fieldErrors } = readFailure(failure);
    setError(serverText(fieldErrors.file ?? message, "app.storeSettings.images.failed"));
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (input.current) input.current.value = "";
    if (!IMAGE_NAME.test(file.name)) return setError(translate("app.storeSettings.images.images_only"));
    if (file.size > MAX_BYTES) return setError(translate("app.storeSettings.images.too_large"));
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.append("file", file);
    try {
      const answer = await xhrUpload<StoreImagesAnswer>(
        `/api/websites/${websiteId}/${kind}`,
        form,
        setProgress,
      );
      update(answer);
      notify("app.storeSettings.images.uploaded", { type: "success" });
    } catch (failure) {
      failed(failure);
    } finally {
      setProgress(null);
    }
  };

  const remove = () =>
    confirm({ content: "app.storeSettings.images.remove_confirm", translateOptions: { name: label } }).then(
      async () => {
        try {
          update(await dataProvider.removeStoreImage(websiteId, kind));
          notify("app.storeSettings.images.removed", { type: "success" });
        } catch (failure) {
          failed(failure);
        }
      },
      ignoreCanceled,
    );

  const uploading = progress !== null;
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start">
      <Avatar
        variant="rounded"
        src={url ?? undefined}
        alt={label}
        sx={{ width: kind === "logo" ? 88 : 48, height: kind === "logo" ? 88 : 48, bgcolor: "action.hover" }}
      />
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`app.storeSettings.images.${kind}_hint`)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {translate("app.storeSettings.images.choose", { name: label })}
          </Button>
          {url ? (
            <Button size="small" color="error" disabled={uploading} onClick={() => void remove()}>
              {translate("app.storeSettings.images.remove")}
            </Button>
          ) : null}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg"
          aria-label={translate("app.storeSettings.images.choose", { name: label })}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        {uploading ? (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={translate("app.storeSettings.images.uploading", { name: label })}
            sx={{ mt: 1.5 }}
          />
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 1.5, py: 0 }}>
            {error}
          </Alert>
        ) : null}
      </Box>
    </Stack>
  );
};
