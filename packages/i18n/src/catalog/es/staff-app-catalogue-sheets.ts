/** The staff app's import and export screen: products and prices as CSV files. */
export const staffAppCatalogueSheets = {
  title: 'Importar y exportar',
  exportTitle: 'Exportar',
  exportHelp:
    'Archivos CSV en UTF-8 separados por punto y coma, que Excel abre tal cual. Los precios van en euros con IVA y coma decimal; publicado es 1 o 0; las categorías son sus números separados por |.',
  exportProducts: 'Productos (CSV)',
  exportPrices: 'Precios (CSV)',
  importTitle: 'Importar',
  importHelp:
    'Primero se prueba el archivo: cada fila dice si no cambia, qué cambia o por qué se rechaza, sin tocar nada. Después se aplica todo a la vez, o nada si los datos han cambiado desde la prueba.',
  sheet: 'Archivo de',
  sheets: { products: 'Productos', prices: 'Precios' },
  file: 'Archivo CSV',
  fileRequired: 'Elige un archivo CSV.',
  dryRun: 'Probar sin aplicar',
  apply: 'Aplicar {count} cambios',
  summary: '{unchanged} sin cambios · {changed} con cambios · {new} nuevos · {refused} rechazadas',
  refusedNote:
    'Corrige las filas rechazadas y vuelve a probar el archivo: solo se aplica un archivo sin rechazos.',
  applied: 'Importación aplicada: {changed} filas cambiadas y {new} productos nuevos.',
  stale: 'Los datos han cambiado desde la prueba: vuelve a probar el archivo.',
  resultRows: 'Filas que cambian o se rechazan',
  line: 'Fila',
  row: 'Referencia',
  status: 'Resultado',
  detail: 'Detalle',
  statuses: {
    unchanged: 'Sin cambios',
    changed: 'Cambia',
    new: 'Nuevo',
    refused: 'Rechazada',
  },
  wholeRow: 'Fila',
} as const;
