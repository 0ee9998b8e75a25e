/**
 * While a popup (a menu, a share panel) is open: Escape closes it and gives the focus back to the button that
 * opened it, and a press anywhere outside the elements of `inside` closes it. Returns how to stop listening, for
 * when it closes. The elements are asked for at each event (React refs fill in after render).
 */
export function listenForDismiss(
  close: () => void,
  opener: () => HTMLElement | null,
  inside: () => readonly (HTMLElement | null)[],
): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    opener()?.focus();
  };
  const onPress = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!inside().some((element) => element?.contains(target))) close();
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onPress);
  return () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPress);
  };
}
