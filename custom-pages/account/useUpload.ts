import { useCallback, useState } from "react";
import { xhrUpload } from "../../providers/transport/upload";

/** An upload with its progress (0..1, null when idle) for a progress bar. */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(async <T>(path: string, form: FormData): Promise<T> => {
    setProgress(0);
    try {
      return await xhrUpload<T>(path, form, setProgress);
    } finally {
      setProgress(null);
    }
  }, []);
  return { upload, progress, uploading: progress !== null };
}
