/** A search narrowed to a category: /buscar's category links and the category page's notice. */
export const search = {
  /** /buscar: the categories of the results, each opening with the same words and its filters. */
  refine: {
    title: 'Filtra los resultados por categoría',
    link: '«{query}» en {category}',
  },
  /** A category page reached with search words (`?q=`). */
  inCategory: {
    notice: 'Productos de «{query}» en esta categoría',
    clear: 'Ver toda la categoría',
  },
} as const;
