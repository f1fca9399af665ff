import { useRef, useState } from "react";
import { Alert, Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import UploadIcon from "@mui/icons-material/Upload";
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import { useTranslate } from "react-admin";
import type { LibraryFile } from "../../domain/library";
import { LibraryDialog } from "./LibraryDialog";
import { readFailure, useServerText } from "../useServerText";
import { useAppDataProvider } from "../../providers/dataProvider";

const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** Says a server's (or a rule's) message in the UI language, or the fallback key's text. */
export type SayText = (text: string | undefined, fallbackKey: string) => string;

/**
 * Upload a PNG/JPG image (with a progress bar) or pick one from the store's library. `texts` is
 * the i18n prefix of its words, `upload` where a new file goes and `say` how a refusal is worded
 * (the server's message by default).
 */
export const ImagePicker = ({
  onPick,
  disabled,
  compact,
  texts,
  upload: uploadTo,
  say,
}: {
  onPick: (file: LibraryFile) => void | Promise<void>;
  disabled?: boolean;
  compact?: boolean;
  texts: string;
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<LibraryFile>;
  say?: SayText;
}) => {
  const dataProvider = useAppDataProvider();
  const send = uploadTo ?? dataProvider.uploadDesign;
  const translate = useTranslate();
  const serverText = useServerText();
  const text = say ?? serverText;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [library, setLibrary] = useState(false);

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!IMAGE_NAME.test(file.name)) return setError(translate(`${texts}.images_only`));
    setError(null);
    setProgress(0);
    try {
      const stored = await send(file, setProgress);
      await onPick(stored);
    } catch (failure) {
      const { message, fieldErrors } = readFailure(failure);
      setError(text(Object.values(fieldErrors)[0] ?? message, `${texts}.upload_failed`));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack spacing={1} sx={{ minWidth: compact ? undefined : 280 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        <Button
          variant={compact ? "text" : "contained"}
          startIcon={<UploadIcon />}
          disabled={disabled || progress !== null}
          onClick={() => input.current?.click()}
        >
          {translate(`${texts}.upload`)}
        </Button>
        <Button
          variant={compact ? "text" : "outlined"}
          startIcon={<PhotoLibraryIcon />}
          disabled={disabled || progress !== null}
          onClick={() => setLibrary(true)}
        >
          {translate(`${texts}.library`)}
        </Button>
      </Stack>
      <input
        ref={input}
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        hidden
        aria-label={translate(`${texts}.upload`)}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      {progress !== null ? (
        <Box>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={translate(`${texts}.uploading`)}
          />
          <Typography variant="caption">
            {translate(`${texts}.progress`, { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <LibraryDialog
        open={library}
        accept="image"
        onClose={() => setLibrary(false)}
        onChoose={(file) => {
          setLibrary(false);
          void Promise.resolve(onPick(file)).catch((failure: unknown) => {
            const { message } = readFailure(failure);
            setError(text(message, `${texts}.upload_failed`));
          });
        }}
      />
    </Stack>
  );
};
