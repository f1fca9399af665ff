import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { MSG } from "../domain/messages.js";
import { messageCode } from "../domain/message-codes.js";
import type { ApiErrorBody } from "../domain/api.js";
import { DomainError, fieldErrors, type DomainErrorKind } from "../domain/errors.js";
import { StaleVersion } from "../domain/versions.js";

export { fieldErrors };

/** An error with the status and JSON body the API contract promises: {message, errors?}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, MSG.unauthenticated);
export const forbidden = () => new HttpError(403, MSG.permissionDenied);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const invalid = (errors: Record<string, string>, message?: string) =>
  new HttpError(422, message ?? Object.values(errors)[0] ?? MSG.invalidInput, errors);

/** The status each kind of a service's refusal is answered with. */
export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 422,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  payment_required: 402,
  too_large: 413,
  unavailable: 502,
  bad_request: 400,
};

/**
 * The answer an error is known to have: an HttpError as it is, a service's DomainError with its
 * kind's status and the same message and field errors; null for anything else.
 */
export function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError)
    return new HttpError(DOMAIN_STATUS[error.kind], error.message, error.errors);
  return null;
}

/**
 * Header values Node refuses to write (a line break, a character above U+00FF) are dropped
 * before the error answer is sent: left on the reply, they make that answer fail too, and
 * Fastify then falls back to its own error body.
 */
function dropUnsendableHeaders(reply: {
  getHeaders(): Record<string, unknown>;
  removeHeader(name: string): unknown;
}): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => /[^\t\u0020-\u007e\u0080-\u00ff]/.test(String(v)))) reply.removeHeader(name);
  }
}

/**
 * The error body: the English text, and beside it the stable code of each fixed message (the
 * SPA translates by code), for the message and for each field's.
 */
export function errorBody(message: string, errors?: Record<string, string>): ApiErrorBody {
  const code = messageCode(message);
  const codes = errors
    ? Object.fromEntries(
        Object.entries(errors).flatMap(([field, text]) => {
          const fieldCode = messageCode(text);
          return fieldCode ? [[field, fieldCode]] : [];
        }),
      )
    : {};
  return {
    message,
    ...(code ? { code } : {}),
    ...(errors ? { errors } : {}),
    ...(Object.keys(codes).length > 0 ? { codes } : {}),
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError | ZodError, request, reply) => {
    dropUnsendableHeaders(reply);
    const known = asHttpError(error);
    // A stale save also answers the record as it is now.
    const current = error instanceof StaleVersion && error.current ? { current: error.current } : {};
    if (known)
      return reply.code(known.statusCode).send({ ...errorBody(known.message, known.errors), ...current });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(
        error.validation.map((v) => ({
          path: v.instancePath.split("/").filter(Boolean),
          message: v.message ?? MSG.invalidInput,
        })),
      );
      // A bad body is bad input (422); a malformed path or query string is a bad request (400).
      const status = error.validationContext === "body" ? 422 : 400;
      return reply.code(status).send(errorBody(Object.values(errors)[0] ?? MSG.invalidInput, errors));
    }
    if (error instanceof ZodError) {
      const errors = fieldErrors(error.issues);
      return reply.code(422).send(errorBody(Object.values(errors)[0] ?? MSG.invalidInput, errors));
    }
    if (isUnreadableMultipart(error)) return reply.code(400).send(errorBody(UNREADABLE_UPLOAD));
    const constraint = constraintError(error);
    if (constraint)
      return reply.code(constraint.statusCode).send(errorBody(constraint.message, constraint.errors));
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send(errorBody(MSG.somethingWrong));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type...): keep the
    // status, never the stack.
    return reply.code(status).send(errorBody(status === 413 ? "The file is too large." : error.message));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(MSG.notFound)));
}

/** The answer to an upload body that cannot be read as a form (the fix is on the sender's side). */
export const UNREADABLE_UPLOAD = "The upload could not be read. Send the file again as multipart/form-data.";

/**
 * What the multipart parser (busboy) says when the body is not a readable form: cut off, a
 * boundary that is missing or not the one used, bytes that are no form at all. It throws plain
 * errors with no code or status, so they are known by their texts; the plugin's own "not
 * multipart" error has a code.
 */
const MULTIPART_PARSER_ERRORS = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  /^Missing Content-Type-header\.$/,
  /^Unsupported Content-Type\.$/,
];

/**
 * A multipart body the server cannot parse is a bad request (400) on every upload route, however
 * the route reads it; size limits keep their 413.
 */
function isUnreadableMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ("code" in error && error.code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return true;
  if ("statusCode" in error && typeof error.statusCode === "number") return false;
  return MULTIPART_PARSER_ERRORS.some((pattern) => pattern.test(error.message));
}

/**
 * Unique and foreign-key violations are the database catching bad input the routes did not
 * pre-check (two requests racing for one slug): a 409 or 422, never a 500.
 */
function constraintError(error: unknown): HttpError | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  const code = String(error.code);
  const text = "message" in error ? String(error.message) : "";
  if (code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505") {
    const field = /\.(\w+)$/.exec(text.split(",").pop()?.trim() ?? "")?.[1] ?? /\((\w+)\)=/.exec(text)?.[1];
    const column =
      field ?? ("detail" in error ? /\((?:[\w, ]+, )?(\w+)\)=/.exec(String(error.detail))?.[1] : undefined);
    const message = "This value is already in use.";
    return new HttpError(409, message, column ? { [column]: message } : undefined);
  }
  if (code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503") {
    return new HttpError(422, "A referenced record does not exist.");
  }
  // PostgreSQL's data exceptions (class 22): a value SQLite would take but PostgreSQL's column
  // cannot hold, such as a number beyond an integer column. Bad input, never a 500.
  if (/^22[0-9A-Z]{3}$/.test(code)) return new HttpError(422, MSG.invalidInput);
  return null;
}
