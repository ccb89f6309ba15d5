import type { BrandDefinition } from './types.ts';

export const brandDefinitions: BrandDefinition[] = [
  {
    name: 'Aquanova',
    slug: 'aquanova',
    color: '#0b5d7a',
    description: {
      es: 'Mamparas de gama alta fabricadas en Valencia, con cristal de 8 mm y rodamientos ocultos.',
      fr: 'Parois haut de gamme fabriquées à Valence, verre de 8 mm et roulements dissimulés.',
    },
    collections: [
      {
        name: 'Kala',
        slug: 'kala',
        description: { es: 'Correderas de perfil mínimo.', fr: 'Coulissantes au profilé minimal.' },
      },
      {
        name: 'Noa',
        slug: 'noa',
        description: { es: 'Abatibles sin perfil inferior.', fr: 'Pivotantes sans profilé bas.' },
      },
    ],
  },
  {
    name: 'Cristalbaño',
    slug: 'cristalbano',
    color: '#2f6f4f',
    description: {
      es: 'Mamparas resistentes y sencillas de montar, con la mejor relación calidad-precio.',
      fr: 'Parois robustes et faciles à poser, au meilleur rapport qualité-prix.',
    },
    collections: [
      {
        name: 'Essential',
        slug: 'essential',
        description: { es: 'Lo básico, bien hecho.', fr: 'L’essentiel, bien fait.' },
      },
      {
        name: 'Luce',
        slug: 'luce',
        description: {
          es: 'Cristal serigrafiado y perfiles finos.',
          fr: 'Verre sérigraphié et profilés fins.',
        },
      },
    ],
  },
  {
    name: 'Duchatec',
    slug: 'duchatec',
    color: '#4a4a4a',
    description: {
      es: 'Platos de ducha de resina con carga mineral, fabricados a medida en 48 horas.',
      fr: 'Receveurs en résine et charge minérale, fabriqués sur mesure en 48 heures.',
    },
    collections: [
      {
        name: 'Slate',
        slug: 'slate',
        description: { es: 'Textura pizarra natural.', fr: 'Effet ardoise naturelle.' },
      },
      {
        name: 'Stone',
        slug: 'stone',
        description: { es: 'Textura piedra fina.', fr: 'Effet pierre fine.' },
      },
    ],
  },
  {
    name: 'Resina Levante',
    slug: 'resina-levante',
    color: '#b5651d',
    description: {
      es: 'Platos de ducha económicos en medidas estándar, siempre en stock.',
      fr: 'Receveurs économiques en dimensions standard, toujours en stock.',
    },
    collections: [
      {
        name: 'Sahara',
        slug: 'sahara',
        description: { es: 'Acabado arena mate.', fr: 'Finition sable mat.' },
      },
    ],
  },
  {
    name: 'Turia Grifería',
    slug: 'turia-griferia',
    color: '#8a6d1f',
    description: {
      es: 'Grifería termostática con cartuchos cerámicos y garantía de cinco años.',
      fr: 'Robinetterie thermostatique à cartouches céramiques, garantie cinq ans.',
    },
    collections: [
      {
        name: 'Aura',
        slug: 'aura',
        description: { es: 'Formas redondas y suaves.', fr: 'Formes rondes et douces.' },
      },
      {
        name: 'Metro',
        slug: 'metro',
        description: {
          es: 'Líneas cuadradas de inspiración urbana.',
          fr: 'Lignes carrées d’inspiration urbaine.',
        },
      },
    ],
  },
  {
    name: 'Atlántico Home',
    slug: 'atlantico-home',
    color: '#6b4f3a',
    description: {
      es: 'Muebles de baño montados de fábrica, con lavabo incluido y cierre amortiguado.',
      fr: 'Meubles de salle de bain livrés montés, vasque incluse et fermeture amortie.',
    },
    collections: [
      {
        name: 'Costa',
        slug: 'costa',
        description: {
          es: 'Madera clara y tiradores de cuero.',
          fr: 'Bois clair et poignées en cuir.',
        },
      },
      {
        name: 'Nórdica',
        slug: 'nordica',
        description: { es: 'Lacados mates sin tiradores.', fr: 'Laqués mats sans poignées.' },
      },
    ],
  },
  {
    name: 'Brisa Accesorios',
    slug: 'brisa-accesorios',
    color: '#3d5a80',
    description: {
      es: 'Accesorios de acero inoxidable 304 para colgar sin taladrar.',
      fr: 'Accessoires en inox 304 à fixer sans percer.',
    },
    collections: [
      {
        name: 'Inox',
        slug: 'inox',
        description: { es: 'Acero inoxidable cepillado.', fr: 'Inox brossé.' },
      },
    ],
  },
];
