import type { LocalizedText } from '../catalogue/types.ts';

/** Where a menu entry points; resolved to the shop path of each language when loading. */
export type MenuTarget =
  | { category: string; query?: LocalizedText }
  | { product: string }
  | { path: LocalizedText | string };

export interface MenuEntry {
  name: LocalizedText;
  target: MenuTarget;
  /** Only in these stores (e.g. installation is Spain only). */
  stores?: readonly string[];
  image?: string;
  children?: readonly MenuEntry[];
}

const text = (es: string, fr: string): LocalizedText => ({ es, fr });
const category = (
  key: string,
  name: LocalizedText,
  children?: readonly MenuEntry[],
): MenuEntry => ({
  name,
  target: { category: key },
  children,
});
const product = (ref: string, name: LocalizedText): MenuEntry => ({
  name,
  target: { product: ref },
});
const filtered = (key: string, name: LocalizedText, query: LocalizedText): MenuEntry => ({
  name,
  target: { category: key, query },
});

export const mainMenu: MenuEntry[] = [
  {
    ...category('shower-screens', text('Mamparas de ducha', 'Parois de douche'), [
      category('shower-screens', text('Por tipo', 'Par type'), [
        category('front-screens', text('Frontales y correderas', 'Frontales et coulissantes')),
        category('corner-screens', text('Angulares', 'D’angle')),
        category('round-screens', text('Semicirculares', 'Quart de cercle')),
        category('walk-in-screens', text('Fijas y walk-in', 'Fixes et walk-in')),
      ]),
      category('shower-screens', text('Por acabado', 'Par finition'), [
        filtered(
          'shower-screens',
          text('Negro mate', 'Noir mat'),
          text('color-perfil=negro-mate', 'color-perfil=negro-mate'),
        ),
        filtered(
          'shower-screens',
          text('Oro cepillado', 'Or brossé'),
          text('color-perfil=oro-cepillado', 'color-perfil=oro-cepillado'),
        ),
        filtered(
          'shower-screens',
          text('Blanco', 'Blanc'),
          text('color-perfil=blanco', 'color-perfil=blanco'),
        ),
      ]),
      category('shower-screens', text('Las más vendidas', 'Les plus vendues'), [
        product('CRB-ESS-C2', text('Corredera Essential', 'Coulissante Essential')),
        product('AQN-KALA-C2', text('Corredera Kala', 'Coulissante Kala')),
        product('CRB-ESS-ANG', text('Angular Essential', 'D’angle Essential')),
      ]),
    ]),
    image: 'categories/shower-screens',
  },
  {
    ...category('bath-screens', text('Mamparas de bañera', 'Pare-baignoires'), [
      category('bath-screens', text('Por apertura', 'Par ouverture'), [
        product('CRB-SENA-BF', text('Fijas', 'Fixes')),
        product('CRB-ESS-BPL', text('Plegables', 'Pliants')),
        product('CRB-LUCE-BC', text('Correderas', 'Coulissants')),
      ]),
      category('bath-screens', text('A medida', 'Sur mesure'), [
        product('CRB-LUCE-BCM', text('Corredera Luce a medida', 'Coulissant Luce sur mesure')),
      ]),
    ]),
    image: 'categories/bath-screens',
  },
  {
    ...category('shower-trays', text('Platos de ducha', 'Receveurs de douche'), [
      category('shower-trays', text('Gamas', 'Gammes'), [
        category('made-to-measure-trays', text('A medida', 'Sur mesure')),
        category('budget-trays', text('Económicos', 'Pas chers')),
      ]),
      category('shower-trays', text('Por color', 'Par couleur'), [
        filtered(
          'shower-trays',
          text('Blanco', 'Blanc'),
          text('color-plato=blanco', 'color-plato=blanco'),
        ),
        filtered(
          'shower-trays',
          text('Grafito', 'Graphite'),
          text('color-plato=grafito', 'color-plato=grafito'),
        ),
        filtered(
          'shower-trays',
          text('Negro', 'Noir'),
          text('color-plato=negro', 'color-plato=negro'),
        ),
      ]),
      {
        name: text('Guía de compra', 'Guide d’achat'),
        target: { path: '/como-elegir-tu-plato-de-ducha-15' },
        children: [
          {
            name: text('Cómo elegir tu plato', 'Bien choisir son receveur'),
            target: { path: '/como-elegir-tu-plato-de-ducha-15' },
          },
        ],
      },
    ]),
    image: 'categories/shower-trays',
  },
  {
    ...category('taps', text('Grifería', 'Robinetterie'), [
      category('shower-columns', text('Columnas de ducha', 'Colonnes de douche'), [
        product('TUR-AURA-COL', text('Columna Aura', 'Colonne Aura')),
        product('TUR-METRO-COL', text('Columna Metro', 'Colonne Metro')),
      ]),
      category('basin-taps', text('Grifos de lavabo', 'Mitigeurs lavabo'), [
        product('TUR-AURA-LAV', text('Aura caño bajo', 'Aura bec bas')),
        product('TUR-METRO-LAV', text('Metro', 'Metro')),
      ]),
    ]),
    image: 'categories/taps',
  },
  {
    ...category('furniture', text('Muebles de baño', 'Meubles'), [
      category('furniture', text('Muebles con lavabo', 'Meubles avec vasque'), [
        product('ATL-COSTA-2C', text('Costa', 'Costa')),
        product('ATL-NORD-2C', text('Nórdica', 'Nórdica')),
      ]),
      category('mirrors', text('Espejos', 'Miroirs'), [
        product('ATL-LUZ-ESP', text('Espejo LED Luz', 'Miroir LED Luz')),
        product('ATL-LUNA-ESP', text('Espejo Luna', 'Miroir Luna')),
      ]),
    ]),
    image: 'categories/furniture',
  },
  {
    ...category('accessories', text('Accesorios', 'Accessoires'), [
      category('accessories', text('Para la ducha', 'Pour la douche'), [
        product('BRS-ET210', text('Estante esquinero', 'Étagère d’angle')),
        product('BRS-CL730', text('Limpiador antical', 'Nettoyant anticalcaire')),
      ]),
    ]),
    image: 'categories/accessories',
  },
  { name: text('Ofertas', 'Promotions'), target: { path: '/ofertas' } },
  {
    name: text('Instalación', 'Installation'),
    target: { path: '/instalacion-de-mamparas' },
    stores: ['ESSM'],
  },
];

