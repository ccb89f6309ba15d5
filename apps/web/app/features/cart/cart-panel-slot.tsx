import { lazy, Suspense, useState } from 'react';
import { useCartPanel } from './cart-panel-state.ts';

const CartPanel = lazy(() =>
  import('./cart-panel.tsx').then((module) => ({ default: module.CartPanel })),
);

/**
 * Where the layout places the side-panel cart. Its code (rows, quantities, totals) is fetched
 * when the panel first opens: most page views never open it.
 */
export function CartPanelSlot() {
  const { open } = useCartPanel();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
