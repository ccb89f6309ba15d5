import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Declares one storefront page; the id is prefixed per locale copy by routes.ts. */
export type PageRoute = (path: string, file: string, id: string) => RouteConfigEntry;
