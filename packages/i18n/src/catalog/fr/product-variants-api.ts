import type { Catalog } from '../../catalog-shape.ts';

/** Answers of the staff calls on a product's variants and option groups (issue 16). */
export const productVariantsApi: Catalog['productVariantsApi'] = {
  notFound: 'Variante introuvable.',
  refTaken: 'Une variante porte déjà cette référence (SKU).',
  optionsRequired: 'Choisissez au moins une option pour la variante.',
  notOffered: "Le produit ne propose pas l'option {id}.",
  optionTwice: 'Cette option est déjà dans la liste.',
  oneOptionPerGroup: "Ce groupe n'admet qu'une option par variante.",
  sameOptions: 'La variante {ref} a déjà exactement ces options.',
  measureGroup: 'Les mesures se modifient dans la fiche du produit.',
  groupTwice: 'Cet attribut est déjà un groupe du produit.',
  requiredEmpty: 'Un groupe obligatoire a besoin d’au moins une option.',
  oneDefault: "Ce groupe n'admet qu'une option par défaut.",
  nameTwice: 'Deux options du groupe ne peuvent pas porter le même nom.',
  notOfGroup: "Cette option n'appartient pas à l'attribut du groupe.",
  optionNameTaken: "L'attribut a déjà une option de ce nom : ajoutez-la depuis la liste.",
  optionInVariant:
    'La variante {ref} utilise une option que vous retirez : modifiez ou retirez d’abord la variante.',
} as const;
