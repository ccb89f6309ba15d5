import type { AttributeDefinition } from './types.ts';

const cm = (value: number) => ({
  slug: `${value}`,
  name: { es: `${value} cm`, fr: `${value} cm` },
  valueNumeric: value,
});
const size = (width: number, depth: number) => ({
  slug: `${width}x${depth}`,
  name: { es: `${width} x ${depth} cm`, fr: `${width} x ${depth} cm` },
  valueString: `${width}x${depth}`,
  valueNumeric: width,
});

export const attributeDefinitions: AttributeDefinition[] = [
  {
    slug: 'color-perfil',
    name: { es: 'Color del perfil', fr: 'Couleur du profilé' },
    fieldType: 'color',
    aesthetic: true,
    options: [
      {
        slug: 'cromado-brillo',
        name: { es: 'Cromado brillo', fr: 'Chromé brillant' },
        color: '#c9ced3',
      },
      { slug: 'plata-mate', name: { es: 'Plata mate', fr: 'Argent mat' }, color: '#a9adb0' },
      { slug: 'blanco', name: { es: 'Blanco', fr: 'Blanc' }, color: '#f4f4f2' },
      {
        slug: 'negro-mate',
        name: { es: 'Negro mate', fr: 'Noir mat' },
        color: '#222222',
        price: 3500,
      },
      {
        slug: 'oro-cepillado',
        name: { es: 'Oro cepillado', fr: 'Or brossé' },
        color: '#c5a049',
        price: 6000,
      },
    ],
  },
  {
    slug: 'tipo-vidrio',
    name: { es: 'Tipo de cristal', fr: 'Type de verre' },
    fieldType: 'select',
    aesthetic: true,
    options: [
      { slug: 'transparente', name: { es: 'Transparente', fr: 'Transparent' } },
      { slug: 'mate', name: { es: 'Mate al ácido', fr: 'Dépoli à l’acide' }, price: 4500 },
      {
        slug: 'serigrafiado',
        name: { es: 'Serigrafiado franjas', fr: 'Sérigraphié à bandes' },
        price: 3000,
      },
      { slug: 'ahumado', name: { es: 'Gris ahumado', fr: 'Gris fumé' }, price: 5500 },
    ],
  },
  {
    slug: 'medida',
    name: { es: 'Medida', fr: 'Dimensions' },
    fieldType: 'select',
    translate: false,
    options: [
      cm(60),
      cm(70),
      cm(80),
      cm(90),
      cm(100),
      cm(110),
      cm(120),
      cm(140),
      cm(160),
      cm(180),
      size(70, 70),
      size(80, 80),
      size(90, 90),
      size(70, 100),
      size(80, 120),
      size(80, 140),
      size(90, 160),
      size(100, 180),
    ],
  },
  {
    slug: 'width-attr',
    name: { es: 'Ancho', fr: 'Largeur' },
    fieldType: 'measure',
    translate: false,
    unit: 'cm',
    options: [],
  },
  {
    slug: 'height-attr',
    name: { es: 'Alto', fr: 'Hauteur' },
    fieldType: 'measure',
    translate: false,
    unit: 'cm',
    options: [],
  },
  {
    slug: 'apertura',
    name: { es: 'Apertura', fr: 'Ouverture' },
    fieldType: 'select',
    options: [
      {
        slug: 'izquierda',
        name: { es: 'Fijo a la izquierda', fr: 'Fixe à gauche' },
        positionSketch: 1,
      },
      {
        slug: 'derecha',
        name: { es: 'Fijo a la derecha', fr: 'Fixe à droite' },
        positionSketch: 2,
      },
    ],
  },
  {
    slug: 'pool-attr',
    name: { es: 'Posición de la válvula', fr: 'Position de la bonde' },
    fieldType: 'select',
    options: [
      { slug: 'centrada', name: { es: 'Centrada', fr: 'Centrée' }, poolPosition: 1 },
      { slug: 'lado-corto', name: { es: 'En el lado corto', fr: 'Côté court' }, poolPosition: 2 },
      {
        slug: 'lado-largo',
        name: { es: 'En el lado largo', fr: 'Côté long' },
        poolPosition: 3,
        price: 2000,
      },
    ],
  },
  {
    slug: 'color-plato',
    name: { es: 'Color del plato', fr: 'Couleur du receveur' },
    fieldType: 'color',
    aesthetic: true,
    options: [
      { slug: 'blanco', name: { es: 'Blanco', fr: 'Blanc' }, color: '#f2f1ed' },
      { slug: 'crema', name: { es: 'Crema', fr: 'Crème' }, color: '#e6dcc6' },
      { slug: 'gris-cemento', name: { es: 'Gris cemento', fr: 'Gris béton' }, color: '#9c9c98' },
      { slug: 'grafito', name: { es: 'Grafito', fr: 'Graphite' }, color: '#4b4d50' },
      { slug: 'negro', name: { es: 'Negro', fr: 'Noir' }, color: '#1f1f1f', price: 2500 },
    ],
  },
  {
    slug: 'acabado-griferia',
    name: { es: 'Acabado', fr: 'Finition' },
    fieldType: 'color',
    aesthetic: true,
    options: [
      { slug: 'cromo', name: { es: 'Cromo', fr: 'Chrome' }, color: '#c9ced3' },
      {
        slug: 'negro-mate',
        name: { es: 'Negro mate', fr: 'Noir mat' },
        color: '#222222',
        price: 3000,
      },
      {
        slug: 'oro-cepillado',
        name: { es: 'Oro cepillado', fr: 'Or brossé' },
        color: '#c5a049',
        price: 5000,
      },
      {
        slug: 'inox-cepillado',
        name: { es: 'Inox cepillado', fr: 'Inox brossé' },
        color: '#b8b4ac',
        price: 2000,
      },
    ],
  },
  {
    slug: 'acabado-mueble',
    name: { es: 'Acabado del mueble', fr: 'Finition du meuble' },
    fieldType: 'color',
    aesthetic: true,
    options: [
      {
        slug: 'roble-natural',
        name: { es: 'Roble natural', fr: 'Chêne naturel' },
        color: '#c49a6c',
      },
      {
        slug: 'blanco-brillo',
        name: { es: 'Blanco brillo', fr: 'Blanc brillant' },
        color: '#fafafa',
      },
      {
        slug: 'gris-antracita',
        name: { es: 'Gris antracita', fr: 'Gris anthracite' },
        color: '#3e4245',
      },
      { slug: 'nogal', name: { es: 'Nogal', fr: 'Noyer' }, color: '#7a5535', price: 4000 },
      {
        slug: 'verde-salvia',
        name: { es: 'Verde salvia', fr: 'Vert sauge' },
        color: '#9caf88',
        price: 4000,
      },
    ],
  },
  {
    slug: 'elementos-especiales',
    name: { es: 'Elementos especiales', fr: 'Caractéristiques' },
    fieldType: 'select',
    showInConfigurator: false,
    options: [
      {
        slug: 'fabricacion-a-medida',
        name: { es: 'Fabricación a medida', fr: 'Fabrication sur mesure' },
      },
      { slug: 'economico', name: { es: 'Económico', fr: 'Économique' } },
    ],
  },
];
