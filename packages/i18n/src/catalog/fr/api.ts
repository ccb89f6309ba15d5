import type { Catalog } from '../../catalog-shape.ts';

export const api: Catalog['api'] = {
  unknownStore: 'Boutique inconnue : {store}. Valeurs valides : {allowed}.',
  unknownLanguage: 'Langue non prise en charge : {language}. Valeurs valides : {allowed}.',
  invalidValue: 'Valeur non valide.',
  invalidChoice: '« {value} » n’est pas un choix valide. Valeurs valides : {allowed}.',
  required: 'Ce champ est obligatoire.',
  minValue: 'Assurez-vous que cette valeur est supérieure ou égale à {minimum}.',
  maxValue: 'Assurez-vous que cette valeur est inférieure ou égale à {maximum}.',
  minLength: 'Assurez-vous que ce champ comporte au moins {minimum} caractères.',
  maxLength: 'Assurez-vous que ce champ ne comporte pas plus de {maximum} caractères.',
  malformedRequest: 'La requête n’est pas valide.',
  invalidId: 'Identifiant non valide.',
  forbiddenCharacters: 'Contient des caractères non autorisés.',
  alreadyExists: 'Un enregistrement avec ces données existe déjà.',
  notFound: 'Introuvable.',
  unauthorized: "Les informations d'authentification sont absentes ou non valides.",
  forbidden: "Vous n'avez pas la permission d'effectuer cette action.",
  conflict: "L'opération est en conflit avec l'état actuel.",
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Type de contenu non pris en charge.',
  tooManyRequests: 'Trop de requêtes. Réessayez dans {seconds} secondes.',
  tooManyOrderLookups:
    'Trop de recherches de commande infructueuses. Patientez {wait} puis réessayez.',
  tooManyQuestions:
    'Vous avez envoyé beaucoup de questions d’affilée. Patientez {wait} puis réessayez.',
  internal: 'Une erreur est survenue. Réessayez ou contactez-nous.',
  databaseUnavailable:
    'Nous n’avons pas pu terminer l’opération pour le moment. Réessayez dans quelques secondes.',
  invalidPage: 'Page non valide.',
  invalidPageSize: 'Taille de page non valide.',
  breadcrumbHome: 'Accueil',
  orders: {
    emptyCart: 'Votre panier est vide.',
    idempotencyKeyReused:
      'Cette commande a déjà été envoyée avec un autre panier. Rechargez la page et réessayez.',
    notPayable: "Cette commande n'accepte plus de paiement.",
    pricesChanged: 'Certains prix de votre panier ont changé. Vérifiez-le avant de payer.',
    paymentMismatch:
      "Le résultat reçu ne correspond pas à ce paiement : rien n'a été modifié. Revenez à la boutique et consultez votre commande.",
    paymentNotFound: 'Paiement introuvable.',
    providerUnavailable:
      "Nous n'avons pas pu joindre le moyen de paiement. Réessayez ou choisissez un autre moyen de paiement.",
  },
};
