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

/** Keeps the PDF for a look (`node frontend/e2e/support/render-pdf.mjs <file> <prefix>` renders each page to PNG). */
export const keepPdf = (pdf: Buffer, path: string) => writeFileSync(path, pdf);

/** A line of a PDF page: its text in reading order, its baseline (points from the page's foot) and its type size. */
export type PdfLine = { text: string; y: number; size: number; descent: number };
export type PdfSheet = { width: number; height: number; lines: PdfLine[] };

/**
 * Each page of a PDF as lines of text with where they sit: the text items sharing a baseline (within a
 * point) joined left to right, top line first. Enough to tell how far down a sheet its text reaches and
 * what its footer (in the bottom margin) says.
 */
export const pdfSheets = async (pdf: Buffer): Promise<PdfSheet[]> => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const sheets: PdfSheet[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const { items } = await page.getTextContent();
      const placed = items
        .flatMap((item) =>
          'str' in item && item.str.trim() !== ''
            ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, size: item.height }]
            : [],
        )
        .sort((a, b) => b.y - a.y || a.x - b.x);
      const lines: (PdfLine & { parts: { text: string; x: number }[] })[] = [];
      for (const item of placed) {
        const line = lines.find((l) => Math.abs(l.y - item.y) < 1);
        if (line) {
          line.parts.push(item);
          line.size = Math.max(line.size, item.size);
        } else lines.push({ text: '', y: item.y, size: item.size, descent: 0, parts: [item] });
      }
      const [, , width, height] = page.view;
      sheets.push({
        width: Math.round(width!),
        height: Math.round(height!),
        lines: lines.map(({ parts, y, size }) => ({
          text: parts
            .sort((a, b) => a.x - b.x)
            .map((p) => p.text)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
          y,
          size,
          // Below the baseline, a line's descenders reach about a quarter of its type size.
          descent: size / 4,
        })),
      });
    }
    return sheets;
  } finally {
    await doc.destroy();
  }
};
