import type { LocalizedText } from '../catalogue/types.ts';

export interface PostDefinition {
  category: string;
  slug: LocalizedText;
  title: LocalizedText;
  excerpt: LocalizedText;
  body: LocalizedText;
  image: string;
  daysAgo: number;
}

export const postCategoryDefinitions: { key: string; name: LocalizedText; slug: LocalizedText }[] =
  [
    {
      key: 'guides',
      name: { es: 'Guías de compra', fr: 'Guides d’achat' },
      slug: { es: 'guias-de-compra', fr: 'guides-d-achat' },
    },
    {
      key: 'ideas',
      name: { es: 'Ideas y tendencias', fr: 'Idées et tendances' },
      slug: { es: 'ideas-y-tendencias', fr: 'idees-et-tendances' },
    },
  ];

export const postDefinitions: PostDefinition[] = [
  {
    category: 'guides',
    slug: {
      es: 'como-medir-el-hueco-de-tu-mampara',
      fr: 'comment-mesurer-la-niche-de-votre-paroi',
    },
    title: {
      es: 'Cómo medir el hueco de tu mampara en 5 minutos',
      fr: 'Mesurer la niche de votre paroi en 5 minutes',
    },
    excerpt: {
      es: 'Solo necesitas un metro y un lápiz. Te explicamos dónde medir para no equivocarte.',
      fr: 'Un mètre et un crayon suffisent. Voici où mesurer pour ne pas se tromper.',
    },
    body: {
      es: 'Mide el ancho del hueco en tres alturas: abajo, en el centro y arriba. Quédate con la medida más pequeña.\n\nSi la diferencia entre medidas es de más de 2 cm, la pared no está a plomo: añade un perfil compensador o pide la mampara a medida.\n\nPor último, comprueba la altura libre hasta el techo o hasta el primer obstáculo, como una ventana o un grifo.',
      fr: 'Mesurez la largeur de la niche à trois hauteurs : en bas, au milieu et en haut. Retenez la plus petite valeur.\n\nSi l’écart dépasse 2 cm, le mur n’est pas d’aplomb : ajoutez un profilé de compensation ou commandez la paroi sur mesure.\n\nEnfin, vérifiez la hauteur libre jusqu’au plafond ou au premier obstacle, comme une fenêtre ou un robinet.',
    },
    image: 'sliders/1',
    daysAgo: 12,
  },
  {
    category: 'guides',
    slug: { es: 'plato-de-ducha-resina-o-ceramica', fr: 'receveur-resine-ou-ceramique' },
    title: {
      es: '¿Plato de ducha de resina o de cerámica?',
      fr: 'Receveur en résine ou en céramique ?',
    },
    excerpt: {
      es: 'Ventajas e inconvenientes de cada material para que aciertes.',
      fr: 'Avantages et inconvénients de chaque matériau pour bien choisir.',
    },
    body: {
      es: 'La resina con carga mineral se puede cortar a medida, es más cálida al tacto y admite texturas como la pizarra.\n\nLa cerámica es muy resistente a los arañazos, pero solo existe en medidas estándar y pesa más.\n\nPara una reforma en la que sustituyes la bañera, la resina a medida suele ser la opción más cómoda.',
      fr: 'La résine chargée se recoupe, elle est plus chaude au toucher et accepte des textures comme l’ardoise.\n\nLa céramique résiste très bien aux rayures, mais n’existe qu’en dimensions standard et pèse plus lourd.\n\nPour remplacer une baignoire, la résine sur mesure est souvent la solution la plus simple.',
    },
    image: 'sliders/2',
    daysAgo: 30,
  },
  {
    category: 'ideas',
    slug: { es: 'banos-en-negro-mate', fr: 'salles-de-bain-noir-mat' },
    title: {
      es: 'Baños en negro mate: cinco ideas que funcionan',
      fr: 'Salles de bain en noir mat : cinq idées qui fonctionnent',
    },
    excerpt: {
      es: 'Del perfil de la mampara a los accesorios: cómo combinar el negro sin oscurecer el baño.',
      fr: 'Des profilés aux accessoires : associer le noir sans assombrir la pièce.',
    },
    body: {
      es: 'El negro mate queda mejor sobre paredes claras y con mucha luz natural.\n\nRepite el acabado en dos o tres elementos, como el perfil, la columna de ducha y el toallero, y deja el resto en blanco o madera.\n\nUn plato de ducha grafito une todo el conjunto sin que el suelo parezca más pequeño.',
      fr: 'Le noir mat ressort mieux sur des murs clairs et avec beaucoup de lumière naturelle.\n\nRépétez la finition sur deux ou trois éléments, comme le profilé, la colonne et le porte-serviettes, et laissez le reste en blanc ou en bois.\n\nUn receveur graphite unifie l’ensemble sans réduire visuellement le sol.',
    },
    image: 'sliders/3',
    daysAgo: 5,
  },
];
