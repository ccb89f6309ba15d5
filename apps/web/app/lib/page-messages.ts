import { isPageArea, type PageArea } from '@shop/i18n';

/**
 * A route module's `handle` naming the message areas its page translates in the browser beyond
 * those of every storefront page (packages/i18n catalog/<locale>/storefront-areas.ts); a
 * layout's areas count for every page under it. A page's areas are loaded before it renders
 * (`usePageMessages`), so the browser downloads no other page's messages.
 * page-messages.test.ts reads every route's modules and fails when one uses an area that
 * neither its route nor a layout above it names.
 */
export interface MessagesHandle {
  messages: readonly PageArea[];
}

function messagesOf(handle: unknown): readonly unknown[] {
  if (typeof handle !== 'object' || handle === null || !('messages' in handle)) return [];
  return Array.isArray(handle.messages) ? handle.messages : [];
}

/** The page areas the routes shown name (their `handle`s), in a stable order. */
export function pageMessageAreas(handles: readonly unknown[]): PageArea[] {
  const areas = handles.flatMap(messagesOf).filter((area) => typeof area === 'string');
  return [...new Set(areas.filter(isPageArea))].sort();
}

/** The areas the server wrote on <html data-message-areas>, for the browser to load first. */
export function parseMessageAreas(attribute: string | undefined): PageArea[] {
  return (attribute ?? '').split(' ').filter(isPageArea);
}
