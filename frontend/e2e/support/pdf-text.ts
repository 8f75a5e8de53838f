// The text of each page of a PDF, read with pdfjs-dist (a root devDependency), so a test can check what
// each printed sheet says (its footer's "Page n of N") without a system tool.
import { writeFileSync } from 'node:fs';

export type PdfPage = { text: string; width: number; height: number };

export const pdfPageTexts = async (pdf: Buffer): Promise<PdfPage[]> => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const { items } = await page.getTextContent();
      const text = items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' ');
      const [, , width, height] = page.view;
      pages.push({ text, width: Math.round(width!), height: Math.round(height!) });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
};

/** Keeps the PDF for a look (`pdftoppm -png -r 60 <file> <prefix>` renders each page). */
export const keepPdf = (pdf: Buffer, path: string) => writeFileSync(path, pdf);
