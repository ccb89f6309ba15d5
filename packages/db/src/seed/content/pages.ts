import type { LocalizedText } from '../catalogue/types.ts';

export interface PageDefinition {
  slug: LocalizedText;
  title: LocalizedText;
  /** Plain text; paragraphs separated by a blank line. */
  body: LocalizedText;
}

const paragraphs = (...lines: string[]) => lines.join('\n\n');

export const pageDefinitions: PageDefinition[] = [
  {
    slug: { es: 'aviso-legal', fr: 'mentions-legales' },
    title: { es: 'Aviso legal', fr: 'Mentions légales' },
    body: {
      es: paragraphs(
        'Este sitio web pertenece a Mamparas Shop S.L., con domicilio en Calle del Vidrio 12, 46980 Paterna (Valencia), CIF B12345678, inscrita en el Registro Mercantil de Valencia.',
        'El acceso a la web es gratuito y supone la aceptación de estas condiciones. Los contenidos, imágenes y textos son propiedad de Mamparas Shop S.L. y no pueden reproducirse sin autorización.',
        'Para cualquier consulta puedes escribirnos a hola@mamparas-shop.example o llamarnos al 911 23 45 67 de lunes a viernes.',
      ),
      fr: paragraphs(
        'Ce site est édité par Mamparas Shop S.L., Calle del Vidrio 12, 46980 Paterna (Valence, Espagne), immatriculée au registre du commerce de Valence sous le numéro B12345678.',
        'L’accès au site est gratuit et vaut acceptation des présentes conditions. Les contenus, images et textes sont la propriété de Mamparas Shop S.L. et ne peuvent être reproduits sans autorisation.',
        'Pour toute question, écrivez-nous à bonjour@mamparas-shop.example.',
      ),
    },
  },
  {
    slug: { es: 'condiciones-de-venta', fr: 'conditions-generales-de-vente' },
    title: { es: 'Condiciones de venta', fr: 'Conditions générales de vente' },
    body: {
      es: paragraphs(
        'Los precios incluyen IVA. El envío es gratuito a la península; no enviamos a Canarias y los envíos a Baleares tienen un coste adicional que verás antes de pagar.',
        'Las mamparas estándar se envían en 3 a 5 días laborables. Los productos a medida se fabrican en 2 o 3 semanas y no admiten devolución.',
        'Tienes 14 días naturales para devolver un producto estándar sin usar en su embalaje original. Revisa el paquete al recibirlo: dispones de 24 horas para comunicarnos cualquier daño de transporte.',
      ),
      fr: paragraphs(
        'Les prix sont TTC. La livraison est offerte en France métropolitaine ; nous ne livrons pas la Corse ni les DOM-TOM.',
        'Les parois standard sont expédiées en 3 à 5 jours ouvrés. Les produits sur mesure sont fabriqués en 2 à 3 semaines et ne peuvent être ni repris ni échangés.',
        'Vous disposez de 14 jours pour retourner un produit standard non utilisé dans son emballage d’origine. Vérifiez le colis à réception : vous avez 24 heures pour nous signaler un dommage de transport.',
      ),
    },
  },
  {
    slug: { es: 'politica-de-privacidad', fr: 'politique-de-confidentialite' },
    title: { es: 'Política de privacidad', fr: 'Politique de confidentialité' },
    body: {
      es: paragraphs(
        'Tratamos tus datos para gestionar tus pedidos, tu cuenta y, si lo aceptas, para enviarte nuestra newsletter.',
        'No cedemos tus datos a terceros salvo a las empresas de transporte y pago necesarias para completar tu compra.',
        'Puedes ejercer tus derechos de acceso, rectificación y supresión escribiendo a privacidad@mamparas-shop.example.',
      ),
      fr: paragraphs(
        'Nous traitons vos données pour gérer vos commandes, votre compte et, si vous l’acceptez, l’envoi de notre newsletter.',
        'Vos données ne sont transmises qu’aux transporteurs et prestataires de paiement nécessaires à votre achat.',
        'Vous pouvez exercer vos droits d’accès, de rectification et d’effacement en écrivant à confidentialite@mamparas-shop.example.',
      ),
    },
  },
  {
    slug: { es: 'politica-de-cookies', fr: 'politique-de-cookies' },
    title: { es: 'Política de cookies', fr: 'Politique de cookies' },
    body: {
      es: paragraphs(
        'Usamos cookies propias para recordar tu idioma y tu carrito, y cookies de análisis solo si las aceptas.',
        'Puedes cambiar tu elección en cualquier momento desde el enlace de configuración de cookies al pie de la página.',
      ),
      fr: paragraphs(
        'Nous utilisons des cookies internes pour mémoriser votre langue et votre panier, et des cookies de mesure d’audience uniquement avec votre accord.',
        'Vous pouvez modifier votre choix à tout moment depuis le lien de paramétrage des cookies en bas de page.',
      ),
    },
  },
  {
    slug: { es: 'proteccion-de-datos', fr: 'protection-des-donnees' },
    title: { es: 'Protección de datos', fr: 'Protection des données' },
    body: {
      es: 'El responsable del tratamiento es Mamparas Shop S.L. Conservamos los datos de facturación durante el plazo que exige la ley y el resto mientras mantengas tu cuenta.',
      fr: 'Le responsable du traitement est Mamparas Shop S.L. Les données de facturation sont conservées pendant la durée légale, les autres tant que votre compte est actif.',
    },
  },
  {
    slug: { es: 'quienes-somos', fr: 'qui-sommes-nous' },
    title: { es: 'Quiénes somos', fr: 'Qui sommes-nous' },
    body: {
      es: paragraphs(
        'Empezamos en 2009 en un pequeño almacén de Paterna, cortando cristal para reformistas de la zona. Hoy enviamos mamparas y platos de ducha a toda España y Francia.',
        'Seguimos siendo un equipo pequeño: las mismas personas que te atienden por teléfono revisan tus medidas antes de fabricar.',
      ),
      fr: paragraphs(
        'Tout a commencé en 2009 dans un petit entrepôt de Paterna, près de Valence, où nous découpions du verre pour les artisans du quartier. Aujourd’hui, nous livrons parois et receveurs dans toute l’Espagne et la France.',
        'Nous restons une petite équipe : les personnes qui vous répondent vérifient vos cotes avant la fabrication.',
      ),
    },
  },
];
