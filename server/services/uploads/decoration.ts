import { DECORATION_FILE_RULES, type DecorationMethod } from "../../../domain/drafts.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import { extensionOf } from "./read.js";

export type DecorationFileRule = keyof typeof DECORATION_FILE_RULES;

/**
 * Decoration files: embroidery takes .dst/.pdf/.emb and needs a .dst, additional
 * embroidery needs a .pdf, digital takes .eps/.pdf/.ai, engraving .eps/.ai (dtg: pictures).
 * Returns the message to show, or null when the set of file names is acceptable. The bytes of
 * each file are checked separately by checkFile().
 */
export function decorationFilesError(
  method: DecorationMethod | "additional_embroidery",
  fileNames: readonly string[],
): string | null {
  const rule = DECORATION_FILE_RULES[method];
  if (fileNames.length === 0) return LIBRARY_MSG.noFiles;
  const extensions = fileNames.map(extensionOf);
  const wrong = fileNames.find((_, i) => !rule.accept.includes(extensions[i]!));
  if (wrong !== undefined) return LIBRARY_MSG.notAccepted(wrong, rule.accept);
  if (rule.required !== null && !extensions.includes(rule.required)) {
    return method === "embroidery"
      ? LIBRARY_MSG.embroideryNeedsDst
      : LIBRARY_MSG.notAccepted(fileNames[0]!, [rule.required]);
  }
  return null;
}
