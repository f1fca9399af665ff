import { z } from "zod/v4";

/**
 * The SPA runs under a Content-Security-Policy without 'unsafe-eval'. Zod otherwise probes
 * `new Function` when an object schema is built, to compile faster parsers; the browser refuses it
 * and reports a policy violation even though zod catches the error. The SPA's build resolves
 * `zod` to this module, so the setting is made before any schema exists, and zod loads only with
 * the first screen that validates (not with the first page).
 */
z.config({ jitless: true });

export * from "zod/v4";
