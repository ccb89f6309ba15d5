/** Answers of the staff catalogue sheets api (/admin/v1/products|prices/import/, export.csv). */
export const catalogueSheetsApi = {
  unreadable:
    'El archivo no se puede leer como CSV (revisa las comillas cerca de la línea {line}).',
  empty:
    'El archivo no tiene filas: la primera línea nombra las columnas y las siguientes son los datos.',
  unknownColumn: 'Columna desconocida: «{column}». Usa las columnas de la exportación.',
  repeatedColumn: 'La columna «{column}» aparece dos veces.',
  missingColumn: 'Falta la columna «{column}».',
  tooManyRows: 'Un archivo puede tener como mucho {max} filas: divídelo.',
  unknownProduct: 'Ningún producto tiene esta referencia.',
  unknownStore: 'Edición desconocida: escribe ESSM o FRSM.',
  unknownBrand: 'Ninguna marca se llama «{value}» (usa su identificador de URL).',
  notIdList: 'Escribe los números de las categorías separados por |, por ejemplo 3|12.',
  notFlag: 'Escribe 1 (publicado) o 0 (no publicado).',
  notNumber: 'Escribe un número entero de días.',
  notAmount: 'Escribe un importe en euros con dos decimales como mucho, por ejemplo 399,50.',
  priceRequired: 'Indica el precio: un precio no se puede dejar vacío.',
  refRepeated: 'Esta referencia ya aparece en otra fila del archivo.',
  tokenRequired: 'Prueba primero el archivo sin aplicarlo y aplica después esa prueba.',
  stale:
    'Los datos han cambiado desde la prueba: vuelve a probar el archivo antes de aplicarlo. No se ha cambiado nada.',
  hasRefusals:
    'El archivo tiene {count} filas rechazadas: corrígelas y vuelve a probarlo. No se ha cambiado nada.',
} as const;
