import type { Catalog } from '../../catalog-shape.ts';

export const accountShell: Catalog['accountShell'] = {
  header: {
    signedIn: 'Mon compte ({name})',
    favouritesCount: 'Favoris ({count})',
  },
  admin: {
    professional: 'Vous voyez les prix professionnels',
    client: 'Vous voyez les prix particuliers',
    toggle: 'Passer en {type}',
    typeP: 'professionnel',
    typeC: 'particulier',
    label: 'Type de client',
  },
  favourite: {
    add: 'Ajouter {name} aux favoris',
    remove: 'Retirer {name} des favoris',
  },
  newsletterDialog: {
    createTitle: 'Merci pour votre inscription !',
    createText:
      'Nous vous avons envoyé par e-mail votre bon de bienvenue de 5 €. Utilisez-le lors de votre prochain achat.',
    againTitle: 'Ravis de vous revoir !',
    againText:
      'Vous recevez à nouveau nos nouveautés. Le bon de bienvenue n’est envoyé qu’une fois par adresse e-mail.',
    existsTitle: 'Désolés !',
    existsText: 'Un abonné existe déjà avec cette adresse e-mail',
    errorTitle: 'Oups !',
    errorText: 'Une erreur est survenue. Réessayez ou contactez-nous',
    accept: "D'accord",
  },
};
