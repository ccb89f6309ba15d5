/** The shop's drawn icon (a drop on the brand colour), one source for the page head and /favicon.ico. */
export const faviconSvg =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#0c585c'/><path d='M16 6c4 5 7 9 7 13a7 7 0 0 1-14 0c0-4 3-8 7-13z' fill='#fff'/></svg>";

export const faviconDataUri = `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`;
