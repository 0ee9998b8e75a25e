import type { ReactNode } from 'react';

// Inline icons: importing Braid's icons would pull Braid's whole entry (and Node's util) into this island.
interface SvgProps {
  children: ReactNode;
  stroke?: boolean;
  /** Names the icon for `enhance.ts`, which switches the copy button's two icons. */
  icon?: string;
  /** SVG's own `display` attribute: SVG elements have no `hidden`. */
  display?: 'none';
}

const Svg = ({ children, stroke = false, icon, display }: SvgProps) => (
  <svg
    data-icon={icon}
    display={display}
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill={stroke ? 'none' : 'currentColor'}
    stroke={stroke ? 'currentColor' : 'none'}
    strokeWidth={stroke ? 2 : undefined}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

export const FacebookIcon = () => (
  <Svg>
    <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.9c0-.6.3-.9.5-.9Z" />
  </Svg>
);

export const XIcon = () => (
  <Svg>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L1.9 3h6.3l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z" />
  </Svg>
);

export const LinkedInIcon = () => (
  <Svg>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V21h-4V9.5Z" />
  </Svg>
);

export const MailIcon = () => (
  <Svg stroke>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
);

export const CopyIcon = () => (
  <Svg stroke icon="copy">
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Svg>
);

export const PrintIcon = () => (
  <Svg stroke>
    <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
    <rect x="6" y="14" width="12" height="7" />
  </Svg>
);

/** The copy button's tick once the link is copied: rendered undisplayed, shown by `enhance.ts`. */
export const TickIcon = () => (
  <Svg stroke icon="copied" display="none">
    <path d="m4 12 5 5L20 6" />
  </Svg>
);
