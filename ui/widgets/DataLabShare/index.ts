import { translated } from '../../islands/translated';

import { DataLabShare } from './DataLabShare';

export default translated(DataLabShare);
export type { DataLabShareProps } from './DataLabShare';
