export { DataLabPdf as default } from './DataLabPdf';
