export declare const pdfFontFiles: string[];
export declare const pdfFontsFolder: string;
