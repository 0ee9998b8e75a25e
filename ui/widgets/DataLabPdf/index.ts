import { translated } from '../../islands/translated';

import { DataLabPdf } from './DataLabPdf';

export default translated(DataLabPdf);
