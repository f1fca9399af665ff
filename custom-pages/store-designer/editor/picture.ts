import type { LibraryFile } from "../../../domain/library";

/**
 * Sections store a picture as a storage key (or an absolute URL), never as a signed URL that
 * expires: the storefront signs keys itself when it renders. Library URLs are /files/<key> or
 * /files/signed/<key>?expires=...
 */
export function pictureKey(file: Pick<LibraryFile, "url">): string {
  const url = file.url;
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    if (typeof window === "undefined" || parsed.origin !== window.location.origin) return url;
    return keyFromPath(parsed.pathname) ?? url;
  }
  return keyFromPath(url.split("?")[0] ?? url) ?? url;
}

function keyFromPath(path: string): string | null {
  const match = /^\/files\/(?:signed\/)?(.+)$/.exec(path);
  return match?.[1] ? match[1].split("/").map(decodeURIComponent).join("/") : null;
}

/** What the editor can show for a stored picture: public keys and absolute URLs load directly. */
export function pictureSrc(key: string): string | null {
  if (!key) return null;
  if (/^https?:\/\//i.test(key)) return key;
  if (key.startsWith("public/")) return `/files/${key.split("/").map(encodeURIComponent).join("/")}`;
  return null;
}
