import { blocks, list, type PageDefinition } from './page-text.ts';

export const guidePages: PageDefinition[] = [
  {
    es: {
      slug: 'como-elegir-tu-plato-de-ducha-15',
      title: 'Cómo elegir tu plato de ducha',
      description:
        'Material, medida, textura, color y desagüe: todo lo que hay que mirar antes de comprar un plato de ducha.',
      body: blocks(
        'Un plato de ducha dura muchos años y condiciona la mampara, así que merece la pena elegirlo con calma. Estas son las cinco decisiones que importan.',
        '## 1. El material',
        'Los platos de **resina con carga mineral** son los más vendidos: extraplanos (unos 3 cm), cálidos al tacto, antideslizantes y se pueden cortar en obra. Los de porcelana o acrílico son más baratos pero no admiten corte.',
        '## 2. La medida',
        'Mide el hueco de pared a pared con el alicatado terminado. Si no coincide con una medida estándar, un [plato a medida](/platos-de-ducha-a-medida) se fabrica al centímetro (de 70 a 200 cm de largo) en 2 o 3 semanas; recuerda que los productos a medida no admiten devolución.',
        '## 3. Textura y antideslizante',
        'La textura pizarra es la más segura y disimula la cal. Busca la clase antideslizante C3 si en casa hay niños o personas mayores.',
        '## 4. El color',
        'Blanco y gris claro amplían el baño; antracita y negro quedan bien con perfiles negros. Elige el color del plato y el acabado de la [grifería](/griferia) a la vez.',
        '## 5. El desagüe',
        'Anota dónde está tu desagüe actual: centrado, en un lado o en una esquina. La mayoría de nuestros platos permite elegir la posición de la válvula.',
        '## Y después, la mampara',
        'Con el plato decidido, sigue la [guía de medición](/medicion-instalacion-mamparas) para elegir tu mampara.',
        '[cta:Ver platos de ducha](/platos-de-ducha)',
        'Si buscas precio, mira los [platos económicos](/platos-de-ducha-economicos), en medidas estándar con envío en 3 a 5 días laborables.',
      ),
    },
    fr: {
      slug: 'como-elegir-tu-plato-de-ducha-15',
      title: 'Bien choisir son receveur de douche',
      description:
        'Matière, dimension, texture, couleur et évacuation : tout ce qu’il faut regarder avant d’acheter un receveur.',
      body: blocks(
        'Un receveur dure des années et conditionne la paroi : prenez le temps de le choisir. Voici les cinq décisions qui comptent.',
        '## 1. La matière',
        'Les receveurs en **résine à charge minérale** sont les plus demandés : extra-plats (environ 3 cm), agréables au toucher, antidérapants et recoupables sur chantier.',
        '## 2. La dimension',
        'Mesurez la niche de mur à mur, carrelage posé. Si elle ne correspond à aucune dimension standard, un [receveur sur mesure](/receveurs-sur-mesure) est fabriqué au centimètre en 2 à 3 semaines ; les produits sur mesure ne sont ni repris ni échangés.',
        '## 3. Texture et antidérapant',
        'La texture ardoise est la plus sûre et masque le calcaire. Privilégiez la classe C3 s’il y a des enfants ou des personnes âgées.',
        '## 4. La couleur',
        'Le blanc et le gris clair agrandissent la pièce ; l’anthracite et le noir s’accordent aux profilés noirs. Choisissez en même temps la finition de la [robinetterie](/robinetterie).',
        '## 5. L’évacuation',
        'Repérez la position de votre évacuation : centrée, sur un côté ou dans un angle. La plupart de nos receveurs permettent de choisir l’emplacement de la bonde.',
        '## Ensuite, la paroi',
        'Une fois le receveur choisi, suivez le [guide de mesure](/medicion-instalacion-mamparas).',
        '[cta:Voir les receveurs](/receveurs-de-douche)',
      ),
    },
  },
  {
    es: {
      slug: 'mamparas-de-proteccion',
      title: 'Mamparas de protección',
      description:
        'Mamparas de protección para mostradores, oficinas y consultas, en metacrilato o en vidrio templado.',
      body: blocks(
        'Además de mamparas de baño, fabricamos mamparas de protección para mostradores, mesas de oficina, recepciones y consultas: separan sin aislar y se limpian en segundos.',
        '## Dos materiales',
        list(
          '[Metacrilato](/mamparas-de-proteccion/metacrilato): ligero, económico y resistente a golpes. Ideal para mostradores y puestos que cambian de sitio.',
          '[Vidrio templado](/mamparas-de-proteccion/vidrio): más rígido, no se raya y se mantiene transparente durante años. Ideal para instalaciones fijas.',
        ),
        '## Formatos',
        'De sobremesa con pies, colgadas del techo o atornilladas al mueble, con o sin ventana de paso para documentos. Fabricamos la medida que necesites.',
        '## Pedidos para empresas',
        'Si necesitas varias unidades, regístrate como [profesional](/profesional): verás tarifas de empresa y podrás pedir presupuesto.',
      ),
    },
    fr: {
      slug: 'mamparas-de-proteccion',
      title: 'Écrans de protection',
      description:
        'Écrans de protection pour comptoirs, bureaux et cabinets, en plexiglas ou en verre trempé.',
      body: blocks(
        'En plus des parois de douche, nous fabriquons des écrans de protection pour comptoirs, bureaux, accueils et cabinets : ils séparent sans isoler et se nettoient en quelques secondes.',
        '## Deux matières',
        list(
          '[Plexiglas](/mamparas-de-proteccion/metacrilato) : léger, économique et résistant aux chocs.',
          '[Verre trempé](/mamparas-de-proteccion/vidrio) : plus rigide, inrayable et transparent pendant des années.',
        ),
        '## Formats',
        'À poser avec pieds, suspendus au plafond ou vissés au mobilier, avec ou sans passe-documents. Nous fabriquons la dimension dont vous avez besoin.',
        '## Commandes d’entreprise',
        'Pour plusieurs unités, créez un [compte professionnel](/profesional) et demandez un devis.',
      ),
    },
  },
  {
    es: {
      slug: 'mamparas-de-proteccion-metacrilato',
      title: 'Mamparas de protección de metacrilato',
      description:
        'Mamparas de metacrilato transparente para mostradores y mesas: ligeras, resistentes y a medida.',
      body: blocks(
        'El metacrilato es un plástico transparente muy resistente a los golpes y la mitad de pesado que el vidrio. Es la opción más práctica para mostradores de comercio y mesas de oficina.',
        '## Características',
        list(
          'Espesor de 5 mm, transparente y con cantos pulidos.',
          'Pies de apoyo atornillados o perfil en U para encajar en el mueble.',
          'Ventana de paso opcional, con las medidas que necesites.',
        ),
        '## Limpieza',
        'Usa agua con jabón neutro y un paño de microfibra. No uses alcohol ni productos abrasivos: rayan y enturbian el metacrilato.',
        '¿Buscas algo más duradero? Compara con las [mamparas de vidrio](/mamparas-de-proteccion/vidrio) o vuelve a [mamparas de protección](/mamparas-de-proteccion).',
      ),
    },
    fr: {
      slug: 'mamparas-de-proteccion-metacrilato',
      title: 'Écrans de protection en plexiglas',
      description:
        'Écrans en plexiglas transparent pour comptoirs et bureaux : légers, résistants et sur mesure.',
      body: blocks(
        'Le plexiglas (PMMA) est un plastique transparent très résistant aux chocs et deux fois plus léger que le verre : la solution pratique pour les comptoirs et les bureaux.',
        '## Caractéristiques',
        list(
          'Épaisseur 5 mm, transparent, chants polis.',
          'Pieds vissés ou profilé en U pour l’encastrer dans le mobilier.',
          'Passe-documents en option, aux dimensions voulues.',
        ),
        '## Entretien',
        'Eau savonneuse neutre et chiffon microfibre. Jamais d’alcool ni de produit abrasif.',
        'Plus durable : comparez avec les [écrans en verre](/mamparas-de-proteccion/vidrio) ou revenez aux [écrans de protection](/mamparas-de-proteccion).',
      ),
    },
  },
  {
    es: {
      slug: 'mamparas-de-proteccion-vidrio',
      title: 'Mamparas de protección de vidrio',
      description:
        'Mamparas de protección de vidrio templado para recepciones y consultas: transparentes y duraderas.',
      body: blocks(
        'El vidrio templado de seguridad es el mismo que usamos en las mamparas de ducha: no se raya, no amarillea y aguanta la limpieza diaria con cualquier producto.',
        '## Características',
        list(
          'Vidrio templado de 6 mm con cantos pulidos.',
          'Soportes de acero inoxidable para mostrador o fijación a techo.',
          'Fabricación a medida, con ventana de paso opcional.',
        ),
        '## ¿Vidrio o metacrilato?',
        'El vidrio pesa más y cuesta algo más, pero dura muchos años transparente. Para instalaciones fijas es la mejor inversión; para puestos móviles, el [metacrilato](/mamparas-de-proteccion/metacrilato) es más práctico.',
        'Vuelve a [mamparas de protección](/mamparas-de-proteccion) o consulta las condiciones para [profesionales](/profesional).',
      ),
    },
    fr: {
      slug: 'mamparas-de-proteccion-vidrio',
      title: 'Écrans de protection en verre',
      description:
        'Écrans de protection en verre trempé pour accueils et cabinets : transparents et durables.',
      body: blocks(
        'Le verre trempé de sécurité est celui de nos parois de douche : il ne se raye pas, ne jaunit pas et supporte tous les produits d’entretien.',
        '## Caractéristiques',
        list(
          'Verre trempé 6 mm, chants polis.',
          'Supports en acier inoxydable pour comptoir ou fixation au plafond.',
          'Fabrication sur mesure, passe-documents en option.',
        ),
        '## Verre ou plexiglas ?',
        'Le verre est plus lourd et un peu plus cher, mais reste transparent pendant des années. Pour un poste mobile, le [plexiglas](/mamparas-de-proteccion/metacrilato) est plus pratique.',
        'Revenez aux [écrans de protection](/mamparas-de-proteccion) ou découvrez l’offre [professionnels](/profesional).',
      ),
    },
  },
];
