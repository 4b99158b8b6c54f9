import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A button that shows and hides a panel of links (WAI-ARIA's disclosure pattern), written with React alone so that
 * the first page's script carries no component library for it. Opening moves the focus to the panel's first link
 * or button; Escape closes it and gives the focus back to the button; a navigation (back and forward too), a click
 * outside or the focus moving on closes it.
 *
 * Spread `container` on the element around the button and the panel, `button` on the button and `panel` on the
 * panel; call `choose` when a link in the panel is followed.
 */
export function useDisclosure(id: string) {
  const location = useLocation();
  // Open on the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (openOn !== null && openOn !== location.key) setOpenOn(null);
  const open = openOn === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return {
    open,
    container: {
      ref: containerRef,
      onKeyDown(event: KeyboardEvent) {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpenOn(null);
        buttonRef.current?.focus();
      },
      onBlur(event: FocusEvent) {
        const next = event.relatedTarget;
        if (next instanceof Node && !containerRef.current?.contains(next)) setOpenOn(null);
      },
    },
    button: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpenOn(open ? null : location.key),
    },
    panel: { ref: panelRef, id, hidden: !open },
    /** A link was chosen: the panel closes at once, while the page loads, and the page takes the focus once shown. */
    choose() {
      setOpenOn(null);
      buttonRef.current?.focus();
    },
  };
}
