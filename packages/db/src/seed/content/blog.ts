import type { PromoArtwork } from '../artwork/promo-art.ts';
import type { LocalizedText } from '../catalogue/types.ts';
import { blogCarePosts } from './blog/care-posts.ts';
import { blogGuidePosts } from './blog/guide-posts.ts';
import { blogInstallationPosts } from './blog/installation-posts.ts';

/**
 * Post bodies use the content pages' plain-text format (apps/web/app/features/content-page):
 * paragraphs separated by a blank line, '## ' headings, '- ' list items, [text](/shop-path)
 * links. No HTML, so stored text can never inject markup.
 */
export interface PostText {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  /** The questions answered at the end of the post (3 to 5). */
  faqs: readonly { question: string; answer: string }[];
}

/**
 * One post in both editions. The texts are written for each country (Spanish rules, habits and
 * measures for Spain, French ones for France), not translated word for word.
 */
export interface PostDefinition {
  key: string;
  category: PostCategoryKey;
  daysAgo: number;
  /** Drawn into media_assets as blog/<key>, 1200x630 (the Open Graph size). */
  cover: PromoArtwork;
  es: PostText;
  fr: PostText;
}

export type PostCategoryKey = 'guides' | 'installation' | 'care';

export const postCategoryDefinitions: {
  key: PostCategoryKey;
  name: LocalizedText;
  slug: LocalizedText;
  description: LocalizedText;
}[] = [
  {
    key: 'guides',
    name: { es: 'Guías de compra', fr: 'Guides d’achat' },
    slug: { es: 'guias-de-compra', fr: 'guides-d-achat' },
    description: {
      es: 'Cristales, platos de ducha y grifería explicados para que compres con criterio.',
      fr: 'Verres, receveurs et robinetterie expliqués pour acheter en connaissance de cause.',
    },
  },
  {
    key: 'installation',
    name: { es: 'Medición e instalación', fr: 'Mesure et pose' },
    slug: { es: 'medicion-e-instalacion', fr: 'mesure-et-pose' },
    description: {
      es: 'Cómo medir, preparar el baño e instalar tu mampara o tu plato paso a paso.',
      fr: 'Mesurer, préparer la salle de bain et poser votre paroi ou votre receveur pas à pas.',
    },
  },
  {
    key: 'care',
    name: { es: 'Reformas y mantenimiento', fr: 'Rénovation et entretien' },
    slug: { es: 'reformas-y-mantenimiento', fr: 'renovation-et-entretien' },
    description: {
      es: 'Limpieza, cal, juntas y reformas para un baño cómodo durante muchos años.',
      fr: 'Nettoyage, calcaire, joints et rénovation pour une salle de bain confortable longtemps.',
    },
  },
];

export const postDefinitions: readonly PostDefinition[] = [
  ...blogGuidePosts,
  ...blogInstallationPosts,
  ...blogCarePosts,
];
