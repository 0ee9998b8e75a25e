import { translated } from '../../islands/translated';

import { SearchBox } from './SearchBox';

export default translated(SearchBox);
export type { SearchBoxProps } from './SearchBox';
