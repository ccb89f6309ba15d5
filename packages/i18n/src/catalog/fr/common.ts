import type { Catalog } from '../../catalog-shape.ts';

export const common: Catalog['common'] = {
  skipToContent: 'Aller au contenu',
  seeAllOf: 'Tout voir dans {name}',
  languages: { es: 'Español', fr: 'Français' },
};
