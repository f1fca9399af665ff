import { xhrUpload } from "./xhrUpload";

/** xhrUpload of `files[0..n]` plus plain fields, the multipart shape of the API's upload routes. */
export function uploadFiles(
  url: string,
  files: File[],
  fields?: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields ?? {})) form.append(key, value);
  files.forEach((file, index) => form.append(`files[${index}]`, file, file.name));
  return xhrUpload<unknown>(url, form, onProgress);
}
