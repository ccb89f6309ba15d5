import { useEffect, useRef, type ReactNode } from 'react';

type OverlayDialogProps = {
  open: boolean;
  onClose: () => void;
  label: string;
  /** Where and how big: the sidebar docks right, a modal is centred or full screen. */
  className: string;
  children: ReactNode;
};

/**
 * The one overlay of the product page (configurator sidebar, gallery and quick-view modals):
 * a native modal <dialog>, so the browser traps focus, makes the page behind inert, closes on
 * Escape and gives focus back to the button that opened it. Body scrolling is locked while
 * it is open (SPEC section 2).
 */
export function OverlayDialog({ open, onClose, label, className, children }: OverlayDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A click on the backdrop lands on the dialog element itself; keyboards close with Escape.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      className={`max-h-none max-w-none overflow-hidden bg-white p-0 text-ink backdrop:bg-ink/60 ${className}`}
    >
      {open && children}
    </dialog>
  );
}
