/** Answers of the staff content api (/admin/v1/content/, questions/, reviews/). */
export const staffContentApi = {
  notFound: 'Texto no encontrado.',
  questionNotFound: 'Pregunta no encontrada.',
  reviewNotFound: 'Opinión no encontrada.',
  reviewAlreadyPublished: 'Esta opinión ya está publicada.',
  reviewAlreadyHidden: 'Esta opinión ya está oculta.',
} as const;
