import { TAX_FORM_MAX_BYTES } from "../../../domain/tax-ids";

/**
 * The translation key of what is wrong with a picked tax form, or null. The server reads the
 * file's first bytes too; this only spares a useless upload.
 */
export function pdfProblem(file: File): string | null {
  const named = /\.pdf$/i.test(file.name);
  const typed = file.type === "" || file.type === "application/pdf";
  if (!named || !typed) return "app.account.taxes.pdf_only";
  if (file.size > TAX_FORM_MAX_BYTES) return "app.account.taxes.too_large";
  return null;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
