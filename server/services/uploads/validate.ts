import { invalid, tooLarge } from "../../../domain/errors.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import { contentMatches, limitBytes, limitMb, MIME_BY_KIND } from "./policy.js";
import { extensionOf, type IncomingFile } from "./read.js";
import { claimedKind, sniff, type SniffedKind } from "./sniff.js";

export interface CheckedFile extends IncomingFile {
  extension: string;
  kind: SniffedKind;
  mime: string;
}

/**
 * Decides whether one file may be stored: not empty, an accepted extension, within its size
 * limit (413), and bytes that prove that extension. SVG and HTML are refused outright: they can
 * carry scripts, and nothing downstream (mockups, print files) needs them.
 */
export function checkFile(file: IncomingFile, accepted: readonly string[], index = 0): CheckedFile {
  const field = `files.${index}`;
  const name = file.filename;
  if (file.buffer.length === 0) throw invalid({ [field]: LIBRARY_MSG.emptyFile(name) });
  const kind = sniff(file.buffer);
  if (kind === "svg") throw invalid({ [field]: LIBRARY_MSG.svgRefused(name) });
  if (kind === "html") throw invalid({ [field]: LIBRARY_MSG.htmlRefused(name) });
  const extension = extensionOf(name);
  if (!accepted.includes(extension)) throw invalid({ [field]: LIBRARY_MSG.notAccepted(name, accepted) });
  if (file.buffer.length > limitBytes(extension))
    throw tooLarge(LIBRARY_MSG.tooLarge(name, limitMb(extension)));
  if (kind === null) {
    const claimed = claimedKind(file.buffer);
    const damaged = claimed !== null && contentMatches(extension, claimed);
    throw invalid({ [field]: damaged ? LIBRARY_MSG.damaged(name) : LIBRARY_MSG.mismatch(name, extension) });
  }
  if (!contentMatches(extension, kind)) throw invalid({ [field]: LIBRARY_MSG.mismatch(name, extension) });
  return { ...file, extension, kind, mime: MIME_BY_KIND[kind] };
}

/** Checks every file before any is stored, so a refused file leaves nothing behind. */
export function checkFiles(files: readonly IncomingFile[], accepted: readonly string[]): CheckedFile[] {
  return files.map((file, index) => checkFile(file, accepted, index));
}
