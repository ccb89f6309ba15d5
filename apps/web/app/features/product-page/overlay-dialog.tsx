import { useEffect, useRef, type ReactNode } from 'react';

type OverlayDialogProps = {
  open: boolean;
  onClose: () => void;
  label: string;
  /** Where and how big: the sidebar docks right, a modal is centred or full screen. */
  className: string;
  /**
   * Colours are chosen here, not added by callers: two background utilities on one element
   * resolve by stylesheet order, which once drew the gallery's white buttons on white.
   */
  tone?: 'light' | 'dark';
  children: ReactNode;
};

/**
 * The one overlay of the product page (configurator sidebar, gallery and quick-view modals):
 * a native modal <dialog>, so the browser traps focus, makes the page behind inert, closes on
 * Escape and gives focus back to the button that opened it. Body scrolling is locked while
 * it is open (SPEC section 2).
 */
const toneClasses = {
  light: 'bg-white text-ink backdrop:bg-ink/60',
  dark: 'bg-ink text-white backdrop:bg-ink',
} as const;

export function OverlayDialog({
  open,
  onClose,
  label,
  className,
  tone = 'light',
  children,
}: OverlayDialogProps) {
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
      className={`max-h-none max-w-none overflow-hidden p-0 ${toneClasses[tone]} ${className}`}
    >
      {open && children}
    </dialog>
  );
}
