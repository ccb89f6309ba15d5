import { and, desc, sql, type Column, type SQL } from 'drizzle-orm';
import { products, productTranslations } from '@shop/db';
import type { Language } from '../../../contracts/common.ts';
import { offersWidth } from './filter-conditions.ts';

/** The text-search configurations of packages/db (unaccent, then the language's stemmer). */
const searchConfigurations: Record<Language, SQL> = {
  es: sql.raw(`'shop_spanish'::regconfig`),
  fr: sql.raw(`'shop_french'::regconfig`),
};

/** Numbers a shopper types are widths in cm ('mampara corredera 120'). */
const widthInText = /\b(\d{2,3})\b/g;

export type ProductSearch = {
  /** Full-text on any of the words, or a name close to the query despite typos. */
  matches: SQL;
  /**
   * Stricter, for a search inside a sorted category: every word (typos tolerated through the
   * name) and, for each number, a width in cm the product comes in.
   */
  narrowing: SQL | undefined;
  /** Best first: every word, every word but the numbers, the typed width, text rank, name similarity. */
  ranking: SQL[];
};

/** `productId`: the column naming the product in the query the search goes into. */
export function productSearch(
  language: Language,
  query: string,
  productId: Column = products.id,
): ProductSearch {
  const configuration = searchConfigurations[language];
  const vector = productTranslations.searchVector;
  const name = productTranslations.name;
  const everyWord = sql`websearch_to_tsquery(${configuration}, ${query})`;
  // Any word: the lexemes of the query, each quoted, joined with OR.
  const anyWord = sql`(select coalesce(string_agg(quote_literal(lexeme), ' | '), '')::tsquery
    from unnest(tsvector_to_array(to_tsvector(${configuration}, ${query}))) as lexeme)`;
  const widths = [...query.matchAll(widthInText)].map((match) => Number(match[1]));
  const words = query.replace(widthInText, ' ');
  const everyWordButNumbers = sql`websearch_to_tsquery(${configuration}, ${words})`;
  return {
    matches: sql`(${vector} @@ ${anyWord} or ${query} <% ${name})`,
    narrowing: and(
      words.trim() === ''
        ? undefined
        : sql`(${vector} @@ ${everyWordButNumbers} or ${words} <% ${name})`,
      ...widths.map((width) => offersWidth(width, width, productId)),
    ),
    ranking: [
      desc(sql`${vector} @@ ${everyWord}`),
      desc(sql`${vector} @@ ${everyWordButNumbers}`),
      ...widths.map((width) => desc(offersWidth(width, width, productId))),
      desc(sql`ts_rank(${vector}, ${anyWord})`),
      desc(sql`word_similarity(${query}, ${name})`),
    ],
  };
}
