/** Accents and spaces become hyphens; lower case, URL-safe. */
export function slugify(text: string, max = 50): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/ł/g, "l")
      .replace(/Ł/g, "L")
      .toLowerCase()
      // "Oscar's" reads as one word, so apostrophes vanish rather than become hyphens.
      .replace(/['\u2019]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, max)
      .replace(/-+$/g, "")
  );
}
