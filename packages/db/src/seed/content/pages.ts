import { companyPages } from './pages/company-pages.ts';
import { guidePages } from './pages/guide-pages.ts';
import { installationPages } from './pages/installation-pages.ts';
import { landingPages } from './pages/landing-pages.ts';
import { legalPages } from './pages/legal-pages.ts';
import { measuringPages } from './pages/measuring-pages.ts';
import type { PageDefinition } from './pages/page-text.ts';

export type { PageDefinition, PageText } from './pages/page-text.ts';

/**
 * Every content page of the demo shop: /cms/{slug} (legal texts and about us) and the
 * company, installation, measuring, guide and landing pages, whose slug is their path with
 * '/' turned into '-'. Pages without a French version belong to the Spanish edition only.
 */
export const pageDefinitions: PageDefinition[] = [
  ...legalPages,
  ...companyPages,
  ...installationPages,
  ...measuringPages,
  ...guidePages,
  ...landingPages,
];
