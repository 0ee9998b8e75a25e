import { createContext, useContext, type ReactNode } from 'react';

/**
 * The reCAPTCHA site key of this deployment (RECAPTCHA_SITE_KEY), handed by the Worker to every form island
 * that needs the robot check; null: no key, the offline tick box (local runs and tests only).
 */
const RobotCheckKeyContext = createContext<string | null>(null);

export function RobotCheckKeyProvider({
  siteKey,
  children,
}: {
  siteKey: string | null;
  children: ReactNode;
}) {
  return <RobotCheckKeyContext.Provider value={siteKey || null}>{children}</RobotCheckKeyContext.Provider>;
}

export const useRobotCheckKey = () => useContext(RobotCheckKeyContext);
