/** Asset URLs of the SPA's initial JavaScript (the entry script and every modulepreload), in document order. */
export function initialScripts(html: string): string[];
