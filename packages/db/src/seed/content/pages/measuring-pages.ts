import { blocks, list, type PageDefinition } from './page-text.ts';

const guidesEs = list(
  '[Mampara frontal](/medicion-instalacion-mamparas/frontal): entre dos paredes.',
  '[Mampara angular](/medicion-instalacion-mamparas/angular): en una esquina, dos lados de cristal.',
  '[Mampara semicircular](/medicion-instalacion-mamparas/semicircular): platos de esquina curva.',
  '[Mampara de ducha o de bañera](/medicion-instalacion-mamparas/ducha-o-banera): sobre la bañera o un plato junto a una sola pared.',
);
const guidesFr = list(
  '[Paroi de face](/medicion-instalacion-mamparas/frontal) : entre deux murs.',
  '[Paroi d’angle](/medicion-instalacion-mamparas/angular) : dans un angle, deux côtés vitrés.',
  '[Paroi quart de rond](/medicion-instalacion-mamparas/semicircular) : receveurs d’angle arrondis.',
  '[Pare-baignoire ou paroi contre un seul mur](/medicion-instalacion-mamparas/ducha-o-banera).',
);
const plumbEs =
  'Apoya un nivel de burbuja de al menos 1 m en cada pared. Si la burbuja no queda centrada, mide cuántos milímetros se separa la pared de la vertical entre arriba y abajo: es el **desplome**. Nuestros perfiles corrigen hasta 15 mm por lado; si es mayor, indícalo en las observaciones del pedido.';
const plumbFr =
  'Posez un niveau à bulle d’au moins 1 m contre chaque mur. Si la bulle n’est pas centrée, mesurez de combien de millimètres le mur s’écarte de la verticale entre le haut et le bas : c’est le **faux aplomb**. Nos profilés rattrapent jusqu’à 15 mm par côté ; au-delà, signalez-le dans les observations de la commande.';

