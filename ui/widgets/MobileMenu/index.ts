export { MobileMenu as default } from './MobileMenu';
export type { MenuLink, MobileMenuProps } from './MobileMenu';
