import type { stores } from '../../schema/index.ts';

export const storeRows: (typeof stores.$inferInsert)[] = [
  {
    code: 'ESSM',
    name: 'Mamparas Shop',
    domain: 'localhost',
    language: 'es',
    languageRegion: 'es-ES',
    country: 'ES',
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
    logoPath: '/media/logos/essm',
    imageCdnUrl: '/media',
    // Demo placeholders: the cookie banner shows and tags load only after consent; a real
    // shop sets its own measurement ids.
    analyticsId: 'G-ESSMDEMO01',
    adsId: 'AW-ESSMDEMO01',
    consentBannerId: 'essm-cookies-2026-11',
    telephoneShow: true,
    telephoneNumber: '+34 911 23 45 67',
    facilityAvailable: true,
  },
  {
    code: 'FRSM',
    name: 'Mamparas Shop France',
    domain: 'fr.localhost',
    language: 'fr',
    languageRegion: 'fr-FR',
    country: 'FR',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    logoPath: '/media/logos/frsm',
    imageCdnUrl: '/media',
    // Demo placeholders: the cookie banner shows and tags load only after consent; a real
    // shop sets its own measurement ids.
    analyticsId: 'G-FRSMDEMO01',
    adsId: 'AW-FRSMDEMO01',
    consentBannerId: 'frsm-cookies-2026-11',
    telephoneShow: false,
    telephoneNumber: '+33 1 84 88 12 34',
    facilityAvailable: false,
  },
];

export const storeCodes = ['ESSM', 'FRSM'] as const;
export const storeLanguages = { ESSM: 'es', FRSM: 'fr' } as const;
