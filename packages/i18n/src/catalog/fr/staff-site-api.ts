import type { Catalog } from '../../catalog-shape.ts';

/** Answers of the staff api for menus, the home and SEO texts (/admin/v1/menus/, home/, seo/). */
export const staffSiteApi: Catalog['staffSiteApi'] = {
  invalidLink:
    'Saisissez une adresse de la boutique commençant par / (par exemple /parois-de-douche).',
  invalidImage: 'Saisissez la référence d’une image (lettres, chiffres, /, -, _ et .).',
  menuItemNotFound: 'Élément de menu introuvable.',
  parentNotInMenu: 'L’élément parent n’appartient pas à ce menu.',
  tooDeep: 'Le menu compte trois niveaux au plus : cet élément ne peut pas avoir de sous-éléments.',
  slideNotFound: 'Diaporama ou bannière introuvable.',
  datesOrder: 'La date de fin doit être postérieure à la date de début.',
  seoNotFound: 'Texte SEO introuvable.',
} as const;
