import { HttpError } from "react-admin";

/** The message of a failed call as the server said it, else null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as { message?: string } | undefined;
  return body?.message ?? error.message ?? null;
}
