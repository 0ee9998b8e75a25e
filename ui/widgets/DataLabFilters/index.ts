import { translated } from '../../islands/translated';

import { DataLabFilters } from './DataLabFilters';

export default translated(DataLabFilters);