const page = (name: LocalizedText, slug: LocalizedText): MenuEntry => ({
  name,
  target: { path: { es: `/cms/${slug.es}`, fr: `/cms/${slug.fr}` } },
});

export const footerMenu: MenuEntry[] = [
  {
    name: text('Atención al cliente', 'Service client'),
    target: { path: '/ayuda' },
    children: [
      { name: text('Centro de ayuda', 'Centre d’aide'), target: { path: '/ayuda' } },
      {
        name: text('Estado de mi pedido', 'Suivi de commande'),
        target: { path: '/estado-pedido' },
      },
      {
        name: text('Cómo medir tu mampara', 'Comment mesurer votre paroi'),
        target: { path: '/medicion-instalacion-mamparas' },
      },
      {
        name: text('Servicio de instalación', 'Service d’installation'),
        target: { path: '/instalacion-de-mamparas' },
        stores: ['ESSM'],
      },
      { name: text('Profesionales', 'Professionnels'), target: { path: '/profesional' } },
      {
        name: text('Mamparas de protección', 'Écrans de protection'),
        target: { path: '/mamparas-de-proteccion' },
      },
    ],
  },
  {
    name: text('Información', 'Informations'),
    target: { path: { es: '/cms/aviso-legal', fr: '/cms/mentions-legales' } },
    children: [
      page(text('Aviso legal', 'Mentions légales'), text('aviso-legal', 'mentions-legales')),
      page(
        text('Condiciones de venta', 'Conditions générales de vente'),
        text('condiciones-de-venta', 'conditions-generales-de-vente'),
      ),
      page(
        text('Política de privacidad', 'Politique de confidentialité'),
        text('politica-de-privacidad', 'politique-de-confidentialite'),
      ),
      page(
        text('Protección de datos', 'Protection des données'),
        text('proteccion-de-datos', 'protection-des-donnees'),
      ),
      page(
        text('Política de cookies', 'Politique de cookies'),
        text('politica-de-cookies', 'politique-de-cookies'),
      ),
    ],
  },
  {
    name: text('La tienda', 'La boutique'),
    target: { path: '/sobre-nosotros' },
    children: [
      { name: text('Sobre nosotros', 'À propos de nous'), target: { path: '/sobre-nosotros' } },
      page(text('Quiénes somos', 'Qui sommes-nous'), text('quienes-somos', 'qui-sommes-nous')),
      {
        name: text('Empresas colaboradoras', 'Nos partenaires'),
        target: { path: '/empresas-colaboradoras' },
      },
      { name: text('Blog', 'Blog'), target: { path: '/blog' } },
      { name: text('Marcas', 'Marques'), target: { path: '/marcas' } },
      { name: text('Opiniones', 'Avis clients'), target: { path: '/opiniones' } },
      { name: text('Novedades', 'Nouveautés'), target: { path: '/novedades' } },
      {
        name: text('Black Friday', 'Black Friday'),
        target: { path: '/mamparas-de-bano-black-friday' },
      },
    ],
  },
];
