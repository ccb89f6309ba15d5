import type { PostDefinition } from '../blog.ts';
import { blocks, list } from './blocks.ts';

/** Buying guides: glass, shower trays and shower taps. */
export const blogGuidePosts: PostDefinition[] = [
  {
    key: 'glass-types',
    category: 'guides',
    daysAgo: 6,
    cover: {
      background: '#0b5d7a',
      accent: '#8fd3e8',
      kind: 'shower-screen',
      art: { color: '#c9ced3', glass: 'clear', opening: 'sliding' },
    },
    es: {
      slug: 'tipos-de-cristal-para-mamparas',
      title: 'Tipos de cristal para mamparas: espesor, acabados y tratamiento antical',
      excerpt:
        'Templado de 6 u 8 mm, transparente, mate o serigrafiado, con o sin antical: qué significa cada opción y cuál te conviene según tu baño.',
      body: blocks(
        'El cristal es lo que más se ve de una mampara y lo que más influye en su seguridad y en el tiempo que vas a dedicar a limpiarla. Antes de fijarte en el perfil o en la forma de apertura, conviene entender las tres decisiones que hay detrás de cada hoja: el tipo de vidrio, el grosor y el acabado.',
        '## Siempre vidrio templado de seguridad',
        'Todas las mamparas que vendemos llevan vidrio templado conforme a la norma europea EN 12150. El templado es un tratamiento térmico que hace el cristal unas cinco veces más resistente al impacto que un vidrio normal. Si llegara a romperse, se fragmenta en trocitos pequeños y romos en lugar de en láminas cortantes. Por eso no tiene sentido instalar en una ducha un cristal que no sea templado, y por eso tampoco se puede cortar ni taladrar después de fabricado: todas las medidas y taladros se hacen antes del templado.',
        '## 6 mm u 8 mm: cuándo elegir cada grosor',
        list(
          '6 mm: el estándar en mamparas con perfil completo y puertas correderas. Pesa menos, los herrajes sufren menos y es la opción más económica.',
          '8 mm: recomendable en mamparas sin perfil, hojas fijas de gran tamaño y puertas abatibles. Se nota más sólido al tacto y vibra menos al cerrar.',
          'Paneles de más de 120 cm de ancho sin apoyo superior: mejor 8 mm con barra estabilizadora.',
        ),
        'El grosor no cambia la seguridad frente a la rotura, que depende del templado, pero sí la rigidez y la sensación de calidad.',
        '## Transparente, mate, fumé o serigrafiado',
        'El cristal transparente amplía visualmente el baño y deja pasar toda la luz: es la mejor elección para baños pequeños o sin ventana. El mate (al ácido) da intimidad y disimula las gotas y la cal, algo práctico en zonas de agua dura. El fumé o gris aporta un toque decorativo que combina muy bien con perfiles negros. El serigrafiado, con franjas o dibujos, es un punto intermedio: da algo de privacidad sin oscurecer la ducha.',
        '## El tratamiento antical',
        'El tratamiento antical es una capa hidrófuga que se aplica en fábrica y rellena los poros microscópicos del vidrio. El agua resbala en gotas en lugar de quedarse pegada, así que se seca antes y deja menos marcas. No hace milagros: en zonas con agua muy dura, como buena parte del litoral mediterráneo, la cal seguirá apareciendo, pero saldrá con una pasada de rasqueta y un paño en lugar de con productos agresivos. Para que dure años, evita los limpiadores abrasivos y los estropajos.',
        '## Nuestra recomendación',
        'Para la mayoría de los baños, una mampara de 6 mm transparente con tratamiento antical es la opción más equilibrada. Si buscas una ducha abierta sin perfiles o una puerta abatible, sube a 8 mm. Y si compartes baño y valoras la intimidad, el mate o el serigrafiado te ahorrarán cortinas y limpieza.',
      ),
      faqs: [
        {
          question: '¿Se puede cortar un cristal templado para ajustarlo al hueco?',
          answer:
            'No. El vidrio templado no admite cortes ni taladros después del tratamiento: se rompería entero. Por eso es tan importante medir bien o pedir la mampara a medida.',
        },
        {
          question: '¿El tratamiento antical se gasta con el tiempo?',
          answer:
            'Pierde eficacia poco a poco si se usan productos abrasivos. Con jabón neutro, rasqueta y un paño suave mantiene su efecto durante muchos años.',
        },
        {
          question: '¿Es más seguro un cristal de 8 mm que uno de 6 mm?',
          answer:
            'Ambos son vidrio templado de seguridad y se rompen de la misma forma segura. El de 8 mm es más rígido, por eso se recomienda en mamparas sin perfil y hojas grandes.',
        },
        {
          question: '¿Qué cristal se ve menos sucio?',
          answer:
            'El mate y el serigrafiado disimulan mejor las gotas y la cal. En transparente, el tratamiento antical y secar el cristal tras la ducha marcan la diferencia.',
        },
      ],
    },
    fr: {
      slug: 'quel-verre-choisir-pour-sa-paroi-de-douche',
      title: 'Quel verre choisir pour sa paroi de douche : épaisseur, finitions et anticalcaire',
      excerpt:
        'Verre trempé de 6 ou 8 mm, transparent, dépoli ou sérigraphié, avec ou sans traitement anticalcaire : ce que signifie chaque option et laquelle choisir.',
      body: blocks(
        'Le verre est la partie la plus visible d’une paroi de douche, et celle qui compte le plus pour la sécurité comme pour le temps passé à l’entretenir. Avant de regarder le profilé ou le type d’ouverture, trois choix sont à faire : le type de verre, son épaisseur et sa finition.',
        '## Toujours du verre trempé de sécurité',
        'Toutes nos parois sont en verre trempé conforme à la norme européenne EN 12150. La trempe est un traitement thermique qui rend le verre environ cinq fois plus résistant aux chocs qu’un verre ordinaire. En cas de casse, il se fragmente en petits morceaux émoussés au lieu de former des éclats coupants. C’est aussi pourquoi un verre trempé ne se recoupe pas et ne se perce pas après fabrication : toutes les dimensions et tous les perçages sont réalisés avant la trempe.',
        '## 6 mm ou 8 mm : quelle épaisseur ?',
        list(
          '6 mm : le standard des parois avec profilés et des portes coulissantes. Plus léger, il ménage les ferrures et reste la solution la plus économique.',
          '8 mm : conseillé pour les parois sans profilé, les grands panneaux fixes de type douche à l’italienne et les portes pivotantes. Plus rigide, il vibre moins à la fermeture.',
          'Panneau de plus de 120 cm de large sans appui en haut : préférez 8 mm avec une barre de renfort.',
        ),
        'L’épaisseur ne change pas le comportement à la casse, qui dépend de la trempe, mais elle joue sur la rigidité et la sensation de qualité.',
        '## Transparent, dépoli, fumé ou sérigraphié',
        'Le verre transparent agrandit visuellement la pièce et laisse passer toute la lumière : idéal pour une petite salle de bain ou une pièce sans fenêtre. Le verre dépoli (à l’acide) préserve l’intimité et masque gouttes et traces de calcaire. Le verre fumé apporte une touche déco qui s’accorde très bien avec les profilés noirs. Le sérigraphié, à bandes ou à motifs, offre un compromis : un peu d’intimité sans assombrir la douche.',
        '## Le traitement anticalcaire',
        'Appliqué en usine, ce traitement hydrophobe comble les micro-porosités du verre. L’eau perle et glisse au lieu d’adhérer, le verre sèche plus vite et garde moins de traces. Il ne fait pas de miracle : dans les régions où l’eau est très dure, comme l’Île-de-France, le Nord ou une grande partie du Sud-Est, le calcaire se dépose quand même, mais il part d’un coup de raclette au lieu d’exiger des produits agressifs. Évitez les poudres abrasives et les éponges grattantes pour qu’il dure.',
        '## Notre conseil',
        'Pour la plupart des salles de bain, une paroi en 6 mm transparent avec traitement anticalcaire est le meilleur équilibre. Pour une douche à l’italienne sans profilé ou une porte pivotante, passez en 8 mm. Et si la salle de bain est partagée, le dépoli ou le sérigraphié vous feront gagner en intimité comme en entretien.',
      ),
      faqs: [
        {
          question: 'Peut-on recouper un verre trempé pour l’ajuster ?',
          answer:
            'Non. Un verre trempé ne se coupe ni ne se perce après traitement : il éclaterait entièrement. D’où l’importance de bien mesurer ou de commander une paroi sur mesure.',
        },
        {
          question: 'Le traitement anticalcaire s’use-t-il ?',
          answer:
            'Il perd peu à peu de son efficacité avec des produits abrasifs. Avec un savon neutre, une raclette et un chiffon doux, il reste efficace pendant de nombreuses années.',
        },
        {
          question: 'Un verre de 8 mm est-il plus sûr qu’un verre de 6 mm ?',
          answer:
            'Les deux sont en verre trempé de sécurité et se brisent de la même manière sans danger. Le 8 mm est plus rigide, d’où son usage pour les parois sans profilé et les grands panneaux.',
        },
        {
          question: 'Quel verre laisse le moins voir les traces ?',
          answer:
            'Le dépoli et le sérigraphié masquent mieux gouttes et calcaire. Sur un verre transparent, le traitement anticalcaire et un coup de raclette après la douche font la différence.',
        },
      ],
    },
  },
  {
    key: 'shower-tray-materials',
    category: 'guides',
    daysAgo: 19,
    cover: {
      background: '#4b4d50',
      accent: '#e4ddd3',
      kind: 'shower-tray',
      art: { color: '#e9e6e1' },
    },
    es: {
      slug: 'como-elegir-plato-de-ducha-resina-o-ceramica',
      title: 'Cómo elegir plato de ducha: resina, carga mineral, acrílico o cerámica',
      excerpt:
        'Material, medida, textura antideslizante y posición del desagüe: las claves para acertar con el plato de ducha, sobre todo si vas a sustituir la bañera.',
      body: blocks(
        'Cambiar la bañera por un plato de ducha es la reforma de baño más pedida en España, y el plato es la pieza que más se usa y más se pisa. Elegirlo bien es cuestión de cuatro decisiones: material, medida, superficie y desagüe.',
        '## Los materiales, uno por uno',
        list(
          'Resina con carga mineral (solid surface): mezcla de resina y cargas minerales con un gel coat en la superficie. Se puede cortar a medida en obra o en fábrica, es cálida al tacto y admite texturas tipo pizarra. Es la opción más versátil para reformas.',
          'Acrílico: ligero y económico, con tacto cálido. Necesita una buena base de apoyo porque puede flexar, y se raya con más facilidad.',
          'Cerámica (porcelana vitrificada): muy dura y resistente a los arañazos y a los productos de limpieza. Solo existe en medidas estándar y pesa bastante, lo que complica la instalación en pisos altos sin ascensor.',
        ),
        '## La medida correcta',
        'Mide el hueco de la bañera de pared a pared y resta unos milímetros de holgura. Una bañera estándar mide 170 × 70 cm, así que los platos de 170 × 70 o 160 × 70 cm son los más habituales en sustitución. Si las paredes no están a escuadra, el plato de resina cortado a medida evita rellenos de silicona antiestéticos. Para una ducha cómoda, intenta no bajar de 80 cm de fondo; 90 cm ya permite moverse con holgura.',
        '## Antideslizante: busca la clase',
        'En España, el Código Técnico de la Edificación clasifica la resbaladicidad de los suelos húmedos. Para duchas, lo razonable es un plato de clase 3, la más exigente, sobre todo si en casa hay niños o personas mayores. Las texturas tipo pizarra suelen alcanzarla sin resultar incómodas al pie descalzo.',
        '## Desagüe y altura',
        'Un plato extraplano, de 3 a 4 cm de alto, puede instalarse a ras de suelo si el desagüe de la casa tiene pendiente suficiente. Comprueba dónde está la bajante antes de elegir si el desagüe va centrado, en el lado corto o en el lado largo, porque moverlo implica abrir el suelo. Los platos con rejilla lineal evacuan más caudal y encajan bien con columnas de ducha de rociador grande.',
        '## Resumen rápido',
        'Para sustituir una bañera, un plato de resina a medida, extraplano y de clase 3 es la opción que menos problemas da. Si prefieres una pieza estándar y muy resistente, la cerámica sigue siendo una apuesta segura. Y recuerda que los platos cortados a medida, como cualquier producto fabricado a medida, no se pueden devolver: mide dos veces antes de pedir.',
      ),
      faqs: [
        {
          question: '¿Se puede cortar un plato de ducha de resina en casa?',
          answer:
            'Sí, con una radial y disco de diamante, siguiendo las instrucciones del fabricante y sellando el canto con el kit de reparación. Si lo pides cortado a medida, te llega listo.',
        },
        {
          question: '¿Qué medida de plato pongo en lugar de una bañera de 170 cm?',
          answer:
            'Lo habitual es un plato de 170 × 70 cm que ocupa todo el hueco, o uno de 160 × 70 cm con un pequeño murete o estante al lado.',
        },
        {
          question: '¿Qué significa clase 3 antideslizante?',
          answer:
            'Es la clase de resbaladicidad más alta del Código Técnico de la Edificación para suelos húmedos. Es la recomendable en duchas, sobre todo con niños o personas mayores.',
        },
        {
          question: '¿Puedo instalar el plato a ras de suelo?',
          answer:
            'Sí, si el desagüe tiene pendiente suficiente bajo el suelo. Los platos extraplanos de 3 a 4 cm facilitan la instalación enrasada.',
        },
      ],
    },
    fr: {
      slug: 'choisir-son-receveur-de-douche',
      title: 'Choisir son receveur de douche : résine, acrylique ou céramique ?',
      excerpt:
        'Matériau, dimensions, antidérapant et position de la bonde : les clés pour bien choisir son receveur, notamment pour remplacer une baignoire.',
      body: blocks(
        'Remplacer la baignoire par une douche est l’un des travaux de salle de bain les plus demandés en France, et le receveur est la pièce la plus sollicitée. Bien le choisir revient à trancher quatre questions : le matériau, les dimensions, la surface et l’évacuation.',
        '## Les matériaux',
        list(
          'Résine chargée (minéral de synthèse) : résine et charges minérales recouvertes d’un gel coat. Elle se recoupe sur chantier ou en usine, reste chaude au toucher et accepte les finitions effet ardoise. C’est la plus polyvalente en rénovation.',
          'Acrylique : léger et économique, agréable au toucher. Il demande un support bien plan car il peut fléchir, et il se raye plus facilement.',
          'Céramique (grès émaillé) : très dure, elle résiste aux rayures et aux produits ménagers. Elle n’existe qu’en dimensions standard et pèse lourd, ce qui complique la pose dans les étages sans ascenseur.',
        ),
        '## Les bonnes dimensions',
        'Mesurez l’emplacement de la baignoire de mur à mur et retirez quelques millimètres de jeu. Une baignoire courante mesure 170 × 70 cm ou 180 × 80 cm : les receveurs de 170 × 70 et 180 × 80 cm sont donc les plus fréquents en remplacement. Si les murs ne sont pas d’équerre, un receveur en résine recoupé sur mesure évite les gros joints de silicone. Pour être à l’aise, ne descendez pas sous 80 cm de profondeur ; 90 cm offrent un vrai confort.',
        '## Antidérapant : regardez la classe',
        'L’adhérence pieds nus des receveurs se classe de A à C selon l’essai de la norme DIN 51097, que la plupart des fabricants indiquent dans leur fiche technique. Visez la classe C, la plus exigeante, surtout avec des enfants ou des personnes âgées. Les textures ardoise l’atteignent souvent sans être désagréables sous le pied.',
        '## Bonde et hauteur',
        'Un receveur extra-plat de 3 à 4 cm peut être posé à fleur de sol si l’évacuation a une pente suffisante. Repérez la position de la descente avant de choisir une bonde centrée, sur le petit côté ou sur le grand côté : la déplacer oblige à ouvrir la chape. Les receveurs à caniveau linéaire évacuent un débit plus important, idéal avec une colonne à grand pommeau.',
        '## En résumé',
        'Pour remplacer une baignoire, un receveur en résine recoupé sur mesure, extra-plat et antidérapant est la solution la plus simple. Pour une pièce standard très résistante, la céramique reste un choix sûr. Attention : un receveur recoupé sur mesure, comme tout produit fabriqué sur mesure, ne peut pas être retourné. Mesurez deux fois avant de commander.',
      ),
      faqs: [
        {
          question: 'Peut-on recouper soi-même un receveur en résine ?',
          answer:
            'Oui, à la meuleuse avec un disque diamant, en suivant la notice du fabricant et en rebouchant la tranche avec le kit fourni. Commandé recoupé sur mesure, il arrive prêt à poser.',
        },
        {
          question: 'Quel receveur pour remplacer une baignoire de 170 cm ?',
          answer:
            'Un receveur de 170 × 70 cm qui occupe tout l’emplacement, ou un 140 × 70 cm complété par une niche ou un petit meuble.',
        },
        {
          question: 'Un receveur extra-plat peut-il être posé à fleur de sol ?',
          answer:
            'Oui, si l’évacuation sous la chape a assez de pente. Sinon, on le pose sur un socle ou des pieds réglables.',
        },
        {
          question: 'Quel matériau est le plus résistant aux rayures ?',
          answer:
            'La céramique. La résine chargée se rénove facilement avec un kit de réparation en cas de rayure ou d’éclat.',
        },
      ],
    },
  },
  {
    key: 'shower-taps',
    category: 'guides',
    daysAgo: 33,
    cover: {
      background: '#2f4858',
      accent: '#f2c14e',
      kind: 'tap',
      art: { color: '#b8bcc2' },
    },
    es: {
      slug: 'grifo-termostatico-o-monomando-para-la-ducha',
      title: 'Grifo termostático o monomando: cuál elegir para la ducha',
      excerpt:
        'Comodidad, seguridad, ahorro de agua y precio: comparamos los dos tipos de grifería de ducha más vendidos y te contamos cuándo compensa cada uno.',
      body: blocks(
        'Cuando renuevas la ducha, el grifo suele quedar en segundo plano frente a la mampara y el plato. Sin embargo, es lo que tocas cada día y lo que decide si el agua sale a la temperatura que quieres. Estas son las diferencias entre las dos opciones más comunes.',
        '## Monomando: sencillo y económico',
        'El monomando mezcla agua fría y caliente con una sola palanca: hacia arriba abre el caudal y a los lados regula la temperatura. Es robusto, fácil de reparar y más barato. Su punto débil es que no compensa los cambios de presión: si alguien abre un grifo en la cocina o tira de la cisterna, la temperatura puede subir o bajar de golpe.',
        '## Termostático: la temperatura que eliges, siempre',
        'El termostático tiene dos mandos: uno fija la temperatura en grados y el otro abre el caudal. Un cartucho con un elemento sensible al calor ajusta la mezcla en décimas de segundo, así que la temperatura se mantiene estable aunque cambie la presión. La mayoría incluye un tope de seguridad a 38 °C que hay que pulsar para pasar de ahí, muy útil con niños y personas mayores.',
        '## Ahorro de agua y energía',
        'Con un monomando se tira bastante agua mientras buscas la temperatura adecuada, y cada vez que cierras y vuelves a abrir hay que repetirlo. El termostático recuerda la temperatura, de modo que el agua sale bien desde el primer momento. Si además eliges un limitador de caudal o una ducha de mano eco, puedes bajar de 12 a unos 8 litros por minuto sin notar menos presión.',
        '## Compatibilidad con tu instalación',
        list(
          'Calentadores de gas y termos eléctricos: ambos funcionan. Con calentadores antiguos de poco caudal, comprueba que el termostático admite baja presión.',
          'Distancia entre tomas: en España la estándar es de 15 cm entre ejes, con excéntricas que corrigen pequeñas desviaciones.',
          'Empotrado o visto: el empotrado queda más limpio, pero exige obra y una caja de empotrar accesible para el mantenimiento.',
        ),
        '## Nuestra recomendación',
        'Si la ducha la usa toda la familia o hay niños en casa, el termostático compensa su precio en comodidad y seguridad. Si buscas una solución económica para un baño de invitados o un alquiler, un buen monomando con cartucho cerámico cumple de sobra. En ambos casos, limpia los filtros de las tomas una vez al año para que la cal no reduzca el caudal.',
      ),
      faqs: [
        {
          question: '¿Un termostático funciona con calentador de gas?',
          answer:
            'Sí. Solo conviene comprobar que el calentador da suficiente caudal; la mayoría de los modelos actuales no tienen problema.',
        },
        {
          question: '¿Para qué sirve el tope de 38 °C?',
          answer:
            'Evita quemaduras: el mando se detiene a 38 °C y hay que pulsar un botón para subir más la temperatura.',
        },
        {
          question: '¿Puedo cambiar un monomando por un termostático sin obra?',
          answer:
            'En grifos vistos, sí: se montan sobre las mismas tomas de pared, normalmente a 15 cm entre ejes.',
        },
      ],
    },
    fr: {
      slug: 'mitigeur-thermostatique-ou-mecanique',
      title: 'Mitigeur thermostatique ou mécanique : lequel choisir pour la douche ?',
      excerpt:
        'Confort, sécurité, économies d’eau et prix : nous comparons les deux robinetteries de douche les plus vendues et vous disons quand chacune vaut le coup.',
      body: blocks(
        'Quand on rénove sa douche, la robinetterie passe souvent après la paroi et le receveur. C’est pourtant elle que l’on touche chaque jour, et elle décide si l’eau arrive à la bonne température. Voici ce qui distingue les deux solutions les plus courantes.',
        '## Le mitigeur mécanique : simple et économique',
        'Le mitigeur mécanique mélange eau froide et eau chaude avec un seul levier : vers le haut pour le débit, sur les côtés pour la température. Il est robuste, facile à dépanner et moins cher. Son défaut : il ne compense pas les variations de pression. Si quelqu’un ouvre un robinet dans la cuisine ou tire la chasse, l’eau peut devenir brusquement trop chaude ou trop froide.',
        '## Le mitigeur thermostatique : la température choisie, toujours',
        'Le thermostatique a deux manettes : l’une règle la température en degrés, l’autre ouvre le débit. Une cartouche thermosensible ajuste le mélange en une fraction de seconde, et la température reste stable même si la pression varie. La plupart ont une butée de sécurité à 38 °C qu’il faut enfoncer pour aller au-delà, précieuse avec des enfants ou des personnes âgées.',
        '## Économies d’eau et d’énergie',
        'Avec un mitigeur mécanique, on laisse couler beaucoup d’eau le temps de trouver la bonne température, et il faut recommencer à chaque réouverture. Le thermostatique mémorise le réglage : l’eau est tout de suite à la bonne température. Avec une douchette économe ou un limiteur de débit, on passe d’environ 12 à 8 litres par minute sans perte de confort. Certaines aides locales à la rénovation encouragent d’ailleurs ces équipements hydro-économes.',
        '## Compatibilité avec votre installation',
        list(
          'Chaudière gaz, chauffe-eau électrique ou pompe à chaleur : les deux fonctionnent. Avec un chauffe-eau instantané ancien à faible débit, vérifiez que le thermostatique accepte la basse pression.',
          'Entraxe : en France, l’entraxe standard des raccords muraux est de 15 cm, avec des raccords excentrés pour rattraper les petits écarts.',
          'Encastré ou apparent : l’encastré est plus épuré, mais il demande des travaux et un corps d’encastrement accessible pour l’entretien.',
        ),
        '## Notre conseil',
        'Si la douche sert à toute la famille ou s’il y a des enfants, le thermostatique rentabilise vite son prix en confort et en sécurité. Pour une salle d’eau d’appoint ou un logement en location, un bon mitigeur mécanique à cartouche céramique suffit largement. Dans les deux cas, nettoyez une fois par an les filtres des raccords pour que le calcaire ne réduise pas le débit.',
      ),
      faqs: [
        {
          question: 'Un thermostatique fonctionne-t-il avec une chaudière gaz ?',
          answer:
            'Oui. Vérifiez simplement que la chaudière fournit un débit suffisant ; c’est le cas de la plupart des modèles récents.',
        },
        {
          question: 'À quoi sert la butée à 38 °C ?',
          answer:
            'Elle évite les brûlures : la manette s’arrête à 38 °C et il faut appuyer sur un bouton pour monter plus haut.',
        },
        {
          question: 'Peut-on remplacer un mitigeur mécanique par un thermostatique sans travaux ?',
          answer:
            'Pour un modèle apparent, oui : il se monte sur les mêmes raccords muraux, généralement à 15 cm d’entraxe.',
        },
      ],
    },
  },
];
