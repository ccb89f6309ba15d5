/** The way on to the checkout looks the same on the cart page and in the side panel. */
export const checkoutButtonClass =
  'flex h-13 w-full items-center justify-center rounded-full bg-accent-500 text-lg font-semibold text-ink shadow-sm hover:bg-accent-100';
