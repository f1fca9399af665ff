/** CSV imports accept only files with extension csv (the server checks the same). */
export function isCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name);
}
