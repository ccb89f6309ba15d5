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
    analyticsId: null,
    adsId: null,
    consentBannerId: null,
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
    analyticsId: null,
    adsId: null,
    consentBannerId: null,
    telephoneShow: false,
    telephoneNumber: '+33 1 84 88 12 34',
    facilityAvailable: false,
  },
];

export const storeCodes = ['ESSM', 'FRSM'] as const;
export const storeLanguages = { ESSM: 'es', FRSM: 'fr' } as const;
