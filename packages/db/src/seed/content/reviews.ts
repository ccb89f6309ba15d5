import type { Language, ProductKind } from '../../schema/index.ts';

interface ReviewText {
  rating: number;
  title: string;
  body: string;
}

export const reviewAuthors: Record<Language, readonly { name: string; city: string }[]> = {
  es: [
    { name: 'Marta G.', city: 'Valencia' },
    { name: 'Javier R.', city: 'Madrid' },
    { name: 'Lucía P.', city: 'Sevilla' },
    { name: 'Andrés M.', city: 'Zaragoza' },
    { name: 'Carmen L.', city: 'Bilbao' },
    { name: 'Pablo S.', city: 'Murcia' },
    { name: 'Elena F.', city: 'Valladolid' },
  ],
  fr: [
    { name: 'Camille D.', city: 'Lyon' },
    { name: 'Julien B.', city: 'Toulouse' },
    { name: 'Sophie M.', city: 'Nantes' },
    { name: 'Thomas L.', city: 'Bordeaux' },
    { name: 'Claire R.', city: 'Lille' },
  ],
};

const screenReviews: Record<Language, readonly ReviewText[]> = {
  es: [
    {
      rating: 5,
      title: 'Perfecta',
      body: 'Llegó bien embalada y en la fecha prevista. La montamos entre dos personas en una tarde.',
    },
    {
      rating: 5,
      title: 'Muy buena calidad',
      body: 'El cristal es grueso y la puerta corre muy suave. Merece la pena el tratamiento antical.',
    },
    {
      rating: 4,
      title: 'Contentos',
      body: 'Buena mampara. Las instrucciones podrían ser más claras, pero por teléfono nos ayudaron.',
    },
    {
      rating: 5,
      title: 'Repetiría',
      body: 'Es la segunda que compro aquí. Las medidas exactas y el acabado negro queda precioso.',
    },
  ],
  fr: [
    {
      rating: 5,
      title: 'Parfait',
      body: 'Colis très bien protégé, livré à la date prévue. Montée à deux en un après-midi.',
    },
    {
      rating: 4,
      title: 'Bon rapport qualité-prix',
      body: 'Verre épais et porte qui coulisse bien. La notice mériterait plus de schémas.',
    },
    {
      rating: 5,
      title: 'Très satisfaite',
      body: 'Le traitement anticalcaire change vraiment la vie : un coup de raclette et c’est propre.',
    },
  ],
};

const genericReviews: Record<Language, readonly ReviewText[]> = {
  es: [
    {
      rating: 5,
      title: 'Tal como en las fotos',
      body: 'El color es exactamente el de la web y el envío fue rápido.',
    },
    {
      rating: 4,
      title: 'Bien',
      body: 'Buen producto. Tardó un día más de lo previsto, pero avisaron.',
    },
    {
      rating: 5,
      title: 'Recomendable',
      body: 'Calidad muy buena para el precio. Lo instaló nuestro fontanero sin problemas.',
    },
  ],
  fr: [
    {
      rating: 5,
      title: 'Conforme aux photos',
      body: 'La couleur est exactement celle du site et la livraison a été rapide.',
    },
    {
      rating: 4,
      title: 'Bien',
      body: 'Bon produit, livré avec un jour de retard mais nous avons été prévenus.',
    },
  ],
};

export function reviewTexts(kind: ProductKind, language: Language): readonly ReviewText[] {
  return kind.endsWith('screen') ? screenReviews[language] : genericReviews[language];
}

export const shopReviews: Record<Language, readonly ReviewText[]> = {
  es: [
    {
      rating: 5,
      title: 'Atención de diez',
      body: 'Tenía dudas con las medidas y me llamaron para confirmarlas antes de fabricar.',
    },
    {
      rating: 5,
      title: 'Rápidos y serios',
      body: 'Pedido el lunes, recibido el jueves. Todo perfecto.',
    },
    {
      rating: 4,
      title: 'Buena experiencia',
      body: 'Precio ajustado y buen servicio. El transportista llegó fuera de la franja horaria.',
    },
  ],
  fr: [
    {
      rating: 5,
      title: 'Service au top',
      body: 'Réponse rapide à mes questions et paroi livrée en parfait état.',
    },
    { rating: 4, title: 'Satisfait', body: 'Bons prix et bon suivi de commande.' },
  ],
};

export const productQuestions: Record<Language, { question: string; answer: string }[]> = {
  es: [
    {
      question: '¿Se puede montar sobre un plato ya instalado?',
      answer:
        'Sí, los perfiles se fijan a la pared y la mampara apoya sobre el plato con un perfil inferior sellado con silicona.',
    },
    {
      question: '¿El tratamiento antical se puede aplicar después?',
      answer:
        'Se aplica en fábrica. Si lo añades después, te enviamos un kit de mantenimiento que lo renueva cada año.',
    },
  ],
  fr: [
    {
      question: 'Peut-on l’installer sur un receveur déjà posé ?',
      answer:
        'Oui, les profilés se fixent au mur et la paroi repose sur le receveur avec un joint silicone.',
    },
  ],
};
