export { enhanceMobileMenu as enhance } from './enhance';
export type { MenuLink, MobileMenuProps } from './MobileMenu';
