import { blocks, list, type PageDefinition } from './page-text.ts';

/*
 * Who sells is written as {{seller.legal_name}}, {{seller.tax_id}} and {{seller.address}}: the
 * api fills them from the same operator settings (SELLER_*) the invoices print, so the legal
 * notice and the invoices cannot name two different sellers.
 *
 * The terms state the domain's rules (packages/domain: returns.ts, shipping.ts,
 * postal-code.ts): 30 days to return standard goods, made to measure never, 24 hours to
 * report transport damage, free shipping to the peninsula / mainland France, the Balearics
 * paid, no Canary Islands (Corsica and overseas France in the French edition).
 */
export const legalPages: PageDefinition[] = [
  {
    es: {
      slug: 'aviso-legal',
      title: 'Aviso legal',
      description:
        'Datos del titular de la tienda, condiciones de uso de la web y propiedad intelectual.',
      body: blocks(
        '## Titular del sitio web',
        'En cumplimiento de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), te informamos de que esta tienda pertenece a:',
        list(
          '**{{seller.legal_name}}**, CIF {{seller.tax_id}}',
          'Domicilio: {{seller.address}}',
          'Inscrita en el Registro Mercantil de Valencia, tomo 9.876, folio 54, hoja V-123456',
          'Correo electrónico: [hola@mamparas-shop.example](mailto:hola@mamparas-shop.example)',
          'Teléfono: [911 23 45 67](tel:+34911234567), de lunes a viernes de 9:00 a 18:00 (viernes hasta las 12:00)',
        ),
        '## Condiciones de uso',
        'El acceso a la web es gratuito y supone la aceptación de este aviso legal. Te comprometes a usarla de forma lícita, sin dañar su funcionamiento ni el de otros usuarios. Las compras se rigen además por nuestras [condiciones de venta](/cms/condiciones-de-venta).',
        '## Propiedad intelectual',
        'Los textos, fotografías, dibujos técnicos, logotipos y el diseño de la web son propiedad de {{seller.legal_name}} o de los fabricantes que nos autorizan a usarlos. No pueden reproducirse, distribuirse ni modificarse sin permiso escrito.',
        '## Responsabilidad',
        'Revisamos con cuidado la información de cada producto (medidas, acabados y plazos), pero puede contener errores puntuales. Si detectas alguno, escríbenos y lo corregiremos. No respondemos de los contenidos de webs de terceros enlazadas desde la nuestra.',
        '## Datos personales y cookies',
        'Cómo tratamos tus datos se explica en la [política de privacidad](/cms/politica-de-privacidad) y en [protección de datos](/cms/proteccion-de-datos); el uso de cookies, en la [política de cookies](/cms/politica-de-cookies).',
        '## Legislación aplicable',
        'Este aviso se rige por la ley española. Para cualquier controversia serán competentes los juzgados del domicilio del consumidor.',
      ),
    },
    fr: {
      slug: 'mentions-legales',
      title: 'Mentions légales',
      description:
        'Éditeur du site, hébergement, conditions d’utilisation et propriété intellectuelle.',
      body: blocks(
        '## Éditeur du site',
        list(
          '**{{seller.legal_name}}**, société à responsabilité limitée de droit espagnol, NIF {{seller.tax_id}}',
          'Siège social : {{seller.address}}',
          'Immatriculée au registre du commerce de Valence, volume 9876, folio 54, feuille V-123456',
          'Courriel : [bonjour@mamparas-shop.example](mailto:bonjour@mamparas-shop.example)',
          'Directeur de la publication : le gérant de {{seller.legal_name}}',
        ),
        '## Conditions d’utilisation',
        'L’accès au site est gratuit et vaut acceptation des présentes mentions. Vous vous engagez à l’utiliser de manière licite, sans nuire à son fonctionnement. Les achats sont régis par nos [conditions générales de vente](/cms/conditions-generales-de-vente).',
        '## Propriété intellectuelle',
        'Les textes, photographies, schémas techniques, logos et la charte graphique du site appartiennent à {{seller.legal_name}} ou aux fabricants qui en autorisent l’usage. Toute reproduction sans autorisation écrite est interdite.',
        '## Responsabilité',
        'Nous vérifions avec soin les informations de chaque produit (cotes, finitions, délais), mais une erreur ponctuelle reste possible : signalez-la-nous et nous la corrigerons. Nous ne sommes pas responsables du contenu des sites tiers vers lesquels nous renvoyons.',
        '## Données personnelles et cookies',
        'Le traitement de vos données est décrit dans la [politique de confidentialité](/cms/politique-de-confidentialite) et la page [protection des données](/cms/protection-des-donnees) ; les cookies, dans la [politique de cookies](/cms/politique-de-cookies).',
        '## Médiation',
        'En cas de litige, vous pouvez recourir gratuitement à un médiateur de la consommation ou à la plateforme européenne de règlement en ligne des litiges, après une réclamation écrite auprès de notre service client.',
      ),
    },
  },
  {
    es: {
      slug: 'condiciones-de-venta',
      title: 'Condiciones de venta',
      description:
        'Precios, envíos, plazos de entrega, devoluciones en 30 días y garantía de tu compra.',
      body: blocks(
        'Estas condiciones regulan las compras en la tienda online de {{seller.legal_name}} (CIF {{seller.tax_id}}). Al hacer un pedido confirmas que las has leído y aceptado.',
        '## Precios y pago',
        'Todos los precios incluyen el IVA. Puedes pagar con tarjeta, Bizum, PayPal, Klarna, a plazos con seQura o por transferencia bancaria; los pedidos por transferencia se preparan cuando recibimos el importe. Los profesionales registrados ven sus propias tarifas.',
        '## Envíos',
        list(
          '**Península**: envío gratuito.',
          '**Islas Baleares**: el envío tiene un coste adicional que verás en el carrito antes de pagar, al indicar tu código postal.',
          '**Islas Canarias**: por ahora no enviamos a Canarias (códigos postales 35 y 38).',
        ),
        '## Plazos de entrega',
        'Los productos de envío rápido se entregan en **3 a 5 días laborables**. Las mamparas y platos fabricados a medida tardan **2 o 3 semanas**. En cada producto verás la fecha de entrega prevista; contamos días laborables, de lunes a viernes.',
        '## Al recibir tu pedido',
        'Revisa los bultos delante del transportista y, si ves un golpe, anótalo en el albarán. Tienes **24 horas desde la entrega** para comunicarnos cualquier daño de transporte, con fotos del embalaje y del producto, desde tu área de cliente o escribiendo a [hola@mamparas-shop.example](mailto:hola@mamparas-shop.example). Pasado ese plazo la agencia no acepta la reclamación.',
        '## Devoluciones',
        'Tienes **30 días naturales desde la entrega** para devolver un producto estándar sin montar ni usar, en su embalaje original. Avísanos antes de enviarlo y te indicaremos cómo hacerlo; te devolvemos el importe por el mismo medio de pago en cuanto recibimos y revisamos el producto.',
        'Los **productos fabricados a medida no admiten devolución**, porque se hacen exclusivamente con las medidas que nos das. Revisa bien tus medidas con nuestra [guía de medición](/medicion-instalacion-mamparas) antes de comprar.',
        '## Garantía',
        'Todos los productos tienen la garantía legal de tres años frente a defectos de fabricación. La garantía no cubre los daños por un montaje incorrecto ni la cal o el desgaste por el uso.',
        '## Cancelaciones',
        'Puedes cancelar un pedido estándar mientras no haya salido del almacén. Un pedido a medida solo puede cancelarse antes de que empiece su fabricación, normalmente el mismo día de la compra.',
        '## Atención al cliente',
        'Consulta el [estado de tu pedido](/estado-pedido) o visita el [centro de ayuda](/ayuda). Te atendemos en el 911 23 45 67 de lunes a viernes de 9:00 a 18:00 (viernes hasta las 12:00).',
      ),
    },
    fr: {
      slug: 'conditions-generales-de-vente',
      title: 'Conditions générales de vente',
      description: 'Prix, livraison, délais, retours sous 30 jours et garantie de vos achats.',
      body: blocks(
        'Les présentes conditions régissent les achats sur la boutique en ligne de {{seller.legal_name}} (NIF {{seller.tax_id}}). En passant commande, vous confirmez les avoir lues et acceptées.',
        '## Prix et paiement',
        'Tous les prix sont TTC. Vous pouvez payer par carte bancaire, PayPal, Klarna ou virement ; les commandes par virement sont préparées dès réception du montant. Les professionnels inscrits voient leurs propres tarifs.',
        '## Livraison',
        list(
          '**France métropolitaine** : livraison offerte.',
          '**Corse et outre-mer** : nous ne livrons pas ces destinations pour le moment (codes postaux 20, 97 et 98).',
        ),
        '## Délais',
        'Les produits en expédition rapide sont livrés en **3 à 5 jours ouvrés**. Les parois et receveurs fabriqués sur mesure demandent **2 à 3 semaines**. Chaque fiche produit indique la date de livraison prévue, en jours ouvrés du lundi au vendredi.',
        '## À la réception',
        'Vérifiez les colis devant le transporteur et notez toute trace de choc sur le bon de livraison. Vous disposez de **24 heures après la livraison** pour nous signaler un dommage de transport, photos de l’emballage et du produit à l’appui, depuis votre espace client ou à [bonjour@mamparas-shop.example](mailto:bonjour@mamparas-shop.example).',
        '## Retours',
        'Vous disposez de **30 jours calendaires après la livraison** pour retourner un produit standard non monté et non utilisé, dans son emballage d’origine. Prévenez-nous avant l’envoi ; nous vous remboursons par le même moyen de paiement dès réception et contrôle du produit.',
        'Les **produits fabriqués sur mesure ne peuvent être ni repris ni échangés**, car ils sont réalisés uniquement selon vos cotes. Vérifiez-les avec notre [guide de mesure](/medicion-instalacion-mamparas) avant de commander.',
        '## Garantie',
        'Tous nos produits bénéficient de la garantie légale de conformité et de la garantie des vices cachés. Elles ne couvrent pas les dommages dus à une pose incorrecte, ni le calcaire ou l’usure normale.',
        '## Service client',
        'Suivez votre [commande](/estado-pedido) ou consultez le [centre d’aide](/ayuda).',
      ),
    },
  },
  {
    es: {
      slug: 'politica-de-privacidad',
      title: 'Política de privacidad',
      description:
        'Qué datos personales tratamos, para qué, durante cuánto tiempo y cómo ejercer tus derechos.',
      body: blocks(
        '## Responsable',
        '{{seller.legal_name}}, CIF {{seller.tax_id}}, {{seller.address}}. Contacto de privacidad: [privacidad@mamparas-shop.example](mailto:privacidad@mamparas-shop.example).',
        '## Qué datos tratamos y para qué',
        list(
          '**Pedidos**: nombre, apellidos, correo, teléfono, direcciones de envío y facturación y NIF, para preparar, entregar y facturar tu compra (ejecución del contrato).',
          '**Cuenta de cliente**: tus datos de acceso, direcciones, favoritos y pedidos, mientras mantengas la cuenta.',
          '**Preguntas y opiniones**: nombre y correo, para responderte y publicar tu opinión si lo deseas.',
          '**Newsletter**: tu correo, solo si te suscribes (consentimiento). Puedes darte de baja en cualquier momento desde el enlace de cada correo o tu área de cliente.',
          '**Servicio de instalación**: dirección y teléfono, que compartimos con el instalador que te asignamos.',
        ),
        '## Con quién los compartimos',
        'Solo con quien necesitamos para servirte: la agencia de transporte, la entidad de pago que elijas (Adyen, PayPal, seQura o tu banco) y, si lo contratas, el instalador. No vendemos tus datos ni los cedemos para publicidad de terceros.',
        '## Cuánto tiempo',
        'Conservamos los datos de facturación seis años, como exige la ley mercantil; los de tu cuenta mientras la tengas activa, y los de la newsletter hasta que te des de baja.',
        '## Tus derechos',
        'Puedes pedir acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a privacidad@mamparas-shop.example. Si no quedas satisfecho, puedes reclamar ante la Agencia Española de Protección de Datos. Más detalle en [protección de datos](/cms/proteccion-de-datos).',
      ),
    },
    fr: {
      slug: 'politique-de-confidentialite',
      title: 'Politique de confidentialité',
      description:
        'Les données que nous traitons, pourquoi, combien de temps, et comment exercer vos droits.',
      body: blocks(
        '## Responsable du traitement',
        '{{seller.legal_name}}, NIF {{seller.tax_id}}, {{seller.address}}. Contact : [confidentialite@mamparas-shop.example](mailto:confidentialite@mamparas-shop.example).',
        '## Données traitées et finalités',
        list(
          '**Commandes** : nom, prénom, courriel, téléphone, adresses de livraison et de facturation, pour préparer, livrer et facturer votre achat (exécution du contrat).',
          '**Compte client** : identifiants, adresses, favoris et commandes, tant que le compte existe.',
          '**Questions et avis** : nom et courriel, pour vous répondre et publier votre avis si vous le souhaitez.',
          '**Newsletter** : votre courriel, uniquement si vous vous inscrivez (consentement), avec désinscription possible à tout moment.',
        ),
        '## Destinataires',
        'Uniquement les prestataires nécessaires : le transporteur et l’organisme de paiement choisi (Adyen, PayPal ou votre banque). Nous ne vendons pas vos données.',
        '## Durée de conservation',
        'Les données de facturation sont conservées pendant la durée légale, celles du compte tant qu’il est actif, celles de la newsletter jusqu’à votre désinscription.',
        '## Vos droits',
        'Vous disposez des droits d’accès, de rectification, d’effacement, d’opposition, de limitation et de portabilité : écrivez à confidentialite@mamparas-shop.example. Vous pouvez aussi saisir la CNIL. Détails sur la page [protection des données](/cms/protection-des-donnees).',
      ),
    },
  },
  {
    es: {
      slug: 'politica-de-cookies',
      title: 'Política de cookies',
      description: 'Qué cookies usamos, para qué sirven y cómo cambiar tu elección.',
      body: blocks(
        'Una cookie es un pequeño archivo que la web guarda en tu navegador. Usamos las imprescindibles para que la tienda funcione y, solo si las aceptas, cookies de análisis y de publicidad.',
        '## Cookies técnicas (siempre activas)',
        list(
          '**locale**: recuerda el idioma que eliges durante 365 días.',
          '**Carrito y sesión**: guardan tu carrito y, si entras en tu cuenta, tu sesión.',
          '**Preferencias de cookies**: recuerdan tu elección para no preguntarte en cada visita.',
        ),
        '## Cookies de análisis y publicidad (con tu consentimiento)',
        'Nos ayudan a saber qué páginas se visitan y a medir nuestras campañas (Google Analytics y herramientas publicitarias). No se cargan hasta que las aceptas en el aviso de cookies.',
        '## Cambiar tu elección',
        'Puedes aceptar o rechazar las cookies opcionales cuando quieras desde la configuración de cookies; también puedes borrarlas desde los ajustes de tu navegador.',
        '[cta:Configurar cookies](?cookies=settings)',
        'Más información sobre tus datos en la [política de privacidad](/cms/politica-de-privacidad).',
      ),
    },
    fr: {
      slug: 'politique-de-cookies',
      title: 'Politique de cookies',
      description: 'Les cookies que nous utilisons, leur rôle et comment modifier votre choix.',
      body: blocks(
        'Un cookie est un petit fichier que le site enregistre dans votre navigateur. Nous utilisons ceux qui sont indispensables au fonctionnement de la boutique et, uniquement avec votre accord, des cookies de mesure d’audience et de publicité.',
        '## Cookies techniques (toujours actifs)',
        list(
          '**locale** : mémorise la langue choisie pendant 365 jours.',
          '**Panier et session** : conservent votre panier et, si vous êtes connecté, votre session.',
          '**Préférences de cookies** : mémorisent votre choix.',
        ),
        '## Cookies de mesure et de publicité (avec votre accord)',
        'Ils nous indiquent quelles pages sont consultées et mesurent nos campagnes. Ils ne sont chargés qu’après votre accord dans le bandeau cookies.',
        '## Modifier votre choix',
        'Vous pouvez accepter ou refuser les cookies facultatifs à tout moment depuis le paramétrage des cookies, ou les supprimer dans les réglages de votre navigateur.',
        '[cta:Paramétrer les cookies](?cookies=settings)',
        'En savoir plus : [politique de confidentialité](/cms/politique-de-confidentialite).',
      ),
    },
  },
  {
    es: {
      slug: 'proteccion-de-datos',
      title: 'Protección de datos',
      description: 'Información básica y adicional sobre protección de datos según el RGPD.',
      body: blocks(
        '## Información básica',
        list(
          '**Responsable**: {{seller.legal_name}}',
          '**Finalidad**: gestionar pedidos, cuentas de cliente, consultas, opiniones y, con tu consentimiento, la newsletter.',
          '**Legitimación**: ejecución del contrato de compra, obligaciones legales y tu consentimiento.',
          '**Destinatarios**: transportistas, entidades de pago e instaladores, solo para prestar el servicio.',
          '**Derechos**: acceso, rectificación, supresión, oposición, limitación y portabilidad.',
        ),
        '## Seguridad',
        'Las contraseñas se guardan cifradas, la web funciona siempre con conexión segura y los datos de tu tarjeta nunca pasan por nuestros servidores: los introduces en la pasarela de pago.',
        '## Menores',
        'La tienda no está dirigida a menores de 14 años y no recogemos datos suyos a sabiendas.',
        '## Delegado y reclamaciones',
        'Escribe a [privacidad@mamparas-shop.example](mailto:privacidad@mamparas-shop.example) para cualquier duda o para ejercer tus derechos; te responderemos en un mes como máximo. Puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es). Consulta también la [política de privacidad](/cms/politica-de-privacidad).',
      ),
    },
    fr: {
      slug: 'protection-des-donnees',
      title: 'Protection des données',
      description: 'Informations essentielles sur le traitement de vos données selon le RGPD.',
      body: blocks(
        '## L’essentiel',
        list(
          '**Responsable** : {{seller.legal_name}}',
          '**Finalités** : gestion des commandes, des comptes, des demandes, des avis et, avec votre accord, de la newsletter.',
          '**Bases légales** : exécution du contrat, obligations légales et consentement.',
          '**Destinataires** : transporteurs et organismes de paiement, uniquement pour le service.',
          '**Droits** : accès, rectification, effacement, opposition, limitation et portabilité.',
        ),
        '## Sécurité',
        'Les mots de passe sont chiffrés, le site fonctionne toujours en connexion sécurisée et vos données de carte ne transitent jamais par nos serveurs.',
        '## Réclamations',
        'Écrivez à [confidentialite@mamparas-shop.example](mailto:confidentialite@mamparas-shop.example) ; nous répondons sous un mois maximum. Vous pouvez saisir la CNIL (www.cnil.fr). Voir aussi la [politique de confidentialité](/cms/politique-de-confidentialite).',
      ),
    },
  },
  {
    es: {
      slug: 'quienes-somos',
      title: 'Quiénes somos',
      description:
        'Mamparas Shop: un equipo de Paterna que fabrica y envía mamparas y platos de ducha desde 2009.',
      body: blocks(
        'Empezamos en 2009 en un pequeño almacén de Paterna (Valencia), cortando cristal para reformistas de la zona. Hoy enviamos mamparas, platos de ducha, grifería y muebles de baño a toda la península y Baleares, y también a Francia.',
        'Seguimos siendo un equipo pequeño: las mismas personas que te atienden por teléfono revisan tus medidas antes de fabricar una mampara a medida.',
        '## Qué nos diferencia',
        list(
          'Fabricación a medida al milímetro en 2 o 3 semanas.',
          'Envío gratuito a la península y 30 días para devolver los productos estándar.',
          'Un [servicio de instalación](/instalacion-de-mamparas) con instaladores de confianza en casi todas las provincias.',
        ),
        'Conoce más sobre [nuestra empresa](/sobre-nosotros) y las [empresas con las que colaboramos](/empresas-colaboradoras).',
      ),
    },
    fr: {
      slug: 'qui-sommes-nous',
      title: 'Qui sommes-nous',
      description:
        'Mamparas Shop : une équipe de Valence qui fabrique et livre parois et receveurs de douche depuis 2009.',
      body: blocks(
        'Tout a commencé en 2009 dans un petit entrepôt de Paterna, près de Valence, où nous découpions du verre pour les artisans du quartier. Aujourd’hui, nous livrons parois, receveurs, robinetterie et meubles de salle de bain dans toute l’Espagne et en France métropolitaine.',
        'Nous restons une petite équipe : les personnes qui vous répondent vérifient vos cotes avant la fabrication d’une paroi sur mesure.',
        '## Ce qui nous distingue',
        list(
          'Fabrication sur mesure au millimètre en 2 à 3 semaines.',
          'Livraison offerte en France métropolitaine et 30 jours pour retourner les produits standard.',
          'Des [guides de mesure](/medicion-instalacion-mamparas) détaillés pour commander sans erreur.',
        ),
        'Découvrez [notre entreprise](/sobre-nosotros) et [nos partenaires](/empresas-colaboradoras).',
      ),
    },
  },
];
