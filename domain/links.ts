/**
 * The one rule for every link staff store and the storefront puts in an href, a src or a
 * Location header (menus, redirects, promotions, section buttons, rich text): where it may lead.
 *
 * - A relative link is a path of this site: one "/" followed by anything but "/" or "\"
 *   (browsers read "//host", "/\host" and "\\host" as another site), or a "#fragment".
 * - An absolute link is http(s) with a host, or mailto: (links only, never pictures).
 * - No link holds whitespace, control characters or backslashes: browsers silently drop tabs
 *   and line breaks inside a URL ("/\t/evil" becomes "//evil"), and a line break in a header
 *   ends it. URLs have no raw spaces; they are written %20.
 */

export type LinkKind = "link" | "image";

/** Whitespace (Unicode spaces included), invisible marks and backslashes. */
const SPACE_MARK_OR_BACKSLASH = /[\s\u200b-\u200f\u2060\\]/;

/**
 * Whether a value holds a C0 control, DEL or a C1 control (CR, LF, TAB, NUL...): never part of
 * a value that goes into a URL or an HTTP header.
 */
export function hasControlChars(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x1f || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

const notInALink = (value: string) => hasControlChars(value) || SPACE_MARK_OR_BACKSLASH.test(value);

/** A path of this site: "/" alone or "/x...", never "//", "/\", nor an encoded slash after "/". */
export function isRelativeLink(value: string): boolean {
  if (notInALink(value) || !value.startsWith("/")) return false;
  const next = value.charAt(1);
  if (next === "/") return false;
  // "/%2F" and "/%5C" become "//" or "/\" wherever the path is decoded once more.
  return !/^\/%(?:2f|5c)/i.test(value);
}

/** Whether `value` may be used as a link (or picture source) of a store. */
export function isSafeLink(value: string, kind: LinkKind = "link"): boolean {
  if (value === "" || notInALink(value)) return false;
  if (isRelativeLink(value)) return true;
  if (/^https?:\/\/[^/?#@]+(?:@[^/?#@]+)?(?:[/?#]|$)/i.test(value)) return true;
  if (kind === "image") return false;
  if (/^mailto:[^/]/i.test(value)) return true;
  return /^#[\w-]*$/.test(value);
}

/**
 * A safe link as a Location header value: characters outside printable ASCII are
 * percent-encoded (a header holds bytes, and Node refuses anything above U+00FF); null when the
 * link is not safe or cannot be encoded (a lone surrogate).
 */
export function locationHeader(value: string): string | null {
  if (!isSafeLink(value)) return null;
  try {
    return value.replace(/[^\u0021-\u007e]/gu, (c) => encodeURIComponent(c));
  } catch {
    return null;
  }
}
