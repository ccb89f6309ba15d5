import type { CategoryDefinition } from './types.ts';

const paragraphs = (...lines: string[]) => lines.join('\n\n');

export const categoryDefinitions: CategoryDefinition[] = [
  {
    key: 'shower-screens',
    artwork: 'shower-screen',
    name: { es: 'Mamparas de ducha', fr: 'Parois de douche' },
    slug: { es: 'mamparas-de-ducha', fr: 'parois-de-douche' },
    description: {
      es: 'Mamparas frontales, angulares, semicirculares y fijas en cristal templado de 6 y 8 mm.',
      fr: 'Parois frontales, d’angle, arrondies et fixes en verre trempé de 6 et 8 mm.',
    },
    seoTitle: {
      es: 'Mamparas de ducha a medida y estándar',
      fr: 'Parois de douche sur mesure et standard',
    },
    seoDescription: {
      es: 'Compra tu mampara de ducha con envío gratis a península y tratamiento antical opcional.',
      fr: 'Achetez votre paroi de douche avec livraison offerte et traitement anticalcaire en option.',
    },
    seoText: {
      es: paragraphs(
        'Una mampara de ducha bien elegida cambia el baño por completo: deja pasar la luz, evita salpicaduras y hace que el espacio parezca más grande.',
        'Todas nuestras mamparas llevan cristal templado de seguridad y perfilería de aluminio. Si tu hueco no es estándar, te la fabricamos a medida al milímetro.',
      ),
      fr: paragraphs(
        'Une paroi de douche bien choisie transforme la salle de bain : elle laisse passer la lumière, évite les éclaboussures et agrandit visuellement l’espace.',
        'Toutes nos parois sont en verre trempé de sécurité avec des profilés en aluminium. Si votre niche n’est pas standard, nous la fabriquons sur mesure au millimètre.',
      ),
    },
  },
  {
    key: 'front-screens',
    parentKey: 'shower-screens',
    artwork: 'shower-screen',
    name: { es: 'Mamparas frontales y correderas', fr: 'Parois frontales et coulissantes' },
    slug: { es: 'mamparas-de-ducha-frontales', fr: 'parois-de-douche-frontales' },
    description: {
      es: 'Para platos entre tres paredes: puertas correderas, abatibles o plegables.',
      fr: 'Pour les receveurs entre trois murs : portes coulissantes, pivotantes ou pliantes.',
    },
    seoTitle: {
      es: 'Mamparas frontales y correderas',
      fr: 'Parois de douche frontales et coulissantes',
    },
    seoDescription: {
      es: 'Mamparas frontales correderas desde 100 cm, con cristal de 6 u 8 mm y rodamientos de acero inoxidable.',
      fr: 'Parois frontales coulissantes à partir de 100 cm, verre de 6 ou 8 mm et roulements inox.',
    },
    seoText: {
      es: paragraphs(
        'La mampara corredera es la más vendida porque no necesita espacio para abrir la puerta. Es ideal en baños estrechos y en sustitución de bañera por plato.',
        'Elige dos hojas (un fijo y una corredera) para huecos de hasta 160 cm, o cuatro hojas con apertura central para huecos más anchos.',
      ),
      fr: paragraphs(
        'La paroi coulissante est la plus vendue car elle ne demande aucun espace d’ouverture. Elle convient aux salles de bain étroites et au remplacement d’une baignoire par un receveur.',
        'Choisissez deux vantaux (un fixe et un coulissant) jusqu’à 160 cm, ou quatre vantaux à ouverture centrale pour les niches plus larges.',
      ),
    },
  },
  {
    key: 'corner-screens',
    parentKey: 'shower-screens',
    artwork: 'shower-screen',
    name: { es: 'Mamparas angulares', fr: 'Parois de douche d’angle' },
    slug: { es: 'mamparas-de-ducha-angulares', fr: 'parois-de-douche-angle' },
    description: {
      es: 'Dos lados de cristal para platos en esquina, con acceso angular o lateral.',
      fr: 'Deux côtés vitrés pour les receveurs en angle, accès d’angle ou latéral.',
    },
    seoTitle: { es: 'Mamparas de ducha angulares', fr: 'Parois de douche d’angle' },
    seoDescription: {
      es: 'Mamparas angulares cuadradas y rectangulares con puertas correderas o abatibles.',
      fr: 'Parois d’angle carrées et rectangulaires avec portes coulissantes ou pivotantes.',
    },
    seoText: {
      es: 'Las mamparas angulares cierran platos colocados en una esquina. Mide cada lado por separado: te ofrecemos combinaciones de 70 a 120 cm por lado.',
      fr: 'Les parois d’angle ferment les receveurs placés dans un coin. Mesurez chaque côté séparément : nous proposons des combinaisons de 70 à 120 cm par côté.',
    },
  },
  {
    key: 'round-screens',
    parentKey: 'shower-screens',
    artwork: 'shower-screen',
    name: { es: 'Mamparas semicirculares', fr: 'Parois de douche arrondies' },
    slug: { es: 'mamparas-de-ducha-semicirculares', fr: 'parois-de-douche-arrondies' },
    description: {
      es: 'Cristal curvado para platos de esquina redondeada: aprovechan al máximo el espacio.',
      fr: 'Verre bombé pour receveurs quart de cercle : un gain de place maximal.',
    },
    seoTitle: { es: 'Mamparas semicirculares', fr: 'Parois de douche quart de cercle' },
    seoDescription: {
      es: 'Mamparas semicirculares de 80 y 90 cm con puertas correderas de cristal curvo.',
      fr: 'Parois quart de cercle de 80 et 90 cm avec portes coulissantes en verre bombé.',
    },
    seoText: {
      es: 'Las mamparas semicirculares, también llamadas de cuarto de círculo, se montan sobre platos con radio de 55 cm. Son la solución clásica para baños pequeños.',
      fr: 'Les parois quart de cercle se posent sur des receveurs de rayon 55 cm. C’est la solution classique pour les petites salles de bain.',
    },
  },
  {
    key: 'walk-in-screens',
    parentKey: 'shower-screens',
    artwork: 'shower-screen',
    name: { es: 'Mamparas fijas y walk-in', fr: 'Parois fixes et walk-in' },
    slug: { es: 'mamparas-de-ducha-fijas', fr: 'parois-de-douche-fixes' },
    description: {
      es: 'Paneles fijos sin puerta, con brazo de sujeción a pared o techo.',
      fr: 'Panneaux fixes sans porte, avec barre de maintien murale ou au plafond.',
    },
    seoTitle: { es: 'Mamparas fijas y walk-in', fr: 'Parois de douche fixes et walk-in' },
    seoDescription: {
      es: 'Mamparas fijas de estilo walk-in en cristal transparente, serigrafiado o negro mate.',
      fr: 'Parois fixes style walk-in en verre transparent, sérigraphié ou noir mat.',
    },
    seoText: {
      es: 'Una mampara fija deja la ducha abierta y fácil de limpiar. Combínala con un plato extraplano a ras de suelo para una ducha de obra sin barreras.',
      fr: 'Une paroi fixe laisse la douche ouverte et facile à nettoyer. Associez-la à un receveur extra-plat à fleur de sol pour une douche à l’italienne sans obstacle.',
    },
  },
  {
    key: 'bath-screens',
    artwork: 'bath-screen',
    name: { es: 'Mamparas de bañera', fr: 'Pare-baignoires' },
    slug: { es: 'mamparas-de-banera', fr: 'pare-baignoires' },
    description: {
      es: 'Fijas, abatibles, plegables y correderas para bañeras de 140 a 180 cm.',
      fr: 'Fixes, pivotants, pliants et coulissants pour baignoires de 140 à 180 cm.',
    },
    seoTitle: { es: 'Mamparas de bañera', fr: 'Pare-baignoires en verre' },
    seoDescription: {
      es: 'Mamparas de bañera con cristal templado de 6 mm y montaje sencillo sobre el borde.',
      fr: 'Pare-baignoires en verre trempé de 6 mm, pose simple sur le rebord.',
    },
    seoText: {
      es: 'Una mampara de bañera sustituye a la cortina para siempre: no se enmohece, se limpia en un minuto y protege el suelo del agua.',
      fr: 'Un pare-baignoire remplace définitivement le rideau : il ne moisit pas, se nettoie en une minute et protège le sol des projections.',
    },
  },
  {
    key: 'shower-trays',
    artwork: 'shower-tray',
    name: { es: 'Platos de ducha', fr: 'Receveurs de douche' },
    slug: { es: 'platos-de-ducha', fr: 'receveurs-de-douche' },
    description: {
      es: 'Platos de resina con carga mineral, textura pizarra y fabricación a medida.',
      fr: 'Receveurs en résine et charge minérale, effet ardoise, fabrication sur mesure.',
    },
    seoTitle: { es: 'Platos de ducha de resina', fr: 'Receveurs de douche en résine' },
    seoDescription: {
      es: 'Platos de ducha extraplanos de resina, antideslizantes y cortables, en ocho colores.',
      fr: 'Receveurs extra-plats en résine, antidérapants et recoupables, en huit coloris.',
    },
    seoText: {
      es: paragraphs(
        'Nuestros platos de ducha de resina tienen solo 3 cm de grosor y una superficie antideslizante de clase 3, la más segura.',
        'Puedes cortarlos en obra o pedirlos a medida: los fabricamos en la medida exacta de tu hueco, con la válvula donde la necesites.',
      ),
      fr: paragraphs(
        'Nos receveurs en résine ne font que 3 cm d’épaisseur et offrent une surface antidérapante de classe 3, la plus sûre.',
        'Vous pouvez les recouper sur le chantier ou les commander sur mesure : nous les fabriquons aux cotes exactes, avec la bonde où vous le souhaitez.',
      ),
    },
  },
  {
    key: 'made-to-measure-trays',
    parentKey: 'shower-trays',
    artwork: 'shower-tray',
    name: { es: 'Platos de ducha a medida', fr: 'Receveurs sur mesure' },
    slug: { es: 'platos-de-ducha-a-medida', fr: 'receveurs-sur-mesure' },
    description: {
      es: 'Fabricados al centímetro, de 70 a 200 cm de largo.',
      fr: 'Fabriqués au centimètre, de 70 à 200 cm de long.',
    },
    seoTitle: { es: 'Platos de ducha a medida', fr: 'Receveurs de douche sur mesure' },
    seoDescription: {
      es: 'Platos de ducha de resina fabricados a medida en 2 o 3 semanas.',
      fr: 'Receveurs en résine fabriqués sur mesure en 2 à 3 semaines.',
    },
    seoText: {
      es: 'Indica largo y ancho en centímetros y elige color y posición de la válvula. Los productos a medida no admiten devolución, así que revisa bien tus medidas.',
      fr: 'Indiquez la longueur et la largeur en centimètres, puis choisissez la couleur et la position de la bonde. Les produits sur mesure ne sont ni repris ni échangés : vérifiez bien vos cotes.',
    },
  },
  {
    key: 'budget-trays',
    parentKey: 'shower-trays',
    artwork: 'shower-tray',
    name: { es: 'Platos de ducha económicos', fr: 'Receveurs pas chers' },
    slug: { es: 'platos-de-ducha-economicos', fr: 'receveurs-pas-chers' },
    description: {
      es: 'Medidas estándar en stock con envío en 3 a 5 días laborables.',
      fr: 'Dimensions standard en stock, expédiées en 3 à 5 jours ouvrés.',
    },
    seoTitle: { es: 'Platos de ducha baratos', fr: 'Receveurs de douche pas chers' },
    seoDescription: {
      es: 'Platos de ducha económicos de resina en medidas estándar y envío rápido.',
      fr: 'Receveurs en résine à petit prix, dimensions standard et livraison rapide.',
    },
    seoText: {
      es: 'Los platos económicos comparten materiales con la gama a medida, pero se fabrican en series largas de medidas estándar. Por eso salen más baratos y llegan antes.',
      fr: 'Les receveurs économiques partagent les matériaux de la gamme sur mesure, mais sont fabriqués en grandes séries de dimensions standard : ils coûtent moins cher et arrivent plus vite.',
    },
  },
  {
    key: 'taps',
    artwork: 'tap',
    name: { es: 'Grifería', fr: 'Robinetterie' },
    slug: { es: 'griferia', fr: 'robinetterie' },
    description: {
      es: 'Columnas de ducha termostáticas y grifos de lavabo monomando.',
      fr: 'Colonnes de douche thermostatiques et mitigeurs de lavabo.',
    },
    seoTitle: { es: 'Grifería de baño', fr: 'Robinetterie de salle de bain' },
    seoDescription: {
      es: 'Columnas de ducha, grifos de lavabo y rociadores en cromo, negro mate y oro cepillado.',
      fr: 'Colonnes de douche, mitigeurs et douchettes en chrome, noir mat et or brossé.',
    },
    seoText: {
      es: 'Elige el mismo acabado para la grifería y el perfil de la mampara y el baño quedará coordinado. Todos nuestros grifos incluyen latiguillos y garantía de 5 años.',
      fr: 'Choisissez la même finition pour la robinetterie et les profilés de la paroi : la salle de bain sera harmonieuse. Tous nos robinets sont livrés avec flexibles et garantis 5 ans.',
    },
  },
  {
    key: 'shower-columns',
    parentKey: 'taps',
    artwork: 'tap',
    name: { es: 'Columnas de ducha', fr: 'Colonnes de douche' },
    slug: { es: 'columnas-de-ducha', fr: 'colonnes-de-douche' },
    description: {
      es: 'Rociador de techo, ducha de mano y termostático en un solo conjunto.',
      fr: 'Pomme de tête, douchette et mitigeur thermostatique en un seul ensemble.',
    },
    seoTitle: { es: 'Columnas de ducha termostáticas', fr: 'Colonnes de douche thermostatiques' },
    seoDescription: {
      es: 'Columnas de ducha termostáticas con rociador de 25 o 30 cm.',
      fr: 'Colonnes de douche thermostatiques avec pomme de 25 ou 30 cm.',
    },
    seoText: {
      es: 'Una columna termostática mantiene la temperatura aunque alguien abra otro grifo de la casa. Se instala sobre la toma existente, sin obra.',
      fr: 'Une colonne thermostatique garde la température stable même si quelqu’un ouvre un autre robinet. Elle se fixe sur l’arrivée existante, sans travaux.',
    },
  },
  {
    key: 'basin-taps',
    parentKey: 'taps',
    artwork: 'tap',
    name: { es: 'Grifos de lavabo', fr: 'Mitigeurs de lavabo' },
    slug: { es: 'grifos-de-lavabo', fr: 'mitigeurs-lavabo' },
    description: {
      es: 'Monomandos de caño bajo y alto para lavabo y sobre encimera.',
      fr: 'Mitigeurs bec bas et bec haut pour vasque à poser ou lavabo.',
    },
    seoTitle: { es: 'Grifos de lavabo monomando', fr: 'Mitigeurs de lavabo' },
    seoDescription: {
      es: 'Grifos de lavabo con cartucho cerámico y aireador ahorrador.',
      fr: 'Mitigeurs de lavabo à cartouche céramique et mousseur économique.',
    },
    seoText: {
      es: 'Para lavabos sobre encimera elige caño alto; para lavabos integrados en el mueble, caño bajo.',
      fr: 'Pour une vasque à poser, choisissez un bec haut ; pour un plan vasque intégré, un bec bas.',
    },
  },
  {
    key: 'furniture',
    artwork: 'furniture',
    name: { es: 'Muebles de baño', fr: 'Meubles de salle de bain' },
    slug: { es: 'muebles-de-bano', fr: 'meubles-de-salle-de-bain' },
    description: {
      es: 'Muebles suspendidos y de suelo con lavabo de porcelana o resina incluido.',
      fr: 'Meubles suspendus et sur pieds avec vasque en céramique ou résine incluse.',
    },
    seoTitle: { es: 'Muebles de baño con lavabo', fr: 'Meubles de salle de bain avec vasque' },
    seoDescription: {
      es: 'Muebles de baño de 60 a 120 cm con cierre amortiguado y lavabo incluido.',
      fr: 'Meubles de 60 à 120 cm avec fermeture amortie et vasque incluse.',
    },
    seoText: {
      es: 'Nuestros muebles llegan montados y con el lavabo incluido. Los cajones tienen cierre amortiguado y extracción total.',
      fr: 'Nos meubles sont livrés montés, vasque incluse. Les tiroirs ont une fermeture amortie et une sortie totale.',
    },
  },
  {
    key: 'mirrors',
    parentKey: 'furniture',
    artwork: 'furniture',
    name: { es: 'Espejos de baño', fr: 'Miroirs de salle de bain' },
    slug: { es: 'espejos-de-bano', fr: 'miroirs-de-salle-de-bain' },
    description: {
      es: 'Espejos con luz LED, antivaho y marco a juego con el mueble.',
      fr: 'Miroirs à éclairage LED, anti-buée, cadre assorti au meuble.',
    },
    seoTitle: { es: 'Espejos de baño LED', fr: 'Miroirs de salle de bain LED' },
    seoDescription: {
      es: 'Espejos de baño con iluminación LED y sistema antivaho.',
      fr: 'Miroirs de salle de bain avec éclairage LED et anti-buée.',
    },
    seoText: {
      es: 'Un espejo LED con antivaho se ve perfecto incluso después de una ducha caliente.',
      fr: 'Un miroir LED anti-buée reste net même après une douche chaude.',
    },
  },
  {
    key: 'accessories',
    artwork: 'accessory',
    name: { es: 'Accesorios de baño', fr: 'Accessoires de salle de bain' },
    slug: { es: 'accesorios-de-bano', fr: 'accessoires-de-salle-de-bain' },
    description: {
      es: 'Toalleros, estantes de ducha, asideros y productos de limpieza para mamparas.',
      fr: 'Porte-serviettes, étagères de douche, barres d’appui et produits d’entretien.',
    },
    seoTitle: { es: 'Accesorios de baño', fr: 'Accessoires de salle de bain' },
    seoDescription: {
      es: 'Accesorios de baño en acero inoxidable a juego con tu mampara.',
      fr: 'Accessoires en acier inoxydable assortis à votre paroi.',
    },
    seoText: {
      es: 'Completa la ducha con un estante esquinero, un toallero y el limpiador antical que alarga la vida del tratamiento del cristal.',
      fr: 'Complétez la douche avec une étagère d’angle, un porte-serviettes et le nettoyant anticalcaire qui prolonge le traitement du verre.',
    },
  },
];
