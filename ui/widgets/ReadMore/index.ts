import { translated } from '../../islands/translated';

import { ReadMore } from './ReadMore';

export default translated(ReadMore);
export type { ReadMoreProps } from './ReadMore';
