/** Press articles' public addresses (no zod here: the home page imports it without the schemas). */

/**
 * The readable part of an article's URL: the title in lower case, without accents, words joined by «-», at
 * most 80 characters («¡Éxito en la Asamblea!» → «exito-en-la-asamblea»); «articulo» when nothing is left.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'articulo';
}

/** The path of a published article's public page. */
export function articlePath(slug: string): string {
  return `/noticias/${encodeURIComponent(slug)}`;
}
