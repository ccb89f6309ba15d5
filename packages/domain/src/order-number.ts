import type { StoreCode } from './edition.ts';
import { drawUniform, type RandomBytes } from './random-draw.ts';

export const orderNumberDigits = 8;

/**
 * The number a customer quotes (order lookup, transfers): the edition's country letters and
 * 8 random digits, e.g. 'ES40271935'. Random rather than sequential so that numbers say nothing
 * of the shop's volume and cannot be walked; the database's unique key catches the rare repeat
 * and the caller draws again.
 */
export function orderNumber(store: StoreCode, randomBytes: RandomBytes): string {
  return `${store.slice(0, 2)}${drawUniform(10, orderNumberDigits, randomBytes).join('')}`;
}

/** What a customer may type: spaces and lower case are forgiven. */
export function normalizeOrderNumber(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}
