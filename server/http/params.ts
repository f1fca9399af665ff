import { z } from "zod";

/** A record id in the path (`/:id`). */
export const idParam = z.object({ id: z.coerce.number().int().positive() });
/** A store id in the path (`/:websiteId`). */
export const websiteIdParam = z.object({ websiteId: z.coerce.number().int().positive() });
/** The `{ message }` answer of a write that returns no record. */
export const messageDto = z.object({ message: z.string() });
