import type { PostDefinition } from '../blog.ts';
import { blocks, list } from './blocks.ts';

/** Care and renovation: limescale and accessible bathrooms. */
export const blogCarePosts: PostDefinition[] = [
  {
    key: 'limescale',
    category: 'care',
    daysAgo: 9,
    cover: {
      background: '#3a86a8',
      accent: '#ffffff',
      kind: 'shower-screen',
      art: { color: '#c9ced3', glass: 'clear', opening: 'fixed' },
    },
    es: {
      slug: 'como-limpiar-la-cal-de-la-mampara',
      title: 'Cómo limpiar la cal de la mampara y evitar que vuelva',
      excerpt:
        'Vinagre, rasqueta y un poco de constancia: el método que funciona para quitar la cal del cristal y de los perfiles sin estropear el tratamiento antical.',
      body: blocks(
        'En buena parte de España el agua es dura: tiene mucho calcio y magnesio disuelto, que al evaporarse deja esas manchas blancas en el cristal. Valencia, Murcia, Barcelona, Baleares o buena parte de Andalucía superan con facilidad los 300 mg/l de carbonato cálcico. La cal no daña el vidrio templado, pero si se acumula cuesta cada vez más quitarla.',
        '## El hábito que más ayuda: secar después de ducharte',
        'Pasar una rasqueta de goma por el cristal al terminar la ducha lleva menos de un minuto y evita la mayor parte de las manchas. Trabaja de arriba abajo y termina con las gotas del perfil inferior. Si además dejas la puerta abierta para ventilar, el cristal se secará antes.',
        '## Limpieza semanal',
        'Una vez por semana, pulveriza el cristal con agua y jabón neutro o con un limpiacristales sin amoniaco, deja actuar un minuto y retira con la rasqueta. Seca con un paño de microfibra. Con esto basta si mantienes el hábito diario.',
        '## Cuando la cal ya está incrustada',
        list(
          'Mezcla a partes iguales vinagre blanco de limpieza y agua tibia en un pulverizador.',
          'Aplica sobre el cristal y los perfiles y deja actuar de 10 a 15 minutos, sin que llegue a secarse.',
          'Frota con la cara suave de una esponja o con un paño de microfibra.',
          'Aclara con abundante agua y seca con la rasqueta.',
        ),
        'En las zonas más difíciles, como la parte baja de la puerta, puedes empapar papel de cocina con la mezcla y dejarlo pegado sobre la mancha durante media hora. Para los perfiles y los carriles, un cepillo de dientes viejo llega a todos los rincones.',
        '## Lo que no debes usar',
        'Evita estropajos verdes, polvos abrasivos, lejía pura y productos con ácido clorhídrico (el conocido agua fuerte). Rayan el cristal, se comen el tratamiento antical y pueden manchar los perfiles lacados o en negro mate. El vinagre es seguro en el vidrio, pero no lo dejes actuar horas sobre la silicona ni sobre perfiles de acabado dorado.',
        '## Juntas y silicona',
        'Si la silicona del perímetro se ennegrece, es moho, no cal. Un limpiador específico antimoho suele recuperarla; si no, conviene retirarla con un cúter y sellar de nuevo. Ventilar el baño a diario es la mejor prevención.',
        '## ¿Y un descalcificador?',
        'Si la cal te da guerra en toda la casa, un descalcificador de agua protege también la grifería, el termo y los electrodomésticos. En la mampara, lo notarás al momento: menos manchas y limpiezas mucho más rápidas.',
      ),
      faqs: [
        {
          question: '¿El vinagre estropea la mampara?',
          answer:
            'No daña el vidrio templado ni el tratamiento antical. Solo evita dejarlo actuar horas sobre la silicona o sobre perfiles dorados o lacados.',
        },
        {
          question: '¿Cada cuánto hay que limpiar la mampara?',
          answer:
            'Un secado con rasqueta tras cada ducha y una limpieza con jabón neutro a la semana mantienen el cristal sin cal.',
        },
        {
          question: '¿Por qué sale moho negro en la silicona?',
          answer:
            'Por la humedad sin ventilar. Límpiala con un antimoho y, si no recupera el color, sustitúyela por silicona sanitaria nueva.',
        },
      ],
    },
    fr: {
      slug: 'enlever-le-calcaire-de-sa-paroi-de-douche',
      title: 'Enlever le calcaire de sa paroi de douche et l’empêcher de revenir',
      excerpt:
        'Vinaigre, raclette et un peu de régularité : la méthode qui marche pour détartrer le verre et les profilés sans abîmer le traitement anticalcaire.',
      body: blocks(
        'Dans une grande partie de la France, l’eau est dure : chargée en calcium et en magnésium, elle laisse en s’évaporant des traces blanches sur le verre. L’Île-de-France, le Nord, la Champagne, la vallée du Rhône ou la Provence dépassent souvent 25 °f (degrés français de dureté). Le calcaire n’abîme pas le verre trempé, mais plus il s’accumule, plus il est difficile à retirer.',
        '## Le bon réflexe : la raclette après la douche',
        'Passer une raclette sur le verre en sortant de la douche prend moins d’une minute et évite l’essentiel des traces. Travaillez de haut en bas et finissez par les gouttes du profilé inférieur. Laissez la porte ouverte pour aérer : le verre sèche plus vite.',
        '## L’entretien hebdomadaire',
        'Une fois par semaine, vaporisez de l’eau additionnée de savon neutre ou un nettoyant vitres sans ammoniaque, laissez agir une minute et raclez. Essuyez avec une microfibre. C’est suffisant si vous gardez le réflexe quotidien.',
        '## Quand le calcaire est incrusté',
        list(
          'Mélangez à parts égales vinaigre blanc ménager et eau tiède dans un vaporisateur.',
          'Appliquez sur le verre et les profilés et laissez agir 10 à 15 minutes, sans laisser sécher.',
          'Frottez avec le côté doux d’une éponge ou une microfibre.',
          'Rincez abondamment et passez la raclette.',
        ),
        'Pour les zones rebelles, comme le bas de la porte, imbibez du papier absorbant du mélange et laissez-le collé sur la tache une demi-heure. Pour les profilés et les rails, une vieille brosse à dents atteint tous les recoins.',
        '## Ce qu’il faut éviter',
        'Bannissez les éponges grattantes, les poudres à récurer, l’eau de Javel pure et l’acide chlorhydrique. Ils rayent le verre, attaquent le traitement anticalcaire et peuvent tacher les profilés laqués ou noir mat. Le vinaigre est sans danger pour le verre, mais ne le laissez pas agir des heures sur le silicone ni sur des profilés dorés.',
        '## Joints et silicone',
        'Si le joint silicone noircit, c’est de la moisissure, pas du calcaire. Un nettoyant anti-moisissure le récupère souvent ; sinon, retirez-le au cutter et refaites le joint. Aérer chaque jour reste la meilleure prévention.',
        '## Et un adoucisseur ?',
        'Si le calcaire vous gêne dans toute la maison, un adoucisseur protège aussi la robinetterie, le chauffe-eau et l’électroménager. Sur la paroi, l’effet est immédiat : moins de traces et un entretien bien plus rapide.',
        'Pour connaître la dureté de votre eau, consultez la dernière analyse publiée par votre mairie ou votre distributeur d’eau : elle figure aussi sur la facture annuelle. Au-delà de 30 °f, l’eau est considérée comme très dure et un adoucisseur devient vraiment rentable.',
      ),
      faqs: [
        {
          question: 'Le vinaigre abîme-t-il la paroi ?',
          answer:
            'Non, ni le verre trempé ni le traitement anticalcaire. Évitez seulement de le laisser agir des heures sur le silicone ou sur des profilés dorés ou laqués.',
        },
        {
          question: 'À quelle fréquence nettoyer sa paroi ?',
          answer:
            'Un coup de raclette après chaque douche et un nettoyage au savon neutre chaque semaine suffisent à garder le verre net.',
        },
        {
          question: 'Pourquoi le joint silicone devient-il noir ?',
          answer:
            'À cause de l’humidité mal ventilée. Traitez-le avec un anti-moisissure et, s’il ne blanchit pas, remplacez-le par un silicone sanitaire neuf.',
        },
      ],
    },
  },
  {
    key: 'accessible-bathroom',
    category: 'care',
    daysAgo: 26,
    cover: {
      background: '#6d597a',
      accent: '#f6e7cb',
      kind: 'shower-tray',
      art: { color: '#e9e6e1' },
    },
    es: {
      slug: 'bano-accesible-ducha-sin-barreras',
      title: 'Baño accesible: cómo diseñar una ducha sin barreras',
      excerpt:
        'Plato a ras de suelo, mampara abatible, asideros y grifo termostático: las claves para un baño cómodo y seguro para mayores y personas con movilidad reducida.',
      body: blocks(
        'Un baño accesible no es solo cosa de hospitales. Pensarlo bien hace la ducha más cómoda para toda la familia y permite que las personas mayores sigan siendo autónomas en casa durante más tiempo. Estas son las decisiones que más pesan.',
        '## Plato de ducha a ras de suelo',
        'La barrera número uno es el escalón. Un plato extraplano instalado enrasado con el suelo elimina el riesgo de tropezar y permite entrar con andador o silla de ruedas. Si el desagüe no permite enrasarlo, elige el plato más bajo posible, de 3 cm, y evita los platos con reborde. La superficie debe ser antideslizante de clase 3 en toda su extensión.',
        '## Espacio suficiente',
        'Para una persona que usa silla de ruedas, la referencia es poder inscribir un círculo de 150 cm de diámetro libre de obstáculos en el baño, como recoge la normativa de accesibilidad del Código Técnico. En la ducha, un plato de al menos 120 × 80 cm permite ducharse sentado con ayuda. Si el espacio es justo, un plato de 100 × 80 cm con asiento abatible ya supone una gran mejora.',
        '## La mampara adecuada',
        list(
          'Puertas abatibles que abran hacia fuera o panel fijo abierto tipo walk-in: nunca una puerta que pueda bloquearse si alguien cae dentro.',
          'Paso libre de 80 cm o más.',
          'Sin perfil inferior o con un perfil muy bajo y redondeado.',
          'Mamparas plegables o de media altura si un cuidador ayuda en la ducha: permiten asistir sin mojarse.',
        ),
        '## Asideros, asiento y grifería',
        'Coloca una barra de apoyo horizontal a unos 75 cm del suelo y otra vertical junto a la entrada. Deben fijarse a la pared con tacos adecuados para soportar el peso de una persona. Un asiento abatible de pared, a unos 45 a 50 cm de altura, permite ducharse sentado. El grifo termostático con tope a 38 °C evita quemaduras, y una ducha de mano con barra deslizante permite ajustar la altura.',
        '## Detalles que marcan la diferencia',
        'Buena iluminación sin deslumbrar, un interruptor fácil de localizar, contraste de color entre suelo, paredes y asideros para personas con baja visión, y una estantería a la altura de la mano para no tener que agacharse.',
        '## Ayudas',
        'Muchas comunidades autónomas y ayuntamientos convocan ayudas para adaptar la vivienda de personas mayores o con discapacidad, y los planes de rehabilitación de vivienda también suelen incluir la accesibilidad. Consulta las convocatorias vigentes en tu comunidad antes de empezar la obra.',
      ),
      faqs: [
        {
          question: '¿Qué plato de ducha es mejor para una persona mayor?',
          answer:
            'Uno extraplano instalado a ras de suelo, con superficie antideslizante de clase 3 y de al menos 100 × 80 cm.',
        },
        {
          question: '¿A qué altura se ponen los asideros de la ducha?',
          answer:
            'La barra horizontal, a unos 75 cm del suelo; la vertical, junto a la entrada, a la altura de la mano de quien la usa.',
        },
        {
          question: '¿Qué mampara elegir para un baño accesible?',
          answer:
            'Una con puertas que abran hacia fuera o un panel fijo abierto, con paso libre de al menos 80 cm y sin perfil inferior alto.',
        },
        {
          question: '¿Hay ayudas para adaptar el baño?',
          answer:
            'Sí, muchas comunidades autónomas y ayuntamientos las ofrecen para mayores y personas con discapacidad. Consulta las convocatorias de tu comunidad.',
        },
      ],
    },
    fr: {
      slug: 'salle-de-bain-accessible-douche-plain-pied',
      title: 'Salle de bain accessible : concevoir une douche de plain-pied',
      excerpt:
        'Receveur extra-plat, paroi pivotante, barres d’appui et thermostatique : les clés d’une salle de bain sûre et confortable pour les seniors et les personnes à mobilité réduite.',
      body: blocks(
        'Une salle de bain accessible n’a rien d’hospitalier. Bien pensée, elle rend la douche plus confortable pour toute la famille et permet aux personnes âgées de rester autonomes chez elles plus longtemps. Voici les choix qui comptent le plus.',
        '## Une douche de plain-pied',
        'Le premier obstacle, c’est la marche. Un receveur extra-plat posé à fleur de sol supprime le risque de trébucher et permet d’entrer avec un déambulateur ou un fauteuil roulant. Si l’évacuation ne le permet pas, choisissez le receveur le plus bas possible, 3 cm, sans rebord. Toute la surface doit être antidérapante.',
        '## Assez d’espace',
        'Pour une personne en fauteuil, la référence de la réglementation accessibilité est une aire de rotation de 150 cm de diamètre libre dans la pièce. Dans la douche, un receveur d’au moins 120 × 90 cm permet de se doucher assis avec l’aide d’un proche. Si la place manque, un 100 × 80 cm avec siège rabattable est déjà un vrai progrès.',
        '## La bonne paroi',
        list(
          'Portes pivotantes ouvrant vers l’extérieur ou panneau fixe ouvert type douche à l’italienne : jamais une porte qui pourrait être bloquée par une personne tombée à l’intérieur.',
          'Passage libre de 80 cm ou plus.',
          'Pas de seuil, ou un profilé très bas et arrondi.',
          'Paroi pliante ou mi-hauteur si un aidant accompagne la toilette : il peut aider sans être arrosé.',
        ),
        '## Barres d’appui, siège et robinetterie',
        'Fixez une barre d’appui horizontale à environ 75 cm du sol et une barre verticale près de l’entrée, avec des chevilles adaptées au poids d’une personne. Un siège de douche rabattable, à 45 à 50 cm de hauteur, permet de se laver assis. Un mitigeur thermostatique avec butée à 38 °C évite les brûlures, et une douchette sur barre coulissante se règle à la bonne hauteur.',
        '## Les détails qui changent tout',
        'Un éclairage sans éblouissement, un interrupteur facile à trouver, des contrastes de couleur entre sol, murs et barres pour les personnes malvoyantes, et une tablette à hauteur de main pour ne pas avoir à se baisser.',
        '## Les aides',
        'Depuis 2024, MaPrimeAdapt’ finance une partie des travaux d’adaptation du logement pour les personnes de 70 ans et plus, ou de 60 à 69 ans en perte d’autonomie, sous conditions de ressources. Un crédit d’impôt et des aides des caisses de retraite ou du département peuvent aussi exister : renseignez-vous auprès de France Rénov’ avant de signer un devis.',
      ),
      faqs: [
        {
          question: 'Quel receveur choisir pour une personne âgée ?',
          answer:
            'Un receveur extra-plat posé à fleur de sol, antidérapant, d’au moins 100 × 80 cm.',
        },
        {
          question: 'À quelle hauteur poser les barres d’appui ?',
          answer:
            'La barre horizontale vers 75 cm du sol ; la verticale près de l’entrée, à hauteur de main de la personne qui l’utilise.',
        },
        {
          question: 'Quelle paroi pour une salle de bain accessible ?',
          answer:
            'Des portes ouvrant vers l’extérieur ou un panneau fixe ouvert, avec un passage d’au moins 80 cm et sans seuil haut.',
        },
        {
          question: 'Qu’est-ce que MaPrimeAdapt’ ?',
          answer:
            'Une aide de l’État pour adapter le logement au vieillissement ou au handicap, sous conditions d’âge et de ressources. France Rénov’ vous accompagne dans la demande.',
        },
      ],
    },
  },
];
