import type {
  AttributeDefinition,
  ComplementDefinition,
  ComplementTypeDefinition,
} from './types.ts';

export const complementTypeDefinitions: ComplementTypeDefinition[] = [
  { slug: 'tratamientos', name: { es: 'Tratamientos del cristal', fr: 'Traitements du verre' } },
  { slug: 'perfileria', name: { es: 'Perfiles y accesorios', fr: 'Profilés et accessoires' } },
  { slug: 'valvulas', name: { es: 'Válvulas y rejillas', fr: 'Bondes et grilles' } },
  { slug: 'mantenimiento', name: { es: 'Mantenimiento', fr: 'Entretien' } },
  { slug: 'instalacion', name: { es: 'Instalación', fr: 'Installation' } },
];

const yesNo = (yes: string, no: string, yesFr: string, noFr: string) => ({
  yes: { es: yes, fr: yesFr },
  no: { es: no, fr: noFr },
});
const disassembly = yesNo(
  'Sí, retirad la antigua',
  'No, el hueco está libre',
  'Oui, retirez l’ancienne',
  'Non, la niche est libre',
);
const preMeasurement = yesNo(
  'Sí, quiero que midan',
  'No, ya tengo las medidas',
  'Oui, je veux une prise de mesures',
  'Non, j’ai déjà les cotes',
);

/** The installation questions of SPEC section 3 (disassembly 5000, pre-measurement 2500/4500). */
export const installationAttributeDefinitions: AttributeDefinition[] = [
  {
    slug: 'desmontaje',
    name: {
      es: '¿Hay que desmontar la mampara o bañera antigua?',
      fr: 'Faut-il démonter l’ancienne paroi ou baignoire ?',
    },
    fieldType: 'select',
    options: [
      {
        slug: 'si',
        name: disassembly.yes,
        price: 5000,
        button: { label: disassembly.yes, className: 'button--primary', showPrice: true },
      },
      {
        slug: 'no',
        name: disassembly.no,
        price: 0,
        button: { label: disassembly.no, className: 'button--secondary', showPrice: false },
      },
    ],
  },
  {
    slug: 'premedicion',
    name: {
      es: '¿Quieres que un técnico tome las medidas antes?',
      fr: 'Souhaitez-vous qu’un technicien prenne les mesures ?',
    },
    fieldType: 'select',
    options: [
      {
        slug: 'si',
        name: preMeasurement.yes,
        price: 2500,
        button: { label: preMeasurement.yes, className: 'button--primary', showPrice: true },
        distancePrices: { 500: 2500, 520: 4500 },
      },
      {
        slug: 'no',
        name: preMeasurement.no,
        price: 0,
        button: { label: preMeasurement.no, className: 'button--secondary', showPrice: false },
      },
    ],
  },
];

export const complementDefinitions: ComplementDefinition[] = [
  {
    ref: 'TRT-AC01',
    type: 'tratamientos',
    name: { es: 'Tratamiento antical', fr: 'Traitement anticalcaire' },
    description: {
      es: 'Capa hidrófuga aplicada en fábrica: el agua resbala y la cal no se adhiere al cristal.',
      fr: 'Couche hydrophobe appliquée en usine : l’eau glisse et le calcaire n’adhère plus au verre.',
    },
    pvp: 3900,
  },
  {
    ref: 'PRF-CP02',
    type: 'perfileria',
    name: { es: 'Perfil compensador de 2 cm', fr: 'Profilé de compensation de 2 cm' },
    description: {
      es: 'Corrige paredes desplomadas hasta 2 cm sin cortar el cristal.',
      fr: 'Rattrape les murs hors d’aplomb jusqu’à 2 cm sans recouper le verre.',
    },
    pvp: 2500,
    variantAttribute: { slug: 'color-perfil', options: ['cromado-brillo', 'blanco', 'negro-mate'] },
  },
  {
    ref: 'TOA-TP01',
    type: 'perfileria',
    name: { es: 'Toallero para puerta', fr: 'Porte-serviettes de porte' },
    description: {
      es: 'Toallero de 45 cm que sustituye al tirador de la puerta.',
      fr: 'Porte-serviettes de 45 cm qui remplace la poignée de la porte.',
    },
    pvp: 2900,
    variantAttribute: { slug: 'color-perfil', options: ['cromado-brillo', 'negro-mate'] },
  },
  {
    ref: 'VAL-INOX',
    type: 'valvulas',
    name: { es: 'Válvula extraplana con rejilla inox', fr: 'Bonde extra-plate avec grille inox' },
    description: {
      es: 'Válvula de 90 mm con sifón registrable, caudal de 42 litros por minuto.',
      fr: 'Bonde de 90 mm avec siphon démontable, débit de 42 litres par minute.',
    },
    pvp: 2400,
  },
  {
    ref: 'VAL-LN01',
    type: 'valvulas',
    name: { es: 'Rejilla lineal de acero', fr: 'Caniveau linéaire en acier' },
    description: {
      es: 'Rejilla de 70 cm para desagüe lineal, en acero inoxidable cepillado.',
      fr: 'Caniveau de 70 cm en acier inoxydable brossé.',
    },
    pvp: 4900,
    variantAttribute: { slug: 'acabado-griferia', options: ['inox-cepillado', 'negro-mate'] },
  },
  {
    ref: 'KIT-KL01',
    type: 'mantenimiento',
    name: { es: 'Kit de limpieza antical', fr: 'Kit d’entretien anticalcaire' },
    description: {
      es: 'Limpiador de 500 ml, rasqueta de silicona y paño de microfibra.',
      fr: 'Nettoyant 500 ml, raclette en silicone et chiffon microfibre.',
    },
    pvp: 1490,
  },
  {
    ref: 'INS-SV01',
    type: 'instalacion',
    code: 'installation-complement',
    name: { es: 'Servicio de instalación', fr: 'Service d’installation' },
    description: {
      es: 'Un instalador de confianza monta tu mampara o plato. El precio depende de tu provincia y la distancia.',
      fr: 'Un installateur de confiance pose votre paroi ou receveur. Le prix dépend de la province et de la distance.',
    },
    pvp: 0,
    attributes: ['desmontaje', 'premedicion'],
  },
  {
    ref: 'INS-RS01',
    type: 'instalacion',
    code: 'facility',
    name: { es: 'Reserva de instalación', fr: 'Réservation d’installation' },
    description: {
      es: 'Importe que se paga online para reservar la instalación; el resto se abona al instalador.',
      fr: 'Montant payé en ligne pour réserver l’installation ; le reste est réglé à l’installateur.',
    },
    pvp: 2000,
  },
];
