import { z } from "zod";

/** A record id as a path, query string or list filter sends it: a whole number above zero. */
export const recordId = z.coerce.number().int().positive();
