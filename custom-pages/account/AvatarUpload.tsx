import { useEffect, useRef, useState } from "react";
import { Alert, Avatar, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import PhotoCameraIcon from "@mui/icons-material/PhotoCameraOutlined";
import { useNotify, useTranslate } from "react-admin";
import { AVATAR_MAX_BYTES } from "../../domain/account";
import type { UserDto } from "../../domain/api";
import { useServerErrors } from "../../ui/useServerErrors";
import { useRefreshUser } from "./useRefreshUser";
import { useUpload } from "./useUpload";

const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;

/** What is wrong with a picked file before it is sent (the server checks the content again). */
function avatarProblem(file: File): string | null {
  if (!IMAGE_EXTENSIONS.test(file.name)) return "app.account.avatar.images_only";
  if (file.size > AVATAR_MAX_BYTES) return "app.account.avatar.too_large";
  return null;
}

/** Avatar with a local preview while it uploads, a progress ring, and the server's verdict. */
export const AvatarUpload = ({ user }: { user: UserDto }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshUser = useRefreshUser();
  const serverErrors = useServerErrors();
  const { upload, progress, uploading } = useUpload();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = avatarProblem(file);
    setError(problem ? translate(problem) : null);
    if (problem) return;
    setPreview(URL.createObjectURL(file));
    const form = new FormData();
    form.append("file", file);
    try {
      await upload(`/api/users/${user.id}/avatar`, form);
      await refreshUser();
      notify("app.account.avatar.saved", { type: "success" });
    } catch (failure) {
      setError(serverErrors(failure).fields.file ?? serverErrors(failure).message);
    } finally {
      setPreview(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2.5} alignItems={{ sm: "center" }}>
      <Box sx={{ position: "relative", width: 88, height: 88 }}>
        <Avatar
          src={preview ?? user.avatar_url ?? undefined}
          alt={user.name}
          sx={{ width: 88, height: 88, fontSize: 32, bgcolor: "primary.main", opacity: uploading ? 0.6 : 1 }}
        >
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        {uploading ? (
          <CircularProgress
            variant="determinate"
            value={Math.round((progress ?? 0) * 100)}
            size={96}
            thickness={2.5}
            aria-label={translate("app.account.avatar.uploading")}
            sx={{ position: "absolute", top: -4, left: -4 }}
          />
        ) : null}
      </Box>
      <Box>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {translate("app.account.avatar.choose")}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg"
          aria-label={translate("app.account.avatar.choose")}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {uploading
            ? translate("app.account.avatar.progress", { percent: Math.round((progress ?? 0) * 100) })
            : translate("app.account.avatar.hint")}
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 1.5, py: 0 }}>
            {error}
          </Alert>
        ) : null}
      </Box>
    </Stack>
  );
};
