import { blocks, list, type PageDefinition } from './page-text.ts';

/*
 * Installation is a service of the Spanish edition only (facility_available is false in
 * France), so these pages have no French version and answer 404 there. Prices are the
 * installation rules of packages/domain and the seed's provinces, before VAT.
 */
const installationLinks = list(
  '[Instalación de mamparas de ducha](/instalacion/mamparas-de-ducha)',
  '[Instalación de platos de ducha](/instalacion/platos-de-ducha)',
  '[Instalación de mamparas de bañera](/instalacion/mamparas-de-banera)',
  '[Nuestros instaladores](/instaladores-mamparas-ducha-bano)',
);

export const installationPages: PageDefinition[] = [
  {
    es: {
      slug: 'instalacion-de-mamparas',
      title: 'Servicio de instalación de mamparas',
      description:
        'Te montamos la mampara en casa: precio cerrado por provincia, desmontaje y medición previa opcionales.',
      body: blocks(
        'Compra tu mampara y deja que un instalador profesional la monte. Añades el servicio al comprar, en la propia ficha del producto, y sabes el precio antes de pagar.',
        '## Cómo funciona',
        list(
          'En la ficha de la mampara pulsa **Añadir servicio de instalación**.',
          'Indica si hay que **desmontar** la mampara antigua y si quieres una **medición previa** antes de fabricar.',
          'Elige tu provincia y la distancia a la capital: **hasta 30 km** o **de 30 a 50 km**.',
          'Pagas una reserva con tu pedido y el resto directamente al instalador el día del montaje.',
        ),
        '## Precios',
        list(
          '**Instalación**: según provincia y distancia. Por ejemplo, Madrid 80 € (hasta 30 km) o 105 € (30 a 50 km); Valencia 85 € o 110 €; Barcelona 90 € o 115 €; Islas Baleares 160 € o 200 €.',
          '**Desmontaje de la mampara antigua**: 50 €.',
          '**Medición previa**: 25 € hasta 30 km y 45 € de 30 a 50 km. Muy recomendable en mamparas a medida.',
          'En Girona y Zamora el precio es bajo presupuesto: te llamamos para dártelo.',
        ),
        'A los precios del servicio se suma el IVA (21 %), que verás desglosado en el carrito.',
        '## Qué incluye',
        'Montaje de la mampara, nivelado y sellado con silicona sanitaria, comprobación de puertas y retirada del embalaje. No incluye obras de albañilería ni fontanería.',
        '## Más sobre instalación',
        installationLinks,
        '¿Prefieres montarla tú? Sigue nuestra [guía de medición](/medicion-instalacion-mamparas) y las instrucciones que acompañan a cada producto.',
      ),
    },
  },
  {
    es: {
      slug: 'instaladores-mamparas-ducha-bano',
      title: 'Instaladores de mamparas de ducha y baño',
      description:
        'Una red de instaladores profesionales en casi todas las provincias de la península y Baleares.',
      body: blocks(
        'Nuestros instaladores son profesionales independientes con experiencia en baños que trabajan con nosotros desde hace años. Montan cada semana las mismas mamparas que vendemos, así que conocen cada herraje.',
        '## Dónde trabajamos',
        'Cubrimos unas 45 provincias de la península y Baleares, hasta 50 km de la capital de provincia. Si tu localidad está más lejos, escríbenos y buscamos una solución.',
        '## Qué puedes esperar',
        list(
          'Una llamada para acordar día y franja horaria en cuanto llega tu pedido.',
          'Montaje limpio, nivelado y sellado, con la mampara lista para usar al día siguiente.',
          'Garantía del montaje: si algo no queda bien, el instalador vuelve.',
        ),
        '## ¿Eres instalador?',
        'Si montas mamparas y platos de ducha y quieres trabajar con nosotros, regístrate como [profesional](/profesional) y escríbenos a hola@mamparas-shop.example.',
        '## Más sobre instalación',
        installationLinks,
      ),
    },
  },
  {
    es: {
      slug: 'instalacion-mamparas-de-ducha',
      title: 'Instalación de mamparas de ducha',
      description:
        'Cómo se monta una mampara de ducha, cuánto se tarda y cómo prepararte para el día de la instalación.',
      body: blocks(
        'Montar una mampara de ducha lleva entre una y dos horas. El instalador la fija a la pared con perfiles de aluminio, la nivela y la sella.',
        '## Antes de que llegue el instalador',
        list(
          'Deja libre el acceso al baño y el plato de ducha limpio y seco.',
          'Ten a mano los bultos de la mampara sin abrir: el instalador revisa el cristal contigo.',
          'Si la pared está alicatada, confirma que no hay tuberías en las zonas de los perfiles.',
        ),
        '## El montaje, paso a paso',
        list(
          'Se marcan los perfiles de pared con nivel, corrigiendo el desplome si lo hay.',
          'Se taladra, se colocan tacos y se atornillan los perfiles.',
          'Se montan los cristales fijos, las puertas y los rodamientos o bisagras.',
          'Se ajusta el cierre y se sella con silicona sanitaria por fuera.',
        ),
        '## Después',
        'Espera 24 horas antes de ducharte para que la silicona cure. Limpia el cristal con agua y un paño suave; evita productos abrasivos.',
        'Elige tu modelo en [mamparas de ducha](/mamparas-de-ducha) y añade el [servicio de instalación](/instalacion-de-mamparas) en la ficha.',
      ),
    },
  },
  {
    es: {
      slug: 'instalacion-platos-de-ducha',
      title: 'Instalación de platos de ducha',
      description:
        'Sustituir la bañera por un plato de ducha: qué implica y cómo preparar la obra.',
      body: blocks(
        'Cambiar la bañera por un plato de ducha extraplano es la reforma de baño más pedida. El plato de resina se coloca sobre una base nivelada y se conecta al desagüe existente.',
        '## Qué hace falta',
        list(
          'Retirar la bañera y sanear el suelo y la pared donde apoyaba.',
          'Comprobar la pendiente del desagüe: el plato necesita evacuar sin encharcarse.',
          'Nivelar con mortero o una base de apoyo y asentar el plato con adhesivo.',
          'Sellar el perímetro con silicona sanitaria antes de montar la mampara.',
        ),
        '## Platos a medida',
        'Los platos de resina se pueden cortar, pero si tu hueco es irregular te conviene un [plato a medida](/platos-de-ducha-a-medida), fabricado al centímetro en 2 o 3 semanas. Recuerda que los productos a medida no admiten devolución.',
        'Aprende a elegirlo en nuestra [guía de platos de ducha](/como-elegir-tu-plato-de-ducha-15).',
        '## ¿Lo instalamos nosotros?',
        'Nuestro servicio de instalación monta mamparas. La colocación del plato, por implicar obra y fontanería, la hace tu reformista; si buscas uno, pregúntanos y te recomendaremos profesionales de tu zona.',
      ),
    },
  },
  {
    es: {
      slug: 'instalacion-mamparas-de-banera',
      title: 'Instalación de mamparas de bañera',
      description:
        'Montaje de mamparas de bañera fijas, abatibles, plegables y correderas sobre el borde de la bañera.',
      body: blocks(
        'Una mampara de bañera se monta sobre el borde de la bañera y se fija a la pared con un perfil. Es un montaje sencillo, de una hora aproximadamente.',
        '## Comprueba antes de comprar',
        list(
          'El borde de la bañera debe ser plano y de al menos 5 cm de ancho.',
          'Mide el largo útil de la bañera y el alto desde el borde: te lo explicamos en la [guía de medición de mamparas de bañera](/medicion-instalacion-mamparas/ducha-o-banera).',
          'Comprueba el desplome de la pared con un nivel.',
        ),
        '## El montaje',
        'Se fija el perfil de pared, se coloca el panel o las hojas, se ajusta el giro o el recorrido y se sella la junta inferior para que el agua no salga al suelo.',
        'Encuentra tu modelo en [mamparas de bañera](/mamparas-de-banera) y añade el [servicio de instalación](/instalacion-de-mamparas).',
      ),
    },
  },
];