export const measuringPages: PageDefinition[] = [
  {
    es: {
      slug: 'medicion-instalacion-mamparas',
      title: 'Cómo medir tu mampara',
      description:
        'Guía para medir el hueco de tu mampara de ducha o bañera sin errores antes de comprar.',
      body: blocks(
        'Medir bien es la mitad de una buena mampara. Con un metro rígido, un nivel de burbuja y diez minutos tendrás todas las medidas que necesitas.',
        '## Reglas que valen para todas las mamparas',
        list(
          'Mide en **milímetros** y siempre de pared a pared (o de pared al borde del plato), con el alicatado terminado.',
          'Toma el ancho **en tres alturas**: arriba, en el centro y abajo. Usa la medida más pequeña.',
          'Comprueba el **desplome** de cada pared con un nivel.',
          'Mide el alto desde el plato o el borde de la bañera hasta donde quieras que llegue el cristal (lo habitual son 1.900 a 2.000 mm).',
        ),
        '## Elige la guía de tu mampara',
        guidesEs,
        '## Medida estándar o a medida',
        'Cada mampara estándar admite un margen de ajuste (lo verás en la ficha como «ajuste de ... a ... cm»). Si tu medida no entra en ningún margen, elige la opción a medida: la fabricamos al milímetro en 2 o 3 semanas. Recuerda que **los productos a medida no admiten devolución**, así que mide dos veces.',
        '## ¿Prefieres que midamos nosotros?',
        'Con el [servicio de instalación](/instalacion-de-mamparas) puedes pedir una medición previa: un instalador mide el hueco antes de que fabriquemos.',
      ),
    },
    fr: {
      slug: 'medicion-instalacion-mamparas',
      title: 'Comment mesurer votre paroi',
      description:
        'Guide pour mesurer sans erreur l’emplacement de votre paroi de douche ou pare-baignoire.',
      body: blocks(
        'Bien mesurer, c’est la moitié d’une paroi réussie. Avec un mètre rigide, un niveau à bulle et dix minutes, vous aurez toutes les cotes nécessaires.',
        '## Les règles communes',
        list(
          'Mesurez en **millimètres**, de mur à mur (ou du mur au bord du receveur), carrelage posé.',
          'Relevez la largeur **à trois hauteurs** : en haut, au milieu et en bas. Retenez la plus petite.',
          'Vérifiez le **faux aplomb** de chaque mur avec un niveau.',
          'Mesurez la hauteur depuis le receveur ou le rebord de la baignoire (en général 1 900 à 2 000 mm).',
        ),
        '## Choisissez le guide de votre paroi',
        guidesFr,
        '## Standard ou sur mesure',
        'Chaque paroi standard offre une plage de réglage (indiquée sur la fiche produit). Si votre cote n’entre dans aucune plage, choisissez le sur-mesure, fabriqué au millimètre en 2 à 3 semaines. **Les produits sur mesure ne sont ni repris ni échangés** : mesurez deux fois.',
      ),
    },
  },
  {
    es: {
      slug: 'medicion-instalacion-mamparas-frontal',
      title: 'Cómo medir una mampara frontal',
      description:
        'Dónde medir el ancho, el alto y el desplome de una mampara frontal entre dos paredes.',
      body: blocks(
        'La mampara frontal cierra un plato o una bañera situado entre dos paredes. Solo tiene un lado de cristal, así que todo depende del ancho entre paredes.',
        '[diagram:frontal]',
        '## 1. Ancho en tres alturas',
        'Mide de pared a pared **arriba**, **en el centro** y **abajo**, a ras del plato. Las paredes rara vez son paralelas: quédate con la medida más pequeña.',
        '## 2. Alto',
        'Desde la superficie del plato hasta la altura deseada del cristal. Nuestras mamparas frontales miden 1.950 mm de alto de serie.',
        '## 3. Desplome de las paredes',
        plumbEs,
        '## 4. Comprueba el plato',
        'Si el plato sobresale de las paredes o tiene un borde elevado, anota su ancho exterior: la mampara apoya sobre él.',
        '## Siguiente paso',
        'Busca tu medida en [mamparas frontales](/mamparas-de-ducha-frontales). Otras guías: [angular](/medicion-instalacion-mamparas/angular), [semicircular](/medicion-instalacion-mamparas/semicircular) y [ducha o bañera](/medicion-instalacion-mamparas/ducha-o-banera).',
      ),
    },
    fr: {
      slug: 'medicion-instalacion-mamparas-frontal',
      title: 'Comment mesurer une paroi de face',
      description:
        'Où mesurer la largeur, la hauteur et le faux aplomb d’une paroi de face entre deux murs.',
      body: blocks(
        'La paroi de face ferme un receveur ou une baignoire placé entre deux murs. Elle n’a qu’un côté vitré : tout dépend de la largeur entre les murs.',
        '[diagram:frontal]',
        '## 1. Largeur à trois hauteurs',
        'Mesurez de mur à mur **en haut**, **au milieu** et **en bas**, au ras du receveur. Les murs sont rarement parallèles : retenez la plus petite cote.',
        '## 2. Hauteur',
        'Depuis la surface du receveur jusqu’à la hauteur de verre souhaitée. Nos parois de face mesurent 1 950 mm de haut en standard.',
        '## 3. Faux aplomb des murs',
        plumbFr,
        '## Étape suivante',
        'Trouvez votre dimension parmi les [parois frontales](/parois-de-douche-frontales). Autres guides : [angle](/medicion-instalacion-mamparas/angular), [quart de rond](/medicion-instalacion-mamparas/semicircular), [baignoire](/medicion-instalacion-mamparas/ducha-o-banera).',
      ),
    },
  },
  {
    es: {
      slug: 'medicion-instalacion-mamparas-angular',
      title: 'Cómo medir una mampara angular',
      description:
        'Dónde medir los dos lados, el alto y el desplome de una mampara angular de esquina.',
      body: blocks(
        'La mampara angular cierra un plato colocado en una esquina con dos lados de cristal que se unen en un perfil. Cada lado se mide por separado.',
        '[diagram:angular]',
        '## 1. Lado A (a lo largo de la pared del fondo)',
        'Desde la pared lateral hasta el borde exterior del plato, **arriba y abajo**. Quédate con la medida menor.',
        '## 2. Lado B (a lo largo de la pared lateral)',
        'Desde la pared del fondo hasta el borde exterior del plato, también arriba y abajo. En platos rectangulares A y B son distintas: no las confundas al pedir.',
        '## 3. Alto',
        'Desde la superficie del plato hasta la altura deseada del cristal, normalmente 1.950 mm.',
        '## 4. Desplome de las dos paredes',
        plumbEs,
        '## Siguiente paso',
        'Encuentra la combinación de medidas en [mamparas angulares](/mamparas-de-ducha-angulares). Otras guías: [frontal](/medicion-instalacion-mamparas/frontal), [semicircular](/medicion-instalacion-mamparas/semicircular) y [ducha o bañera](/medicion-instalacion-mamparas/ducha-o-banera).',
      ),
    },
    fr: {
      slug: 'medicion-instalacion-mamparas-angular',
      title: 'Comment mesurer une paroi d’angle',
      description: 'Où mesurer les deux côtés, la hauteur et le faux aplomb d’une paroi d’angle.',
      body: blocks(
        'La paroi d’angle ferme un receveur placé dans un angle, avec deux côtés vitrés réunis par un profilé. Chaque côté se mesure séparément.',
        '[diagram:angular]',
        '## 1. Côté A (le long du mur du fond)',
        'Du mur latéral jusqu’au bord extérieur du receveur, **en haut et en bas**. Retenez la plus petite cote.',
        '## 2. Côté B (le long du mur latéral)',
        'Du mur du fond jusqu’au bord extérieur du receveur, en haut et en bas. Sur un receveur rectangulaire, A et B diffèrent : ne les inversez pas.',
        '## 3. Hauteur',
        'Depuis la surface du receveur, en général 1 950 mm.',
        '## 4. Faux aplomb des deux murs',
        plumbFr,
        '## Étape suivante',
        'Trouvez votre combinaison parmi les [parois d’angle](/parois-de-douche-angle). Autres guides : [face](/medicion-instalacion-mamparas/frontal), [quart de rond](/medicion-instalacion-mamparas/semicircular), [baignoire](/medicion-instalacion-mamparas/ducha-o-banera).',
      ),
    },
  },
  {
    es: {
      slug: 'medicion-instalacion-mamparas-semicircular',
      title: 'Cómo medir una mampara semicircular',
      description:
        'Dónde medir los lados, el radio y el alto de una mampara semicircular o de cuarto de círculo.',
      body: blocks(
        'La mampara semicircular, o de cuarto de círculo, se monta sobre un plato de esquina con el frente curvo. El cristal curvo se fabrica con un radio fijo, así que el plato manda.',
        '[diagram:semicircular]',
        '## 1. Los dos lados',
        'Mide desde la esquina hasta el final del plato **a lo largo de cada pared** (lados A y B), arriba y abajo. Las medidas habituales son 800 x 800 y 900 x 900 mm.',
        '## 2. El radio',
        'Es el radio de la curva del frente, medido desde su centro. Nuestras mamparas semicirculares usan un **radio de 550 mm**, el de la mayoría de platos del mercado: suele figurar en la ficha del plato. Para comprobarlo, mide el tramo recto de cada lado antes de la curva: en un plato de 900 x 900 mm con radio 550, cada tramo recto mide 350 mm (900 − 550). Si tu plato tiene otro radio, escríbenos antes de comprar.',
        '## 3. Alto y desplome',
        'Mide el alto desde el plato y comprueba el desplome de las dos paredes. ' + plumbEs,
        '## Siguiente paso',
        'Mira los modelos de [mamparas semicirculares](/mamparas-de-ducha-semicirculares). Otras guías: [frontal](/medicion-instalacion-mamparas/frontal), [angular](/medicion-instalacion-mamparas/angular) y [ducha o bañera](/medicion-instalacion-mamparas/ducha-o-banera).',
      ),
    },
    fr: {
      slug: 'medicion-instalacion-mamparas-semicircular',
      title: 'Comment mesurer une paroi quart de rond',
      description: 'Où mesurer les côtés, le rayon et la hauteur d’une paroi quart de rond.',
      body: blocks(
        'La paroi quart de rond se pose sur un receveur d’angle à façade arrondie. Le verre bombé est fabriqué avec un rayon fixe : c’est le receveur qui décide.',
        '[diagram:semicircular]',
        '## 1. Les deux côtés',
        'Mesurez depuis l’angle jusqu’au bout du receveur **le long de chaque mur** (côtés A et B). Les dimensions courantes sont 800 x 800 et 900 x 900 mm.',
        '## 2. Le rayon',
        'C’est le rayon de la courbe de la façade, mesuré depuis son centre. Nos parois quart de rond utilisent un **rayon de 550 mm**, celui de la plupart des receveurs : il figure souvent sur la fiche du receveur. Pour le vérifier, mesurez la partie droite de chaque côté avant la courbe : sur un receveur de 900 x 900 mm au rayon de 550, chaque partie droite mesure 350 mm (900 − 550). Pour un autre rayon, contactez-nous avant de commander.',
        '## 3. Hauteur et aplomb',
        'Mesurez la hauteur depuis le receveur et vérifiez l’aplomb des deux murs. ' + plumbFr,
        '## Étape suivante',
        'Découvrez les [parois arrondies](/parois-de-douche-arrondies). Autres guides : [face](/medicion-instalacion-mamparas/frontal), [angle](/medicion-instalacion-mamparas/angular), [baignoire](/medicion-instalacion-mamparas/ducha-o-banera).',
      ),
    },
  },
  {
    es: {
      slug: 'medicion-instalacion-mamparas-ducha-o-banera',
      title: 'Cómo medir una mampara de ducha o de bañera',
      description:
        'Medidas de una mampara sobre bañera o de un panel de ducha junto a una sola pared.',
      body: blocks(
        'Las mamparas de bañera y los paneles fijos de ducha se apoyan en una sola pared. Lo importante es el ancho que quieres cerrar y el estado del borde donde apoyan.',
        '[diagram:banera]',
        '## 1. Ancho',
        'Mide desde la pared hasta donde quieres que termine el cristal, **arriba y abajo**, sobre el borde de la bañera o del plato. En bañeras, lo habitual es cubrir de 700 a 1.400 mm; el resto queda libre para entrar.',
        '## 2. Alto',
        'Desde el borde de la bañera (o la superficie del plato) hasta la altura deseada. Las mamparas de bañera suelen medir 1.400 a 1.500 mm; los paneles de ducha, 1.950 mm.',
        '## 3. Borde y desplome',
        'El borde de la bañera debe ser plano y de al menos 5 cm de ancho. ' + plumbEs,
        '## Siguiente paso',
        'Elige entre [mamparas de bañera](/mamparas-de-banera) y [mamparas fijas de ducha](/mamparas-de-ducha-fijas). Otras guías: [frontal](/medicion-instalacion-mamparas/frontal), [angular](/medicion-instalacion-mamparas/angular) y [semicircular](/medicion-instalacion-mamparas/semicircular).',
      ),
    },
    fr: {
      slug: 'medicion-instalacion-mamparas-ducha-o-banera',
      title: 'Comment mesurer un pare-baignoire ou une paroi fixe',
      description:
        'Les cotes d’un pare-baignoire ou d’un panneau de douche posé contre un seul mur.',
      body: blocks(
        'Les pare-baignoires et les panneaux fixes de douche s’appuient sur un seul mur. L’essentiel : la largeur à fermer et l’état du rebord.',
        '[diagram:banera]',
        '## 1. Largeur',
        'Mesurez du mur jusqu’à l’endroit où le verre doit s’arrêter, **en haut et en bas**, sur le rebord de la baignoire ou du receveur. Sur une baignoire, on couvre en général 700 à 1 400 mm.',
        '## 2. Hauteur',
        'Depuis le rebord de la baignoire (ou le receveur). Les pare-baignoires mesurent souvent 1 400 à 1 500 mm ; les panneaux de douche, 1 950 mm.',
        '## 3. Rebord et aplomb',
        'Le rebord doit être plat et large d’au moins 5 cm. ' + plumbFr,
        '## Étape suivante',
        'Choisissez parmi les [pare-baignoires](/pare-baignoires) et les [parois fixes](/parois-de-douche-fixes). Autres guides : [face](/medicion-instalacion-mamparas/frontal), [angle](/medicion-instalacion-mamparas/angular), [quart de rond](/medicion-instalacion-mamparas/semicircular).',
      ),
    },
  },
];
