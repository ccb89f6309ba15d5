import { z } from 'zod';
import { EditionAlternates, Language, StoreCode, Translations } from './common.ts';

/**
 * A content page (/cms/{slug} and the company, installation and guide pages). The body is
 * plain text in the shop's page format, never HTML: blocks separated by a blank line; a block
 * starting '## ' or '### ' is a heading, a block of '- ' lines a list, a '[diagram:<name>]'
 * line one of the web's measuring diagrams, a '[cta:<label>](<path>)' line a button link;
 * inside text, '[label](<path>)' is a link and '**words**' are stressed.
 * (apps/web/app/features/content-page/README.md describes it in full.)
 */
export const Page = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  is_published: z.boolean(),
  updated_at: z.string().describe('ISO 8601'),
});
export type Page = z.infer<typeof Page>;

/**
 * retrieve_by_slug's answer: the page, and its slug in each language whose edition publishes a
 * page with that slug (alternates) and in each language this edition publishes it in
 * (translations); the web turns slugs into paths.
 */
export const PageDetail = Page.extend({
  alternates: EditionAlternates,
  translations: Translations,
});
export type PageDetail = z.infer<typeof PageDetail>;

/** The list shows what a menu or sitemap needs; the body comes with the page itself. */
export const PageSummary = Page.pick({
  id: true,
  slug: true,
  title: true,
  is_published: true,
  updated_at: true,
});
export type PageSummary = z.infer<typeof PageSummary>;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const required = { error: 'api.required' } as const;

/** What an admin sends to create or replace a page of the store and language in the query. */
export const PageInput = z.object({
  slug: z
    .string(required)
    .trim()
    .min(1, required)
    .max(200)
    .regex(slugPattern, { error: 'content.api.invalidSlug' }),
  title: z.string(required).trim().min(1, required).max(200),
  body: z.string(required).trim().min(1, required).max(100_000),
  seo_title: z.string().trim().max(200).default(''),
  seo_description: z.string().trim().max(400).default(''),
  is_published: z.boolean().default(true),
});
export type PageInput = z.input<typeof PageInput>;

/** The kinds of texts the staff edit: content pages (/cms/{slug}) and blog posts (/blog/{slug}). */
export const contentKinds = ['pages', 'posts'] as const;
export const ContentKind = z.enum(contentKinds);
export type ContentKind = z.infer<typeof ContentKind>;

/**
 * A page or post as saved, drafts included: what the staff's editor shows and what the
 * storefront's preview (/cms/v1/preview/?token=) draws before it is published.
 */
export const ContentText = z.object({
  id: z.number().int(),
  kind: ContentKind,
  store: StoreCode,
  content_language: Language,
  slug: z.string(),
  title: z.string(),
  /** Blog posts only: the lead shown in the blog list ('' for pages). */
  excerpt: z.string(),
  body: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  is_published: z.boolean(),
  updated_at: z.string().describe('ISO 8601'),
  /** Where the storefront shows it (published or not), without the edition's host. */
  storefront_path: z.string(),
});
export type ContentText = z.infer<typeof ContentText>;
