import { z } from "zod";
import { recordId } from "../../domain/contracts/record-id.js";

export { recordId };
/** A record id in the path (`/:id`). */
export const idParam = z.object({ id: recordId });
/** A store id in the path (`/:websiteId`). */
export const websiteIdParam = z.object({ websiteId: recordId });
/** The `{ message }` answer of a write that returns no record. */
export const messageDto = z.object({ message: z.string() });
/** The store a call acts on, when the query names one (else the declared fallback, e.g. the active store). */
export const storeQuery = z.object({ website_id: recordId.optional() });
