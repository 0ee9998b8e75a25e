import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape closes a popup and gives the focus back to `opener`, and a press outside every element
 * of `inside` closes it (a menu's button and panel, or the wrapper holding both).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  opener: RefObject<HTMLElement | null>,
  inside: readonly RefObject<HTMLElement | null>[],
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      opener.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!inside.some((ref) => ref.current?.contains(target))) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
    // The refs and `close` (a state setter) stay the same while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
