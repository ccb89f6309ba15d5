/**
 * The reference code of an attribute option: two letters of each word of its slug, or the
 * measure itself (cromado-brillo -> CRBR, izquierda -> IZ, 80x120 -> 80X120). References are
 * printed in both editions, so they are codes, never words of one language. Variant and
 * complement references are built from these codes.
 */
export function optionRef(slug: string): string {
  if (/^\d/.test(slug)) return slug.toUpperCase();
  return slug
    .split('-')
    .map((part) => part.slice(0, 2))
    .join('')
    .toUpperCase();
}
