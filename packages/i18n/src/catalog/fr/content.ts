import type { Catalog } from '../../catalog-shape.ts';

export const content: Catalog['content'] = {
  home: 'Accueil',
  tableOfContents: 'Sur cette page',
  preview: {
    published: 'Aperçu : voici ce texte tel qu’il s’affichera. Il est déjà publié.',
    draft: 'Aperçu : ce texte n’est pas publié ; seules les personnes ayant ce lien le voient.',
    home: 'Aperçu de l’accueil : la diapositive ou la bannière y figure telle qu’enregistrée, même non publiée ; seules les personnes ayant ce lien la voient.',
  },
  api: {
    invalidSlug:
      'Utilisez uniquement des lettres minuscules sans accents, des chiffres et des tirets (par exemple, mentions-legales).',
    slugTaken: 'Une page avec cette adresse existe déjà dans cette boutique.',
  },
  diagrams: {
    frontalTitle: 'Où mesurer une paroi de face',
    angularTitle: 'Où mesurer une paroi d’angle',
    semicircularTitle: 'Où mesurer une paroi quart de rond',
    bathtubTitle: 'Où mesurer un pare-baignoire',
    widthTop: 'Largeur en haut',
    widthMiddle: 'Largeur au milieu',
    widthBottom: 'Largeur en bas',
    height: 'Hauteur',
    plumb: 'Faux aplomb du mur',
    depth: 'Profondeur',
    wall: 'Mur',
    tray: 'Receveur',
    bath: 'Baignoire',
    radius: 'Rayon',
    frontal:
      'Paroi de face entre deux murs : mesurez la largeur en haut, au milieu et en bas, la hauteur et le faux aplomb de chaque mur.',
    angular:
      'Paroi d’angle : mesurez chaque côté séparément, en haut et en bas, la hauteur et le faux aplomb des deux murs.',
    semicircular:
      'Paroi quart de rond : mesurez les deux côtés du receveur depuis l’angle et le rayon de la courbe, ainsi que la hauteur.',
    bathtub:
      'Pare-baignoire : mesurez la largeur du rebord depuis le mur et la hauteur depuis le rebord ; vérifiez l’aplomb du mur.',
  },
};
