import { z } from "zod";

/**
 * The SPA runs under a Content-Security-Policy without 'unsafe-eval'. Zod otherwise probes
 * `new Function` on its first object parse to compile faster parsers; the browser refuses it and
 * reports a policy violation even though zod catches the error. Imported first by main.tsx, so
 * it is set before any schema parses.
 */
z.config({ jitless: true });
