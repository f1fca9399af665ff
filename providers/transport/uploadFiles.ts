import { HttpError } from "react-admin";
import { LIBRARY_MSG } from "../../domain/messages";
import { extensionOf, uploadLimitBytes, uploadLimitMb } from "../../domain/upload-limits";
import { xhrUpload } from "./upload";

/**
 * The refusal the server would answer for a file over its extension's limit (413 naming the file
 * and the limit), or null when every file fits. Checked before sending, so a too-large file costs
 * no upload time and fails the same way on every screen.
 */
export function tooLargeError(files: File[]): HttpError | null {
  const file = files.find((f) => f.size > uploadLimitBytes(extensionOf(f.name)));
  if (!file) return null;
  const message = LIBRARY_MSG.tooLarge(file.name, uploadLimitMb(extensionOf(file.name)));
  return new HttpError(message, 413, { message });
}

/** xhrUpload of `files[0..n]` plus plain fields, the multipart shape of the API's upload routes. */
export function uploadFiles<T = unknown>(
  url: string,
  files: File[],
  fields?: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const refused = tooLargeError(files);
  if (refused) return Promise.reject(refused);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields ?? {})) form.append(key, value);
  files.forEach((file, index) => form.append(`files[${index}]`, file, file.name));
  return xhrUpload<T>(url, form, onProgress);
}
