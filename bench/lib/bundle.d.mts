/** Asset URLs of the SPA's initial JavaScript (the entry script and every modulepreload), in document order. */
export function initialScripts(html: string): string[];

export interface InitialFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

/** Sizes of the initial JS (raw and gzip level 9), or `available: false` with the reason. */
export function bundleSize(
  distDir: string,
  base?: string,
):
  | { available: true; files: InitialFile[]; bytes: number; gzipBytes: number }
  | { available: false; reason: string };
