/**
 * What a file IS, read from its bytes (magic numbers and structure), never from its name: a
 * renamed file, a truncated picture or markup posing as a picture is caught here.
 */
export type SniffedKind = "png" | "jpeg" | "pdf" | "postscript" | "dst" | "emb" | "csv" | "svg" | "html";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** DOS EPS binary header (PostScript with a preview). */
const DOS_EPS_SIGNATURE = Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]);
/** Tajima DST files start with a 512-byte text header whose first field is "LA:". */
const DST_HEADER_BYTES = 512;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Buffer, start: number, end: number): number {
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Walks every chunk from IHDR to IEND checking lengths and CRCs, so a PNG cut short (or with
 * bytes changed) is refused even though its first bytes look right.
 */
export function isCompletePng(bytes: Buffer): boolean {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const dataEnd = offset + 8 + length;
    if (length > 0x7fffffff || dataEnd + 4 > bytes.length) return false;
    if (first && type !== "IHDR") return false;
    first = false;
    if (crc32(bytes, offset + 4, dataEnd) !== bytes.readUInt32BE(dataEnd)) return false;
    offset = dataEnd + 4;
    if (type === "IEND") return true;
  }
  return false;
}

/** SOI at the start, EOI at the end (trailing padding some cameras add is allowed). */
export function isCompleteJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return false;
  let end = bytes.length;
  while (end > 2 && (bytes[end - 1] === 0x00 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end--;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

function startsWithText(bytes: Buffer, text: string): boolean {
  return bytes.length >= text.length && bytes.toString("latin1", 0, text.length) === text;
}

/** A PDF has its header first and an %%EOF marker in its last kilobyte (a cut-off one has none). */
function isPdf(bytes: Buffer): boolean {
  if (!startsWithText(bytes, "%PDF-")) return false;
  return bytes.toString("latin1", Math.max(0, bytes.length - 1024)).includes("%%EOF");
}

function isPostScript(bytes: Buffer): boolean {
  return (
    startsWithText(bytes, "%!PS") || (bytes.length > 30 && bytes.subarray(0, 4).equals(DOS_EPS_SIGNATURE))
  );
}

function isDst(bytes: Buffer): boolean {
  return bytes.length >= DST_HEADER_BYTES && startsWithText(bytes, "LA:");
}

/** Wilcom EMB files are OLE2 compound documents. */
function isEmb(bytes: Buffer): boolean {
  return bytes.length >= 512 && bytes.subarray(0, 8).equals(OLE2_SIGNATURE);
}

/** Text: valid UTF-8 without NUL or other control bytes than tab, CR, LF. */
function asText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Control bytes mean binary data wearing a text name.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return null;
  }
  return text.replace(/^\uFEFF/, "");
}

const HTML_MARKERS = /<(?:!doctype\s+html|html|head|body|script|iframe|object|embed|meta|link|style)[\s>/]/i;

function markupKind(text: string): "svg" | "html" | null {
  const head = text.slice(0, 4096);
  if (/<svg[\s>]/i.test(head) || /<!doctype\s+svg/i.test(head)) return "svg";
  if (HTML_MARKERS.test(head)) return "html";
  return null;
}

/** The kind the bytes prove, or null when they prove nothing this platform accepts. */
export function sniff(bytes: Buffer): SniffedKind | null {
  if (bytes.length === 0) return null;
  if (bytes[0] === 0x89) return isCompletePng(bytes) ? "png" : null;
  if (bytes[0] === 0xff) return isCompleteJpeg(bytes) ? "jpeg" : null;
  if (startsWithText(bytes, "%PDF-")) return isPdf(bytes) ? "pdf" : null;
  if (isPostScript(bytes)) return "postscript";
  if (isDst(bytes)) return "dst";
  if (isEmb(bytes)) return "emb";
  const text = asText(bytes);
  if (text === null) return null;
  const markup = markupKind(text);
  if (markup) return markup;
  return text.includes("\n") || text.includes(",") || text.includes(";") ? "csv" : null;
}

/** What the first bytes alone claim, to tell a damaged file from a renamed one. */
export function claimedKind(bytes: Buffer): "png" | "jpeg" | "pdf" | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (startsWithText(bytes, "%PDF-")) return "pdf";
  return null;
}
