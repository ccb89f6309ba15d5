import type { PostDefinition } from '../blog.ts';
import { blocks, list } from './blocks.ts';

/** Measuring and installing: the screen's recess, replacing a bath, fitting a screen. */
export const blogInstallationPosts: PostDefinition[] = [
  {
    key: 'measuring',
    category: 'installation',
    daysAgo: 3,
    cover: {
      background: '#136f63',
      accent: '#d8f3dc',
      kind: 'shower-screen',
      art: { color: '#2b2b2b', glass: 'clear', opening: 'corner' },
    },
    es: {
      slug: 'como-medir-el-hueco-de-tu-mampara',
      title: 'Cómo medir el hueco de tu mampara sin equivocarte',
      excerpt:
        'Un metro, un nivel y cinco minutos: dónde medir el ancho y el alto, cómo detectar paredes fuera de plomo y cuándo pedir la mampara a medida.',
      body: blocks(
        'La mayoría de las devoluciones de mamparas se deben a una medida mal tomada. La buena noticia es que medir bien es sencillo si sigues un orden. Necesitas un metro rígido, un nivel de burbuja y papel para apuntar. Mide siempre en milímetros: evitarás confusiones.',
        '## 1. El ancho, en tres alturas',
        'Mide el ancho del hueco de pared a pared a ras del plato o del borde de la bañera, a media altura y a unos 190 cm. Apunta las tres medidas. Las paredes de los baños rara vez son perfectamente paralelas, y esa diferencia es justo lo que decide si una mampara estándar encaja.',
        list(
          'Si las tres medidas difieren menos de 1 cm, una mampara estándar con perfiles de ajuste te sirve: los perfiles absorben esa diferencia.',
          'Si difieren entre 1 y 2 cm, busca un modelo con mayor margen de ajuste o añade un perfil compensador.',
          'Si difieren más de 2 cm, pide la mampara a medida o corrige la pared antes de instalar.',
        ),
        '## 2. El plomo de las paredes',
        'Apoya el nivel en vertical contra cada pared donde irá un perfil. Si la burbuja no queda centrada, mide cuántos milímetros se separa la pared de la vertical en la parte alta: es el dato que nos pedirá el configurador de mamparas a medida.',
        '## 3. La altura libre',
        'La altura estándar de una mampara ronda los 190 a 200 cm desde el plato. Comprueba que no hay nada que la impida: una ventana, un falso techo bajo, un toallero o el propio grifo. En mamparas de bañera, mide desde el borde de la bañera y ten en cuenta el saliente del grifo para que la hoja pueda girar.',
        '## 4. Mamparas angulares y semicirculares',
        'En una ducha de esquina mide los dos lados por separado, siempre desde la pared hasta el borde exterior del plato. En platos semicirculares o curvos, la medida que cuenta es la del propio plato (por ejemplo, 80 × 80 o 90 × 90 cm) y el radio de la curva, que viene en la ficha técnica.',
        '## 5. Apunta y revisa',
        'Antes de pedir, compara tus medidas con la ficha técnica de la mampara, que indica el rango de ajuste (por ejemplo, de 117 a 121 cm). Tu medida más pequeña debe quedar dentro de ese rango. Recuerda que las mamparas fabricadas a medida no se pueden devolver, así que merece la pena repetir la medición. Si tienes dudas, en nuestra [guía de medición](/medicion-instalacion-mamparas) tienes un esquema para cada tipo de mampara, y también puedes enviarnos una foto con tus medidas.',
      ),
      faqs: [
        {
          question: '¿Qué medida uso si el ancho cambia según la altura?',
          answer:
            'La más pequeña, siempre que la diferencia sea menor que el margen de ajuste de la mampara. Si supera 2 cm, mejor a medida.',
        },
        {
          question: '¿Mido con o sin azulejo?',
          answer:
            'Con el baño terminado: azulejo colocado y plato o bañera instalados. Cualquier cambio posterior altera la medida.',
        },
        {
          question: '¿Puedo devolver una mampara a medida si me equivoqué al medir?',
          answer:
            'No: se fabrica para tu hueco y no puede venderse a nadie más. Las mamparas estándar sí pueden devolverse en el plazo de devolución.',
        },
        {
          question: '¿Qué altura de mampara necesito?',
          answer:
            'Lo habitual son 190 a 200 cm desde el plato. Si la alcachofa queda por encima, elige la más alta para evitar salpicaduras.',
        },
      ],
    },
    fr: {
      slug: 'comment-mesurer-sa-paroi-de-douche',
      title: 'Comment mesurer l’emplacement de sa paroi de douche sans se tromper',
      excerpt:
        'Un mètre, un niveau et cinq minutes : où prendre la largeur et la hauteur, comment repérer un mur hors d’aplomb et quand commander sur mesure.',
      body: blocks(
        'La plupart des retours de parois de douche viennent d’une mesure mal prise. Bonne nouvelle : bien mesurer est simple si l’on procède dans l’ordre. Munissez-vous d’un mètre rigide, d’un niveau à bulle et de quoi noter. Mesurez toujours en millimètres pour éviter les erreurs.',
        '## 1. La largeur, à trois hauteurs',
        'Mesurez la largeur de mur à mur au ras du receveur ou du bord de la baignoire, à mi-hauteur et vers 190 cm. Notez les trois valeurs. Les murs d’une salle de bain sont rarement parfaitement parallèles, et c’est cet écart qui détermine si une paroi standard convient.',
        list(
          'Écart inférieur à 1 cm : une paroi standard avec profilés de réglage convient, ils absorbent la différence.',
          'Écart entre 1 et 2 cm : choisissez un modèle à plus grande plage de réglage ou ajoutez un profilé de compensation.',
          'Écart supérieur à 2 cm : commandez une paroi sur mesure ou reprenez le mur avant la pose.',
        ),
        '## 2. L’aplomb des murs',
        'Placez le niveau à la verticale contre chaque mur qui recevra un profilé. Si la bulle n’est pas centrée, mesurez de combien de millimètres le mur s’écarte de la verticale en haut : c’est la valeur que demande notre configurateur de parois sur mesure.',
        '## 3. La hauteur disponible',
        'Une paroi standard mesure de 190 à 200 cm au-dessus du receveur. Vérifiez que rien ne gêne : fenêtre, faux plafond bas, sèche-serviettes ou robinetterie. Pour un pare-baignoire, mesurez depuis le bord de la baignoire et tenez compte de la saillie du mitigeur pour que le volet puisse pivoter.',
        '## 4. Parois d’angle et quart de rond',
        'Pour une douche d’angle, mesurez chaque côté séparément, du mur jusqu’au bord extérieur du receveur. Pour un receveur quart de rond, c’est la dimension du receveur qui compte (par exemple 80 × 80 ou 90 × 90 cm) ainsi que le rayon de la courbe, indiqué dans sa fiche technique.',
        '## 5. Notez et vérifiez',
        'Avant de commander, comparez vos mesures à la plage de réglage indiquée dans la fiche technique (par exemple de 117 à 121 cm). Votre plus petite mesure doit se trouver dans cette plage. Les parois fabriquées sur mesure ne peuvent pas être retournées : cela vaut la peine de mesurer une seconde fois. En cas de doute, notre [guide de mesure](/medicion-instalacion-mamparas) propose un schéma pour chaque type de paroi, et vous pouvez aussi nous envoyer une photo avec vos cotes.',
      ),
      faqs: [
        {
          question: 'Quelle largeur retenir si elle varie selon la hauteur ?',
          answer:
            'La plus petite, à condition que l’écart reste dans la plage de réglage de la paroi. Au-delà de 2 cm, mieux vaut le sur-mesure.',
        },
        {
          question: 'Faut-il mesurer avant ou après la pose du carrelage ?',
          answer:
            'Après : carrelage posé et receveur ou baignoire installés. Tout changement ultérieur fausse la mesure.',
        },
        {
          question: 'Puis-je retourner une paroi sur mesure si je me suis trompé ?',
          answer:
            'Non : elle est fabriquée pour votre emplacement et ne peut être revendue. Les parois standard, elles, peuvent être retournées dans le délai de rétractation.',
        },
        {
          question: 'Quelle hauteur de paroi choisir ?',
          answer:
            'En général 190 à 200 cm au-dessus du receveur. Si la douche de tête est plus haute, prenez la paroi la plus haute pour éviter les éclaboussures.',
        },
      ],
    },
  },
  {
    key: 'bath-to-shower',
    category: 'installation',
    daysAgo: 14,
    cover: {
      background: '#5c6b73',
      accent: '#f4f1de',
      kind: 'bath-screen',
      art: { color: '#c9ced3', glass: 'clear', opening: 'bath' },
    },
    es: {
      slug: 'cambiar-banera-por-plato-de-ducha',
      title: 'Cambiar la bañera por un plato de ducha: pasos, plazos y costes',
      excerpt:
        'Qué obra implica sustituir la bañera por una ducha, cuánto se tarda, qué permisos hacen falta y cómo evitar sorpresas con el desagüe y los azulejos.',
      body: blocks(
        'Sustituir la bañera por un plato de ducha gana espacio, facilita la entrada y ahorra agua. Es una obra pequeña que un profesional resuelve en uno o dos días, pero conviene planificarla para no llevarse sorpresas.',
        '## Antes de empezar',
        list(
          'Mide el hueco de la bañera de pared a pared y la altura del desagüe actual.',
          'Comprueba si tienes azulejos de repuesto: al retirar la bañera queda una franja de pared y suelo sin revestir.',
          'Consulta a tu ayuntamiento: en la mayoría de municipios basta con una comunicación previa o declaración responsable de obra menor, pero los requisitos cambian de uno a otro.',
          'Si vives en un piso, avisa a la comunidad y revisa el horario permitido para obras.',
        ),
        '## El proceso, paso a paso',
        'Primero se corta el agua y se desmonta la grifería. Después se retira la bañera; las de acero salen enteras, las de hierro fundido a veces hay que romperlas. Con el hueco libre, se adapta el desagüe al del plato nuevo y se nivela la base con mortero o con un recrecido. El plato se asienta sobre esa base, se comprueba el nivel con la pendiente hacia el desagüe y se sella el perímetro con silicona sanitaria. Por último se remata la franja de azulejo o se coloca un panel decorativo, se instala la grifería y, cuando la silicona ha curado, la mampara.',
        '## ¿Cuánto se tarda?',
        'La obra en sí suele llevar de uno a dos días. Hay que sumar las 24 horas de curado de la silicona antes de usar la ducha y, si se alicata, el tiempo de secado del adhesivo. Si pides el plato y la mampara a medida, cuenta con dos o tres semanas de fabricación: lo ideal es encargarlos antes de empezar para no tener el baño parado.',
        '## Costes orientativos',
        'El coste depende sobre todo del estado del desagüe y de si hay que alicatar. Un plato de resina a medida, una mampara de calidad media y la mano de obra de un instalador forman la base del presupuesto. En España, nuestro servicio de instalación permite reservar la visita del instalador al hacer el pedido: solo pagas online una reserva y el resto se abona directamente al instalador.',
        '## Errores que conviene evitar',
        list(
          'Colocar el plato sin comprobar la pendiente del desagüe: el agua se acumulará en una esquina.',
          'Sellar la mampara antes de que cure la silicona del plato.',
          'Elegir un plato sin clase antideslizante adecuada para una ducha de uso diario.',
        ),
      ),
      faqs: [
        {
          question: '¿Necesito licencia para cambiar la bañera por un plato de ducha?',
          answer:
            'Normalmente basta con una comunicación previa o declaración responsable de obra menor, pero depende de tu ayuntamiento: consúltalo antes de empezar.',
        },
        {
          question: '¿Se puede hacer sin quitar los azulejos?',
          answer:
            'Sí. La franja que deja la bañera se cubre con azulejos de repuesto, con un panel de resina o con un plato que ocupe todo el hueco.',
        },
        {
          question: '¿Cuándo puedo usar la ducha después de la obra?',
          answer: 'Cuando la silicona haya curado, normalmente a las 24 horas.',
        },
        {
          question: '¿Instaláis vosotros el plato y la mampara?',
          answer:
            'En la mayoría de provincias de la península sí: al configurar el producto puedes añadir el servicio de instalación y pagar solo la reserva online.',
        },
      ],
    },
    fr: {
      slug: 'remplacer-baignoire-par-douche',
      title: 'Remplacer sa baignoire par une douche : étapes, délais et budget',
      excerpt:
        'Ce qu’implique le remplacement d’une baignoire par une douche, combien de temps cela prend, quelles démarches prévoir et comment éviter les mauvaises surprises.',
      body: blocks(
        'Remplacer la baignoire par une douche libère de la place, facilite l’accès et réduit la consommation d’eau. C’est un petit chantier qu’un professionnel réalise en un ou deux jours, mais qu’il vaut mieux préparer.',
        '## Avant de commencer',
        list(
          'Mesurez l’emplacement de la baignoire de mur à mur et la hauteur de l’évacuation existante.',
          'Vérifiez s’il vous reste du carrelage : une fois la baignoire retirée, une bande de mur et de sol reste nue.',
          'En copropriété, consultez le règlement et prévenez le syndic : des horaires de travaux peuvent s’appliquer.',
          'Si la douche vise le maintien à domicile d’une personne âgée, renseignez-vous sur MaPrimeAdapt’ avant de signer un devis.',
        ),
        '## Le chantier, pas à pas',
        'On coupe l’eau et on démonte la robinetterie, puis on retire la baignoire ; l’acier se sort d’un bloc, la fonte doit parfois être cassée. On adapte ensuite l’évacuation à la bonde du nouveau receveur et on met la base de niveau avec un mortier ou une rehausse. Le receveur est posé, sa pente vers la bonde contrôlée, puis son pourtour est jointé au silicone sanitaire. Reste à reprendre la bande de carrelage ou à poser un panneau mural, à remonter la robinetterie et, une fois le silicone sec, à installer la paroi.',
        '## Combien de temps ?',
        'Le chantier lui-même prend un à deux jours. Ajoutez 24 heures de séchage du silicone avant la première douche et, en cas de carrelage, le temps de séchage de la colle. Si le receveur et la paroi sont fabriqués sur mesure, comptez deux à trois semaines de fabrication : commandez-les avant de démarrer pour ne pas rester sans salle de bain.',
        '## Budget indicatif',
        'Le coût dépend surtout de l’état de l’évacuation et de la reprise du carrelage. Un receveur en résine sur mesure, une paroi de gamme moyenne et la main-d’œuvre d’un artisan constituent l’essentiel du devis. Demandez plusieurs devis détaillés et vérifiez l’assurance décennale de l’artisan.',
        '## Les erreurs à éviter',
        list(
          'Poser le receveur sans vérifier la pente de l’évacuation : l’eau stagnera dans un coin.',
          'Fixer la paroi avant que le silicone du receveur soit sec.',
          'Choisir un receveur insuffisamment antidérapant pour une douche quotidienne.',
        ),
        '## Quel receveur et quelle paroi choisir ?',
        'Pour occuper tout l’emplacement de la baignoire, un receveur en résine recoupé sur mesure évite les raccords disgracieux. Côté paroi, un panneau fixe de type douche à l’italienne convient si la douche fait au moins 120 cm de long ; en dessous, préférez une porte coulissante ou pivotante pour contenir les éclaboussures. Commandez les deux ensemble pour que les cotes correspondent.',
      ),
      faqs: [
        {
          question: 'Faut-il une autorisation pour remplacer une baignoire par une douche ?',
          answer:
            'Non, ce sont des travaux intérieurs. En copropriété, respectez le règlement et les horaires de travaux, surtout si l’évacuation commune est touchée.',
        },
        {
          question: 'Peut-on éviter de refaire le carrelage ?',
          answer:
            'Oui : la bande laissée par la baignoire se couvre avec du carrelage de réserve, un panneau mural ou un receveur qui occupe tout l’emplacement.',
        },
        {
          question: 'Quand peut-on utiliser la douche après les travaux ?',
          answer: 'Une fois le silicone sec, en général au bout de 24 heures.',
        },
        {
          question: 'Existe-t-il une aide pour adapter la salle de bain d’un senior ?',
          answer:
            'Oui, MaPrimeAdapt’ finance une partie des travaux d’adaptation pour les personnes âgées ou en situation de handicap, sous conditions de ressources.',
        },
      ],
    },
  },
  {
    key: 'installing-a-screen',
    category: 'installation',
    daysAgo: 41,
    cover: {
      background: '#264653',
      accent: '#e9c46a',
      kind: 'shower-screen',
      art: { color: '#c9ced3', glass: 'frosted', opening: 'hinged' },
    },
    es: {
      slug: 'instalar-una-mampara-de-ducha-paso-a-paso',
      title: 'Instalar una mampara de ducha paso a paso',
      excerpt:
        'Herramientas, orden de montaje, sellado con silicona y los errores más comunes al instalar una mampara por tu cuenta.',
      body: blocks(
        'Instalar una mampara es un trabajo al alcance de cualquiera con algo de maña, dos manos más para sujetar los cristales y una tarde libre. Si prefieres no hacerlo tú, en la península puedes añadir nuestro servicio de instalación al comprar.',
        '## Herramientas',
        list(
          'Taladro con broca de cerámica o de widia del diámetro de los tacos.',
          'Nivel de burbuja, metro y lápiz.',
          'Destornillador y llaves Allen (suelen venir con la mampara).',
          'Silicona sanitaria transparente o del color del perfil, y pistola.',
          'Cinta de carrocero para marcar los taladros sin que resbale la broca.',
        ),
        '## Paso 1: revisa el contenido',
        'Desembala todo sobre una manta o cartón, nunca apoyando los cristales de canto sobre el suelo duro. Comprueba las piezas con el manual y revisa que no haya daños: recuerda que los daños del transporte deben comunicarse en las 24 horas siguientes a la entrega.',
        '## Paso 2: marca y taladra los perfiles de pared',
        'Coloca el perfil de pared sobre el plato, a plomo con el nivel, y marca los taladros. Pon cinta de carrocero sobre el azulejo antes de taladrar y empieza sin percutor. Limpia el polvo, mete los tacos y atornilla el perfil. Si debajo pasan tuberías, evita taladrar en la vertical del grifo.',
        '## Paso 3: monta los cristales',
        'Con ayuda, encaja las hojas fijas en los perfiles y después las móviles en sus guías o bisagras. No aprietes del todo hasta comprobar que las puertas cierran sin rozar y que los imanes coinciden. Ajusta el recorrido de los perfiles para absorber el desplome de la pared.',
        '## Paso 4: sella',
        'Sella solo por fuera: la unión del perfil con la pared y con el plato. No selles por dentro, porque el agua que entra en el perfil necesita salir hacia el plato por sus orificios de drenaje. Alisa el cordón con el dedo mojado en agua con jabón y retira la cinta.',
        '## Paso 5: espera antes de ducharte',
        'Deja curar la silicona 24 horas. Después coloca las juntas de goma y los burletes inferiores, que ajustan el cierre y evitan que el agua salga del plato.',
        '## Paso 6: revisa el ajuste al cabo de unas semanas',
        'Con el uso, los tornillos de las bisagras y los rodamientos de las correderas pueden asentarse. Al mes de la instalación, comprueba que las puertas siguen cerrando sin rozar y reaprieta con suavidad si hace falta. Limpia los carriles de vez en cuando para que las ruedas no arrastren cal.',
        '## Errores frecuentes',
        list(
          'Sellar por dentro y provocar que el agua rebose por fuera del perfil.',
          'No comprobar el plomo y acabar con puertas que se abren solas.',
          'Apretar en exceso los tornillos de las bisagras sobre el cristal.',
        ),
      ),
      faqs: [
        {
          question: '¿Por qué no se sella la mampara por dentro?',
          answer:
            'Porque el perfil tiene orificios de drenaje hacia el plato; si sellas por dentro, el agua que entra queda atrapada y acaba saliendo por fuera.',
        },
        {
          question: '¿Cuánto tarda en secar la silicona?',
          answer: 'Unas 24 horas para poder ducharse con normalidad.',
        },
        {
          question: '¿Qué hago si el cristal llega dañado?',
          answer:
            'No lo instales y avísanos en las 24 horas siguientes a la entrega con fotos del embalaje y del daño: te enviaremos la pieza de repuesto.',
        },
      ],
    },
    fr: {
      slug: 'poser-une-paroi-de-douche-etape-par-etape',
      title: 'Poser une paroi de douche étape par étape',
      excerpt:
        'Outils, ordre de montage, joints silicone et erreurs fréquentes pour poser soi-même sa paroi de douche.',
      body: blocks(
        'Poser une paroi de douche est à la portée d’un bricoleur soigneux, avec une seconde paire de mains pour tenir les verres et un après-midi devant soi.',
        '## Les outils',
        list(
          'Perceuse avec foret carrelage ou carbure du diamètre des chevilles.',
          'Niveau à bulle, mètre et crayon.',
          'Tournevis et clés Allen (souvent fournies avec la paroi).',
          'Silicone sanitaire transparent ou assorti au profilé, et pistolet.',
          'Ruban de masquage pour marquer les perçages sans que le foret glisse.',
        ),
        '## Étape 1 : vérifiez le colis',
        'Déballez tout sur une couverture ou un carton, sans jamais poser un verre sur sa tranche à même le carrelage. Vérifiez les pièces avec la notice et l’absence de dommages : les dégâts dus au transport doivent être signalés dans les 24 heures suivant la livraison.',
        '## Étape 2 : tracez et percez les profilés muraux',
        'Posez le profilé mural sur le receveur, d’aplomb grâce au niveau, et marquez les perçages. Collez du ruban de masquage sur le carreau et commencez sans percussion. Dépoussiérez, insérez les chevilles et vissez le profilé. Attention aux canalisations : évitez de percer à la verticale de la robinetterie.',
        '## Étape 3 : montez les verres',
        'À deux, insérez les panneaux fixes dans les profilés, puis les portes dans leurs rails ou charnières. Ne serrez pas complètement avant d’avoir vérifié que les portes ferment sans frotter et que les aimants se rejoignent. Réglez la course des profilés pour rattraper le faux aplomb du mur.',
        '## Étape 4 : faites les joints',
        'Jointez uniquement à l’extérieur : entre le profilé et le mur, et entre le profilé et le receveur. Ne faites pas de joint à l’intérieur : l’eau qui entre dans le profilé doit pouvoir ressortir vers le receveur par les trous d’évacuation. Lissez le cordon au doigt mouillé d’eau savonneuse et retirez le ruban.',
        '## Étape 5 : patientez avant la douche',
        'Laissez le silicone sécher 24 heures. Posez ensuite les joints d’étanchéité et les bavettes du bas, qui assurent la fermeture et retiennent l’eau dans le receveur.',
        '## Étape 6 : contrôlez les réglages quelques semaines plus tard',
        'À l’usage, les vis des charnières et les roulements des portes coulissantes peuvent se tasser. Un mois après la pose, vérifiez que les portes ferment toujours sans frotter et resserrez délicatement si besoin. Nettoyez les rails de temps en temps pour que les roulettes n’entraînent pas de calcaire.',
        '## Les erreurs fréquentes',
        list(
          'Jointer à l’intérieur et faire déborder l’eau à l’extérieur du profilé.',
          'Négliger l’aplomb et se retrouver avec des portes qui s’ouvrent seules.',
          'Trop serrer les vis des charnières sur le verre.',
        ),
      ),
      faqs: [
        {
          question: 'Pourquoi ne pas faire de joint silicone à l’intérieur ?',
          answer:
            'Le profilé a des trous d’évacuation vers le receveur ; un joint intérieur piège l’eau, qui finit par ressortir à l’extérieur.',
        },
        {
          question: 'Combien de temps sèche le silicone ?',
          answer: 'Environ 24 heures avant de pouvoir se doucher normalement.',
        },
        {
          question: 'Que faire si un verre arrive endommagé ?',
          answer:
            'Ne le posez pas et prévenez-nous dans les 24 heures suivant la livraison, avec des photos de l’emballage et du dommage : nous envoyons la pièce de remplacement.',
        },
      ],
    },
  },
];
