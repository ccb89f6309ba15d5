import type { Catalog } from '../../catalog-shape.ts';

/** Answers of the staff content api (/admin/v1/content/, questions/, reviews/). */
export const staffContentApi: Catalog['staffContentApi'] = {
  notFound: 'Texte introuvable.',
  questionNotFound: 'Question introuvable.',
  reviewNotFound: 'Avis introuvable.',
  reviewAlreadyPublished: 'Cet avis est déjà publié.',
  reviewAlreadyHidden: 'Cet avis est déjà masqué.',
} as const;
