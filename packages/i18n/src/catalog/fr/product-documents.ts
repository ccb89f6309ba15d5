import type { Catalog } from '../../catalog-shape.ts';

export const productDocuments: Catalog['productDocuments'] = {
  title: {
    data_sheet: 'Fiche technique',
    assembly: 'Notice de montage',
    maintenance: 'Guide d’entretien',
  },
  reference: 'Référence : {ref}',
  brand: 'Marque : {brand}',
  technicalData: 'Caractéristiques techniques',
  delivery: 'Délai de livraison : de {min} à {max} jours ouvrés',
  steps: 'Étapes',
  tools: 'Outils : {tools}',
  care: 'Entretien',
  footer: 'Document de {seller}. Retrouvez la dernière version sur la page du produit.',
  assembly: {
    screen: {
      tools: 'perceuse, foret carrelage de 6 mm, niveau, tournevis, silicone neutre',
      steps:
        'Lisez toute la notice avant de commencer. Manipulez le verre trempé à deux et ne le posez jamais sur ses chants.\nVérifiez que le receveur ou la baignoire est de niveau et que l’espace correspond aux cotes de la commande.\nPrésentez les profilés muraux, marquez les perçages au niveau et percez au foret de 6 mm.\nVissez les profilés muraux avec les chevilles fournies.\nPlacez les panneaux fixes dans les profilés et réglez leur aplomb.\nAccrochez les portes sur les roulements ou charnières et réglez leur fermeture.\nFaites un joint de silicone neutre à l’extérieur et attendez 24 heures avant de vous doucher.',
    },
    tray: {
      tools: 'niveau, spatule crantée, mortier-colle ou colle de montage, silicone neutre',
      steps:
        'Vérifiez que le sol est propre, sec et de niveau et que l’évacuation tombe sous la bonde.\nRaccordez la bonde à l’évacuation et vérifiez l’étanchéité.\nDéposez la colle en cordons sur le sol.\nPosez le receveur, mettez-le de niveau dans les deux sens et chargez-le pendant 24 heures.\nFaites le joint avec le mur au silicone neutre.',
    },
    tap: {
      tools: 'clé à molette, ruban téflon, clé de robinetterie',
      steps:
        'Fermez l’arrivée d’eau.\nDéposez l’ancien robinet et nettoyez les raccords.\nEnroulez du ruban téflon sur les filetages.\nRaccordez les flexibles d’eau froide et chaude sans forcer.\nFixez le robinet et rouvrez l’eau pour vérifier l’absence de fuite.',
    },
    furniture: {
      tools: 'perceuse, niveau, tournevis, clé à molette',
      steps:
        'Tracez au mur la hauteur du meuble au niveau.\nPercez et placez les chevilles des supports fournis.\nAccrochez le meuble et réglez les supports pour le mettre de niveau.\nPosez la vasque puis raccordez le siphon et le robinet.\nMontez tiroirs ou portes et réglez les charnières.',
    },
    accessory: {
      tools: 'perceuse ou adhésif de montage fourni, niveau',
      steps:
        'Choisissez l’emplacement et vérifiez l’absence de tuyaux ou de câbles derrière.\nMarquez les points de fixation au niveau.\nPercez et placez les chevilles, ou nettoyez la surface si vous utilisez l’adhésif.\nFixez l’accessoire et attendez 24 heures avant de le charger s’il est collé.',
    },
  },
  maintenance: {
    screen:
      'Séchez le verre avec une raclette après chaque douche.\nNettoyez chaque semaine à l’eau savonneuse neutre ou avec un anticalcaire non abrasif.\nN’utilisez ni éponge abrasive, ni eau de Javel, ni produit ammoniaqué sur les profilés.\nNettoyez roulements et rails tous les trois mois pour un coulissement sans effort.',
    tray: 'Rincez le receveur après chaque douche.\nNettoyez à l’eau savonneuse neutre ; contre le calcaire, du vinaigre dilué.\nN’utilisez ni solvant ni éponge métallique : ils abîment la surface antidérapante.\nNettoyez la grille et le siphon de la bonde une fois par mois.',
    tap: 'Nettoyez avec un chiffon humide et du savon neutre, puis séchez.\nDévissez et nettoyez l’aérateur tous les trois mois pour ôter le calcaire.\nN’utilisez ni produit abrasif ni acide sur la finition.',
    furniture:
      'Nettoyez avec un chiffon humide et séchez aussitôt.\nAérez la salle de bain : l’humidité permanente abîme le bois.\nN’utilisez ni solvant ni abrasif.',
    accessory:
      'Nettoyez avec un chiffon humide et du savon neutre.\nSéchez ensuite pour éviter les traces de calcaire.\nN’utilisez pas de produit abrasif sur la finition.',
  },
};
