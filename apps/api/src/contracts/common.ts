import { z } from 'zod';

export const storeCodes = ['ESSM', 'FRSM'] as const;
export const StoreCode = z.enum(storeCodes);
export type StoreCode = z.infer<typeof StoreCode>;

export const languages = ['es', 'fr'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

/**
 * Where the same item is in the edition of each language (hreflang): a web path (the web puts
 * the edition's domain in front) or, for content pages, a slug; null where it is not there.
 */
export const EditionAlternates = z.object({ es: z.string().nullable(), fr: z.string().nullable() });
export type EditionAlternates = z.infer<typeof EditionAlternates>;

/**
 * The same item in each language of the request's own edition (the language switcher: `/x` and
 * `/fr/y` on the Spanish edition): a web path or, for content pages, a slug; null in a language
 * the edition does not have it in. Unlike the alternates, the other edition plays no part.
 */
export const Translations = EditionAlternates;
export type Translations = EditionAlternates;

/** Customer type: C client (private buyer), P professional. */
export const UserType = z.enum(['C', 'P']);
export type UserType = z.infer<typeof UserType>;

/** Every call takes the edition and the language (SPEC section 7, ARCHITECTURE API conventions). */
export const StoreQuery = z.object({
  store: StoreCode,
  language: Language,
});
export type StoreQuery = z.infer<typeof StoreQuery>;

/**
 * page >= 1; page_size 1..100, or -1 for every item. Every failure of a field gives that
 * field's one message (the errors are catalogue keys, translated per request).
 */
const invalidPage = { error: 'api.invalidPage' } as const;
const invalidPageSize = { error: 'api.invalidPageSize' } as const;
export const PageQuery = z.object({
  page: z.coerce.number(invalidPage).int(invalidPage).min(1, invalidPage).default(1),
  page_size: z.coerce
    .number(invalidPageSize)
    .int(invalidPageSize)
    .refine((size) => size === -1 || (size >= 1 && size <= 100), invalidPageSize)
    .default(20)
    .describe('1 to 100, or -1 for every item'),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * The id of a stored record is a PostgreSQL `integer` (serial): 1 to 2^31 - 1. A larger number
 * names no row, and sent to the database it would fail the query (22003) instead of finding
 * nothing. One message for every way of missing it, as for the page.
 */
export const maxId = 2_147_483_647;
const invalidId = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'api.required' : 'api.invalidId',
};
const idRange = [z.int(invalidId), z.gte(1, invalidId), z.lte(maxId, invalidId)];
export const RecordId = z.number(invalidId).check(...idRange);
/** A record id in a path or a query string. */
export const RecordIdParam = z.coerce.number<string>(invalidId).check(...idRange);

/** Comma-separated ids (`3,1,2`), in the order given, each once. */
export const RecordIdListParam = z
  .string(invalidId)
  .regex(/^\d+(,\d+)*$/, invalidId)
  .transform((ids) => [...new Set(ids.split(',').map(Number))])
  .pipe(z.array(RecordId));

/**
 * Django REST style paged list: next/previous link the neighbouring pages, under PUBLIC_API_URL
 * when it is set, else relative to the api's root (never from the request's Host).
 */
export function ListOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type List<Item> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
};

/** 400: `{field: [messages], non_field_errors: [messages]}`. */
export const ValidationErrorBody = z.record(z.string(), z.array(z.string()));
/** 401/403/404/409/429/500: `{detail}`. */
export const DetailErrorBody = z.object({ detail: z.string() });

/** Money is always integer cents (SPEC section 9). */
export const Cents = z.number().int();

/** Whether `value` is YYYY-MM-DD naming a day that exists (no 2026-02-30); never throws. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar day as YYYY-MM-DD (Madrid time: the shop's day). */
export const CalendarDay = z
  .string({ error: 'api.required' })
  .refine(isCalendarDay, { error: 'staffApi.invalidDate' });
