/** Words shared by every screen. */
export const common = {
  skipToContent: 'Saltar al contenido',
  seeAllOf: 'Ver todo en {name}',
  /** Each language is named in itself, so a reader finds their own. */
  languages: { es: 'Español', fr: 'Français' },
} as const;
