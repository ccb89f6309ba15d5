/** Lower case, no accents, no apostrophe variants: how place names are compared. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’']/g, "'")
    .toLowerCase()
    .replace(/^provincia de /, '')
    .trim();
}

/**
 * Official and co-official spellings a maps service may give for a province, mapped to the
 * name the shop's installation cities use (its `province` column).
 */
const provinceAliases: Readonly<Record<string, string>> = {
  'la coruna': 'A Coruña',
  coruna: 'A Coruña',
  araba: 'Álava',
  'araba/alava': 'Álava',
  'alava/araba': 'Álava',
  alacant: 'Alicante',
  'alicante/alacant': 'Alicante',
  castello: 'Castellón',
  'castellon/castello': 'Castellón',
  gerona: 'Girona',
  gipuzkoa: 'Guipúzcoa',
  'illes balears': 'Islas Baleares',
  baleares: 'Islas Baleares',
  'balearic islands': 'Islas Baleares',
  lerida: 'Lleida',
  orense: 'Ourense',
  nafarroa: 'Navarra',
  bizkaia: 'Vizcaya',
};

/** The installation province a maps service's province name stands for. */
export function installationProvinceName(province: string): string {
  const comparable = comparableName(province);
  return provinceAliases[comparable] ?? province;
}
