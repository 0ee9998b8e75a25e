import { Notice, Text } from 'braid-design-system';
import type { ReactNode } from 'react';

/** A visible note for developers where a part of the page is not built yet; never shown in production. */
export function DevelopmentNotice({ children }: { children: ReactNode }) {
  return (
    <Notice tone="info">
      <Text>{children}</Text>
    </Notice>
  );
}
