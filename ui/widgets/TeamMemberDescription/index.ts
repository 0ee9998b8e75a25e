import { translated } from '../../islands/translated';

import { TeamMemberDescription } from './TeamMemberDescription';

export default translated(TeamMemberDescription);
export type { TeamMemberDescriptionProps } from './TeamMemberDescription';
