import { useEffect, type RefObject } from 'react';

import { listenForDismiss } from './dismiss';

/**
 * While `open`, Escape closes a popup and gives the focus back to `opener`, and a press outside every element
 * of `inside` closes it (a menu's button and panel, or the wrapper holding both): listenForDismiss for React.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  opener: RefObject<HTMLElement | null>,
  inside: readonly RefObject<HTMLElement | null>[],
): void {
  useEffect(
    () =>
      open
        ? listenForDismiss(
            close,
            () => opener.current,
            () => inside.map((ref) => ref.current),
          )
        : undefined,
    // The refs and `close` (a state setter) stay the same while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open],
  );
}
