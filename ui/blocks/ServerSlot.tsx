import { createContext, useContext, type ReactNode } from 'react';

/**
 * Server-rendered content inside an island. The server render fills each slot from `SlotsProvider` (e.g. rich
 * text drawn with the design system); in the browser there is no provider and the slot renders an element
 * whose inner HTML React neither hydrates nor replaces, so the server's content stays as it was and the island
 * ships none of its code. A slot must stay mounted: hide it, never unmount it.
 */
const SlotsContext = createContext<Readonly<Record<string, ReactNode>> | null>(null);

// One object for every render: React writes innerHTML only when `__html` changes.
const KEEP_SERVER_HTML = { __html: '' };

export function SlotsProvider({
  slots,
  children,
}: {
  slots: Readonly<Record<string, ReactNode>>;
  children: ReactNode;
}) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function ServerSlot({ name, className }: { name: string; className?: string }) {
  const slots = useContext(SlotsContext);
  if (slots) {
    return (
      <div className={className} data-slot={name}>
        {slots[name]}
      </div>
    );
  }
  return (
    <div
      className={className}
      data-slot={name}
      suppressHydrationWarning
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
    />
  );
}
