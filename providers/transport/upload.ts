import { openPost, parseJson, refusal } from "./xhr";

/**
 * A multipart POST that reports upload progress, which fetch cannot. A failure rejects with
 * react-admin's HttpError carrying the server's `{message, errors}` body, so readFailure() reads
 * it like any other call.
 */
export function xhrUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = openPost(path);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(parseJson(xhr.responseText) as T);
        return;
      }
      reject(refusal(xhr));
    };
    // Every way an upload can end settles the promise, so no screen waits with its button off:
    // a connection the server closes mid-upload (it refused the body) is a network error.
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.onabort = () => reject(new Error("Upload aborted"));
    xhr.ontimeout = () => reject(new Error("Request timed out"));
    xhr.send(form);
  });
}
