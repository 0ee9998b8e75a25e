export { TeamMemberDescription as default } from './TeamMemberDescription';
export type { TeamMemberDescriptionProps } from './TeamMemberDescription';
