import type { LocalizedText } from '../catalogue/types.ts';
import type { PromoArtwork } from '../artwork/promo-art.ts';

export interface PromoDefinition {
  title: LocalizedText;
  subtitle: LocalizedText;
  cta: LocalizedText;
  url: LocalizedText;
  artwork: PromoArtwork;
  stores?: readonly string[];
}

export const highlightCategoryKeys = [
  'front-screens',
  'corner-screens',
  'walk-in-screens',
  'shower-trays',
  'made-to-measure-trays',
  'taps',
  'furniture',
  'accessories',
];

export const highlightProductRefs = [
  'AQN-KALA-C2',
  'CRB-ESS-C2',
  'AQN-NERO-WALK',
  'DTC-SLATE-MED',
  'RLV-BASIC-STD',
  'TUR-AURA-COL',
  'ATL-NORD-2C',
  'CRB-ESS-ANG',
];

export const sliderDefinitions: PromoDefinition[] = [
  {
    title: { es: 'Mamparas a medida, al milímetro', fr: 'Parois sur mesure, au millimètre' },
    subtitle: {
      es: 'Fabricadas en 2 o 3 semanas y con envío gratis a la península.',
      fr: 'Fabriquées en 2 à 3 semaines, livraison offerte.',
    },
    cta: { es: 'Configurar la mía', fr: 'Configurer la mienne' },
    url: { es: '/mamparas-de-ducha', fr: '/parois-de-douche' },
    artwork: {
      background: '#0b5d7a',
      accent: '#8fd3e8',
      kind: 'shower-screen',
      art: { color: '#c9ced3', opening: 'sliding' },
    },
  },
  {
    title: { es: 'Platos de ducha de resina desde 79 €', fr: 'Receveurs en résine dès 79 €' },
    subtitle: {
      es: 'Extraplanos, antideslizantes y en ocho colores. En stock para enviar en 3 a 5 días.',
      fr: 'Extra-plats, antidérapants, huit coloris. En stock, expédiés en 3 à 5 jours.',
    },
    cta: { es: 'Ver platos', fr: 'Voir les receveurs' },
    url: { es: '/platos-de-ducha', fr: '/receveurs-de-douche' },
    artwork: {
      background: '#5b4636',
      accent: '#e6dcc6',
      kind: 'shower-tray',
      art: { color: '#4b4d50' },
    },
  },
  {
    title: { es: 'Negro mate: la tendencia que se queda', fr: 'Noir mat : la tendance qui dure' },
    subtitle: {
      es: 'Perfiles, grifería y accesorios a juego para un baño con carácter.',
      fr: 'Profilés, robinetterie et accessoires assortis pour une salle de bain de caractère.',
    },
    cta: { es: 'Descubrir', fr: 'Découvrir' },
    url: {
      es: '/mamparas-de-ducha?color-perfil=negro-mate',
      fr: '/parois-de-douche?color-perfil=negro-mate',
    },
    artwork: {
      background: '#2b2b2b',
      accent: '#c5a049',
      kind: 'shower-screen',
      art: { color: '#222222', opening: 'fixed' },
    },
  },
];

export const bannerDefinitions: PromoDefinition[] = [
  {
    title: { es: 'Te la instalamos', fr: 'Installation' },
    subtitle: {
      es: 'Reserva la instalación por 20 € y paga el resto al instalador. Disponible en 44 provincias.',
      fr: 'Réservez l’installation.',
    },
    cta: { es: 'Cómo funciona', fr: 'En savoir plus' },
    url: { es: '/instalacion-de-mamparas', fr: '/instalacion-de-mamparas' },
    artwork: { background: '#2f6f4f', accent: '#b6e2c8', kind: 'tap', art: { color: '#c9ced3' } },
    stores: ['ESSM'],
  },
  {
    title: { es: 'Ofertas de la semana', fr: 'Les promotions de la semaine' },
    subtitle: {
      es: 'Hasta un 25 % de descuento en mamparas, platos y grifería.',
      fr: 'Jusqu’à 25 % de remise sur les parois, receveurs et robinets.',
    },
    cta: { es: 'Ver ofertas', fr: 'Voir les promotions' },
    url: { es: '/ofertas', fr: '/ofertas' },
    artwork: {
      background: '#b5651d',
      accent: '#ffd8a8',
      kind: 'bath-screen',
      art: { color: '#c9ced3', opening: 'bath' },
    },
  },
  {
    title: { es: '¿Eres profesional?', fr: 'Vous êtes professionnel ?' },
    subtitle: {
      es: 'Precios especiales para instaladores, reformistas y arquitectos.',
      fr: 'Des prix dédiés aux installateurs, artisans et architectes.',
    },
    cta: { es: 'Darme de alta', fr: 'Créer mon compte pro' },
    url: { es: '/profesional', fr: '/profesional' },
    artwork: {
      background: '#3d5a80',
      accent: '#98c1d9',
      kind: 'furniture',
      art: { color: '#c49a6c', variant: 0 },
    },
  },
  {
    title: { es: 'Livraison', fr: 'Livraison offerte en France métropolitaine' },
    subtitle: {
      es: '',
      fr: 'Vos parois et receveurs livrés chez vous, sans frais, en 3 à 5 jours ouvrés.',
    },
    cta: { es: '', fr: 'Nos conditions' },
    url: { es: '', fr: '/cms/conditions-generales-de-vente' },
    artwork: {
      background: '#0b5d7a',
      accent: '#8fd3e8',
      kind: 'shower-tray',
      art: { color: '#f2f1ed' },
    },
    stores: ['FRSM'],
  },
];

export const homeSeoTexts: { title: LocalizedText; content: LocalizedText }[] = [
  {
    title: {
      es: 'Tu tienda online de mamparas de ducha',
      fr: 'Votre boutique en ligne de parois de douche',
    },
    content: {
      es: 'Llevamos más de quince años vendiendo mamparas de ducha, mamparas de bañera y platos de ducha por internet. Trabajamos con fabricantes nacionales y revisamos cada pedido antes de fabricarlo.\n\nSi tienes dudas con las medidas, llámanos: te ayudamos a elegir el modelo adecuado para tu baño y, si lo necesitas, te enviamos un instalador.',
      fr: 'Depuis plus de quinze ans, nous vendons en ligne des parois de douche, des pare-baignoires et des receveurs. Nous travaillons avec des fabricants européens et vérifions chaque commande avant fabrication.\n\nUne question sur les dimensions ? Écrivez-nous : nous vous aidons à choisir le modèle adapté à votre salle de bain.',
    },
  },
  {
    title: { es: 'Mamparas a medida sin sorpresas', fr: 'Des parois sur mesure sans surprise' },
    content: {
      es: 'Con nuestro configurador eliges el tipo de apertura, el color del perfil, el cristal y las medidas exactas, y ves el precio final al momento.\n\nTodas las mamparas llevan cristal templado de seguridad y puedes añadir el tratamiento antical para que limpiar la ducha sea cuestión de segundos.',
      fr: 'Avec notre configurateur, vous choisissez l’ouverture, la couleur du profilé, le verre et les cotes exactes, et vous voyez le prix final immédiatement.\n\nToutes nos parois sont en verre trempé de sécurité, et le traitement anticalcaire en option rend le nettoyage de la douche presque instantané.',
    },
  },
];
