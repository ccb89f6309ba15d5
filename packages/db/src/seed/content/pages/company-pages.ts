import { blocks, list, type PageDefinition } from './page-text.ts';

export const companyPages: PageDefinition[] = [
  {
    es: {
      slug: 'sobre-nosotros',
      title: 'Sobre nosotros',
      description:
        'Quiénes somos, cómo trabajamos y por qué miles de clientes nos confían su baño.',
      body: blocks(
        'Somos Mamparas Shop, una empresa valenciana especializada en mamparas de ducha y baño. Desde 2009 fabricamos, vendemos y enviamos mamparas estándar y a medida, platos de ducha de resina, grifería y muebles de baño.',
        '## Nuestra forma de trabajar',
        list(
          '**Asesoramiento real**: te atiende un equipo que conoce el producto y revisa tus medidas antes de fabricar.',
          '**Fabricación propia a medida**: cortamos y templamos el cristal al milímetro en 2 o 3 semanas.',
          '**Envío gratuito a la península** y embalaje reforzado para el cristal.',
          '**30 días para devolver** los productos estándar.',
        ),
        '## Conócenos mejor',
        list(
          '[Empresa de venta online de mamparas](/empresa-venta-online-de-mamparas): cómo compramos, fabricamos y enviamos.',
          '[Empresas colaboradoras](/empresas-colaboradoras): los fabricantes y transportistas con los que trabajamos.',
          '[Instaladores](/instaladores-mamparas-ducha-bano): la red que monta tu mampara en casa.',
          '[Quiénes somos](/cms/quienes-somos): nuestra historia en pocas líneas.',
        ),
        '[cta:Ver mamparas de ducha](/mamparas-de-ducha)',
      ),
    },
    fr: {
      slug: 'sobre-nosotros',
      title: 'À propos de nous',
      description:
        'Qui nous sommes, comment nous travaillons et pourquoi nos clients nous font confiance.',
      body: blocks(
        'Nous sommes Mamparas Shop, une entreprise de Valence spécialisée dans les parois de douche et pare-baignoires. Depuis 2009, nous fabriquons et livrons parois standard et sur mesure, receveurs en résine, robinetterie et meubles de salle de bain.',
        '## Notre façon de travailler',
        list(
          '**De vrais conseils** : une équipe qui connaît le produit vérifie vos cotes avant fabrication.',
          '**Fabrication sur mesure** : verre découpé et trempé au millimètre en 2 à 3 semaines.',
          '**Livraison offerte en France métropolitaine**, emballage renforcé pour le verre.',
          '**30 jours pour retourner** les produits standard.',
        ),
        '## En savoir plus',
        list(
          '[Vente en ligne de parois de douche](/empresa-venta-online-de-mamparas) : achats, fabrication et expédition.',
          '[Nos partenaires](/empresas-colaboradoras) : fabricants et transporteurs.',
          '[Qui sommes-nous](/cms/qui-sommes-nous) : notre histoire en quelques lignes.',
        ),
        '[cta:Voir les parois de douche](/parois-de-douche)',
      ),
    },
  },
  {
    es: {
      slug: 'empresa-venta-online-de-mamparas',
      title: 'Empresa de venta online de mamparas',
      description: 'Cómo fabricamos, preparamos y enviamos tu mampara desde Paterna a tu casa.',
      body: blocks(
        'Vender cristal por internet exige cuidar cada paso. Así llega tu mampara desde nuestro taller de Paterna hasta tu baño.',
        '## 1. Eliges o configuras',
        'En cada ficha puedes elegir medida, cristal (transparente, serigrafiado o mate), perfil y tratamiento antical. Si tu hueco no es estándar, el configurador calcula al momento el precio de la medida exacta.',
        '## 2. Revisamos tu pedido',
        'Antes de fabricar un producto a medida comprobamos que las medidas encajan con el modelo. Si algo no cuadra te llamamos: preferimos una llamada a una mampara que no entra.',
        '## 3. Fabricamos y embalamos',
        'El cristal templado se corta, se canta y se templa en nuestro taller. Lo embalamos con cantoneras y tablero rígido para que viaje protegido.',
        '## 4. Enviamos',
        'Los productos de envío rápido salen en 3 a 5 días laborables y los fabricados a medida en 2 o 3 semanas. El envío es gratuito a la península; a Baleares tiene un coste que ves antes de pagar, y no enviamos a Canarias.',
        '## 5. Te acompañamos después',
        'Sigue tu pedido en [estado del pedido](/estado-pedido), consulta el [centro de ayuda](/ayuda) o contrata el [servicio de instalación](/instalacion-de-mamparas).',
      ),
    },
    fr: {
      slug: 'empresa-venta-online-de-mamparas',
      title: 'Vente en ligne de parois de douche',
      description: 'Comment nous fabriquons, préparons et livrons votre paroi jusqu’à chez vous.',
      body: blocks(
        'Vendre du verre en ligne demande du soin à chaque étape. Voici le trajet de votre paroi, de notre atelier près de Valence jusqu’à votre salle de bain.',
        '## 1. Vous choisissez ou configurez',
        'Sur chaque fiche, choisissez la dimension, le verre (transparent, sérigraphié ou dépoli), le profilé et le traitement anticalcaire. Pour une niche hors standard, le configurateur calcule aussitôt le prix de la mesure exacte.',
        '## 2. Nous vérifions votre commande',
        'Avant de fabriquer un produit sur mesure, nous contrôlons que vos cotes conviennent au modèle. En cas de doute, nous vous contactons.',
        '## 3. Fabrication et emballage',
        'Le verre trempé est découpé, façonné et trempé dans notre atelier, puis emballé avec cornières et panneau rigide.',
        '## 4. Livraison',
        'Les produits en expédition rapide partent en 3 à 5 jours ouvrés, le sur-mesure en 2 à 3 semaines. Livraison offerte en France métropolitaine (hors Corse et outre-mer).',
        '## 5. Après l’achat',
        'Suivez votre [commande](/estado-pedido) ou consultez le [centre d’aide](/ayuda).',
      ),
    },
  },
  {
    es: {
      slug: 'empresas-colaboradoras',
      title: 'Empresas colaboradoras',
      description: 'Fabricantes, transportistas y entidades de pago con los que trabajamos.',
      body: blocks(
        'Trabajamos con pocas empresas, pero de confianza. Estas son las que hacen posible tu pedido.',
        '## Fabricantes',
        list(
          '[Aquanova](/marcas/aquanova) y [Cristalbaño](/marcas/cristalbano): mamparas de ducha y de bañera en cristal templado.',
          '[Duchatec](/marcas/duchatec) y [Resina Levante](/marcas/resina-levante): platos de ducha de resina estándar y a medida.',
          '[Turia Grifería](/marcas/turia-griferia): columnas de ducha y grifos.',
          '[Atlántico Home](/marcas/atlantico-home) y [Brisa Accesorios](/marcas/brisa-accesorios): muebles, espejos y accesorios de baño.',
        ),
        '## Transporte',
        'Agencias especializadas en mercancía frágil, con entrega a pie de calle y seguimiento del envío.',
        '## Pagos',
        'Adyen (tarjeta, Bizum y Klarna), PayPal y seQura para pagar a plazos. Los datos de tu tarjeta los gestiona siempre la entidad de pago.',
        '## Instaladores',
        'Una red de profesionales en casi todas las provincias que montan tu mampara con garantía. Conócelos en [instaladores de mamparas](/instaladores-mamparas-ducha-bano).',
        '## ¿Quieres colaborar con nosotros?',
        'Si eres reformista, instalador o arquitecto, date de alta como [profesional](/profesional) y accede a tarifas especiales.',
      ),
    },
    fr: {
      slug: 'empresas-colaboradoras',
      title: 'Nos partenaires',
      description:
        'Les fabricants, transporteurs et organismes de paiement avec qui nous travaillons.',
      body: blocks(
        'Nous travaillons avec peu d’entreprises, mais des entreprises de confiance. Les voici.',
        '## Fabricants',
        list(
          '[Aquanova](/marcas/aquanova) et [Cristalbaño](/marcas/cristalbano) : parois de douche et pare-baignoires en verre trempé.',
          '[Duchatec](/marcas/duchatec) et [Resina Levante](/marcas/resina-levante) : receveurs en résine standard et sur mesure.',
          '[Turia Grifería](/marcas/turia-griferia) : colonnes de douche et mitigeurs.',
          '[Atlántico Home](/marcas/atlantico-home) et [Brisa Accesorios](/marcas/brisa-accesorios) : meubles, miroirs et accessoires.',
        ),
        '## Transport',
        'Des transporteurs spécialisés dans les marchandises fragiles, avec suivi de l’envoi.',
        '## Paiement',
        'Adyen (carte et Klarna) et PayPal. Vos données de carte sont toujours gérées par l’organisme de paiement.',
        '## Vous êtes professionnel ?',
        'Artisan, installateur ou architecte : créez votre [compte professionnel](/profesional) et accédez à des tarifs dédiés.',
      ),
    },
  },
];
