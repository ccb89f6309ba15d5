/** Words used only for search engines: sitemap, structured data, page titles of SEO routes. */
export const seo = {} as const;
