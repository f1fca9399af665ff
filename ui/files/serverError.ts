import { HttpError } from "react-admin";

/** The server's message for a field (422 errors), else its message, else null. */
export function serverFieldError(error: unknown, field: string): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as { message?: string; errors?: Record<string, string> } | undefined;
  return body?.errors?.[field] ?? body?.message ?? error.message ?? null;
}

export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as { message?: string } | undefined;
  return body?.message ?? error.message ?? null;
}
