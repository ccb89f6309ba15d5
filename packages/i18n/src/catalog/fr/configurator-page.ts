import type { Catalog } from '../../catalog-shape.ts';

export const configuratorPage: Catalog['configuratorPage'] = {
  meta: {
    title: 'Configurateur de parois de douche sur mesure',
    description:
      'Choisissez la forme de votre douche, l’ouverture et vos mesures en cm : nous vous montrons les parois fabriquées sur mesure qui conviennent, avec leur prix exact et un croquis à l’échelle.',
  },
  breadcrumb: 'Configurateur',
  heading: 'Configurez votre paroi sur mesure',
  intro:
    'Décrivez-nous votre salle de bain : nous vous montrons les parois fabriquées sur mesure qui s’y adaptent, avec le prix exact pour vos mesures.',
  categorySlugs: {
    shower: 'parois-de-douche',
    bath: 'pare-baignoires',
  },
  step: 'Étape {position}',
  shape: {
    title: 'Forme de votre douche',
    models: 'Modèles sur mesure : {count}',
    frontal: { name: 'De face', text: 'Entre deux murs, pour fermer la niche de douche' },
    angular: { name: 'D’angle', text: 'Dans un coin, avec du verre sur deux côtés' },
    semicircular: { name: 'Quart de cercle', text: 'Verre bombé pour receveurs arrondis' },
    fija: { name: 'Fixe walk-in', text: 'Un panneau fixe sans porte : douche ouverte' },
    banera: { name: 'Sur baignoire', text: 'Protège la zone de douche de la baignoire' },
  },
  opening: {
    title: 'Ouverture',
    hint: 'Vue de l’extérieur de la douche, de quel côté voulez-vous le panneau fixe ?',
  },
  measures: {
    title: 'Vos mesures',
    width: 'Largeur en cm',
    height: 'Hauteur en cm',
    range: 'Entre {min} et {max} cm',
    howTo: 'Comment mesurer votre douche',
  },
  errors: {
    width: 'Aucun modèle de cette forme n’accepte cette largeur : indiquez entre {min} et {max} cm',
    height:
      'Aucun modèle de cette forme n’accepte cette hauteur : indiquez entre {min} et {max} cm',
    together:
      'Aucun modèle n’accepte {width} × {height} cm à la fois. Essayez d’ajuster l’une des deux mesures.',
  },
  submit: 'Voir les parois et les prix',
  updating: 'Mise à jour des résultats…',
  sketchTitle: 'Votre paroi à l’échelle',
  chooseShape:
    'Choisissez la forme de votre douche pour voir les parois sur mesure qui conviennent.',
  enterMeasures:
    'Indiquez la largeur et la hauteur pour voir les modèles qui conviennent et leur prix exact.',
  results: {
    heading: 'Les parois adaptées à votre salle de bain',
    title: 'Parois sur mesure pour {width} × {height} cm',
    count: 'Modèles qui conviennent : {count}',
    price: 'Prix pour vos mesures',
    vat: 'TVA incluse',
    finishes: 'Avec {finishes}. Vous pouvez changer les finitions dans le configurateur.',
    ranges:
      'Accepte une largeur de {widthMin} à {widthMax} cm et une hauteur de {heightMin} à {heightMax} cm',
    delivery: 'Fabriquée et livrée en {min} à {max} jours ouvrés',
    configure: 'Configurer avec ces mesures',
    configureLabel: 'Configurer {name} avec ces mesures',
    misfits: 'Modèles de cette forme qui n’acceptent pas vos mesures',
  },
  trust: {
    price: 'Prix ferme pour vos mesures, TVA incluse',
    shipping: 'Livraison offerte en France métropolitaine',
    madeToMeasure: 'Fabrication sur mesure en 2 à 3 semaines ; ni reprise ni échange',
  },
  entry: {
    title: 'Vous connaissez les mesures de votre salle de bain ?',
    text: 'Choisissez la forme et les mesures : nous vous montrons les parois sur mesure qui conviennent, avec leur prix exact.',
    cta: 'Configurez votre paroi sur mesure',
  },
};
