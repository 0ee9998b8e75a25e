export { Tabs as default } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
