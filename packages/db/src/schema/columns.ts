import { customType, integer, jsonb, numeric, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export type Language = 'es' | 'fr';
/** C: private client, P: professional (SPEC section 1). */
export type CustomerType = 'C' | 'P';
/** Short labels that differ only by language live in one jsonb value instead of a translation table. */
export type LocalizedText = Record<Language, string>;

/** Primary key for catalogue and content rows: identity, never set by hand. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const storeCode = (name = 'store_code') => varchar(name, { length: 8 });

export const language = (name = 'language') => varchar(name, { length: 2 }).$type<Language>();

export const customerType = (name = 'customer_type') =>
  varchar(name, { length: 1 }).$type<CustomerType>();

/** Money is always integer cents. */
export const cents = (name: string) => integer(name);

/**
 * The VAT rate a document was made with (0.2100): kept on orders and invoices so a later rate
 * change never alters what was charged and invoiced. Rows from before editions had their own
 * rate were all Spanish VAT.
 */
export const vatRate = () =>
  numeric('vat_rate', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0.21);

export const localizedText = (name: string) => jsonb(name).$type<LocalizedText>();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const position = () => integer('position').notNull().default(0);

export const publicId = (name: string) => text(name);

/** Uint8Array covers both drivers: node-postgres returns a Buffer, PGlite a plain Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
