import { blocks, list, type PageDefinition } from './page-text.ts';

export const landingPages: PageDefinition[] = [
  {
    es: {
      slug: 'profesional',
      title: 'Mamparas Shop para profesionales',
      description:
        'Tarifas para reformistas, instaladores, arquitectos e interioristas: regístrate como profesional.',
      body: blocks(
        'Si te dedicas a la reforma de baños, trabaja con nosotros. Con una cuenta profesional ves tus propias tarifas en toda la tienda y compras con la misma facilidad que un particular.',
        '## Ventajas de la cuenta profesional',
        list(
          '**Precios profesionales** en mamparas, platos, grifería y muebles, visibles al entrar con tu cuenta.',
          '**Presupuestos** guardados en tu área de cliente para enviarlos a tus clientes y convertirlos en pedido cuando te confirmen.',
          '**Fabricación a medida** al milímetro en 2 o 3 semanas, con revisión de medidas antes de fabricar.',
          '**Envío gratuito a la península** directamente a la obra o a tu almacén.',
          '**Factura con tu NIF** y todo tu historial de pedidos en un solo sitio.',
        ),
        '## ¿Quién puede registrarse?',
        'Reformistas, instaladores, fontaneros, arquitectos, interioristas, constructoras y tiendas de baño. Solo tienes que marcar la casilla de profesional al crear tu cuenta.',
        '[cta:Crear cuenta profesional](/signup?professional=1)',
        '¿Ya tienes cuenta? [Inicia sesión](/login). ¿Necesitas [mamparas de protección](/mamparas-de-proteccion) para tu negocio? También las fabricamos.',
      ),
    },
    fr: {
      slug: 'profesional',
      title: 'Mamparas Shop pour les professionnels',
      description:
        'Des tarifs pour artisans, installateurs, architectes et décorateurs : créez votre compte professionnel.',
      body: blocks(
        'Vous rénovez des salles de bain ? Travaillons ensemble. Avec un compte professionnel, vous voyez vos propres tarifs dans toute la boutique.',
        '## Les avantages du compte professionnel',
        list(
          '**Prix professionnels** sur les parois, receveurs, robinetterie et meubles.',
          '**Devis** enregistrés dans votre espace client, à transformer en commande après accord de votre client.',
          '**Sur-mesure** au millimètre en 2 à 3 semaines, cotes vérifiées avant fabrication.',
          '**Livraison offerte en France métropolitaine**, sur chantier ou à votre dépôt.',
          '**Factures à votre nom** et historique complet de vos commandes.',
        ),
        '## Qui peut s’inscrire ?',
        'Artisans, installateurs, plombiers, architectes, décorateurs, entreprises du bâtiment et magasins de salle de bain : cochez simplement la case professionnel à l’inscription.',
        '[cta:Créer un compte professionnel](/signup?professional=1)',
        'Déjà client ? [Connectez-vous](/login).',
      ),
    },
  },
  {
    es: {
      slug: 'mamparas-de-bano-black-friday',
      title: 'Black Friday en mamparas de baño',
      description:
        'Las mejores ofertas del año en mamparas, platos de ducha y grifería durante la semana del Black Friday.',
      body: blocks(
        'La semana del Black Friday es el mejor momento del año para renovar tu baño. Rebajamos mamparas de ducha, mamparas de bañera, platos de ducha y grifería.',
        '## Cómo funcionan las ofertas',
        list(
          'El descuento ya está aplicado en el precio: **no necesitas código**.',
          'Las ofertas son válidas mientras haya existencias de cada producto.',
          'También se aplican a los productos a medida, que se fabrican en 2 o 3 semanas desde tu compra.',
          'Si te suscribes a la newsletter recibes además un cupón de 5 € para tu primera compra.',
        ),
        '[cta:Ver todas las ofertas](/ofertas)',
        '## Antes de comprar',
        'Mide bien tu hueco con la [guía de medición](/medicion-instalacion-mamparas): los productos a medida no admiten devolución. Los estándar puedes devolverlos en 30 días, también los comprados en Black Friday.',
        '## Lo más buscado',
        list(
          '[Mamparas de ducha frontales](/mamparas-de-ducha-frontales)',
          '[Mamparas angulares](/mamparas-de-ducha-angulares)',
          '[Mamparas de bañera](/mamparas-de-banera)',
          '[Platos de ducha](/platos-de-ducha)',
        ),
      ),
    },
    fr: {
      slug: 'mamparas-de-bano-black-friday',
      title: 'Black Friday salle de bain',
      description:
        'Les meilleures offres de l’année sur les parois, receveurs et la robinetterie pendant la semaine du Black Friday.',
      body: blocks(
        'La semaine du Black Friday est le meilleur moment pour rénover votre salle de bain : parois de douche, pare-baignoires, receveurs et robinetterie à prix réduit.',
        '## Comment fonctionnent les offres',
        list(
          'La remise est déjà appliquée au prix : **aucun code nécessaire**.',
          'Offres valables dans la limite des stocks.',
          'Le sur-mesure est aussi concerné, fabriqué en 2 à 3 semaines après votre achat.',
          'En vous inscrivant à la newsletter, vous recevez un bon de 5 € pour votre premier achat.',
        ),
        '[cta:Voir toutes les promotions](/ofertas)',
        '## Avant d’acheter',
        'Mesurez avec le [guide de mesure](/medicion-instalacion-mamparas) : le sur-mesure n’est ni repris ni échangé. Les produits standard restent retournables sous 30 jours.',
        '## Les plus recherchés',
        list(
          '[Parois frontales](/parois-de-douche-frontales)',
          '[Parois d’angle](/parois-de-douche-angle)',
          '[Pare-baignoires](/pare-baignoires)',
          '[Receveurs de douche](/receveurs-de-douche)',
        ),
      ),
    },
  },
  {
    es: {
      slug: 'ayuda',
      title: 'Centro de ayuda',
      description: 'Envíos, devoluciones, formas de pago, instalación y seguimiento de tu pedido.',
      body: blocks(
        'Aquí tienes las respuestas a las preguntas que más nos hacéis. Si no encuentras la tuya, llámanos al 911 23 45 67 de lunes a viernes de 9:00 a 18:00 (viernes hasta las 12:00) o escribe a [hola@mamparas-shop.example](mailto:hola@mamparas-shop.example).',
        '## Envíos y entrega',
        list(
          'El envío es **gratuito a la península**. A Baleares tiene un coste que verás en el carrito al indicar tu código postal. No enviamos a Canarias.',
          'Los productos de envío rápido llegan en **3 a 5 días laborables**; los fabricados a medida, en **2 o 3 semanas**.',
          'Revisa el paquete al recibirlo: tienes **24 horas** para avisarnos de cualquier daño de transporte.',
        ),
        '## Devoluciones',
        'Tienes **30 días** desde la entrega para devolver un producto estándar sin montar y en su embalaje. Los **productos a medida no admiten devolución**. Todos los detalles en las [condiciones de venta](/cms/condiciones-de-venta).',
        '## Formas de pago',
        list(
          'Tarjeta de crédito o débito, Bizum y Klarna.',
          'PayPal.',
          'Pago a plazos con seQura.',
          'Transferencia bancaria: preparamos el pedido al recibir el importe.',
        ),
        '## Instalación',
        'Podemos montarte la mampara en casa con nuestro [servicio de instalación](/instalacion-de-mamparas). Si la montas tú, empieza por la [guía de medición](/medicion-instalacion-mamparas).',
        '## Seguimiento de tu pedido',
        'Consulta en qué punto está tu pedido en [estado del pedido](/estado-pedido) con tu correo y el número de pedido que te enviamos al comprar. Si tienes cuenta, lo verás también en tu área de cliente.',
        '## Profesionales',
        'Reformistas e instaladores tienen tarifas propias: [regístrate como profesional](/profesional).',
      ),
    },
    fr: {
      slug: 'ayuda',
      title: 'Centre d’aide',
      description: 'Livraison, retours, moyens de paiement, pose et suivi de votre commande.',
      body: blocks(
        'Voici les réponses aux questions les plus fréquentes. Vous ne trouvez pas la vôtre ? Écrivez-nous à [bonjour@mamparas-shop.example](mailto:bonjour@mamparas-shop.example).',
        '## Livraison',
        list(
          'Livraison **offerte en France métropolitaine**. Nous ne livrons pas la Corse ni l’outre-mer.',
          'Les produits en expédition rapide arrivent en **3 à 5 jours ouvrés** ; le sur-mesure en **2 à 3 semaines**.',
          'Vérifiez le colis à réception : vous avez **24 heures** pour signaler un dommage de transport.',
        ),
        '## Retours',
        'Vous disposez de **30 jours** après la livraison pour retourner un produit standard non monté, dans son emballage. Les **produits sur mesure ne sont ni repris ni échangés**. Détails dans les [conditions générales de vente](/cms/conditions-generales-de-vente).',
        '## Moyens de paiement',
        list(
          'Carte bancaire et Klarna.',
          'PayPal.',
          'Virement bancaire : commande préparée à réception du paiement.',
        ),
        '## Pose',
        'Le service de pose n’est proposé qu’en Espagne. Pour poser vous-même, commencez par le [guide de mesure](/medicion-instalacion-mamparas) et suivez la notice fournie avec chaque produit.',
        '## Suivi de commande',
        'Suivez votre commande sur la page [suivi de commande](/estado-pedido) avec votre courriel et le numéro reçu lors de l’achat.',
        '## Professionnels',
        'Artisans et installateurs ont leurs propres tarifs : [créez un compte professionnel](/profesional).',
      ),
    },
  },
];
