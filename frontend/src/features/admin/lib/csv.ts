// RFC 4180 CSV for spreadsheets: CRLF rows, fields quoted when they hold a comma, quote or line
// break, quotes doubled. A leading BOM makes Excel read UTF-8 (Urdu answers) correctly.

export const CSV_BOM = '\uFEFF';

// A cell starting with one of these is run as a formula by Excel, Sheets and LibreOffice
// (CSV injection); a leading apostrophe makes the spreadsheet show it as text instead.
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralizeFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

export const escapeCsvField = (value: string): string => {
  const safe = neutralizeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export type CsvCell = string | number | boolean | null | undefined;

const cellText = (cell: CsvCell): string => (cell === null || cell === undefined ? '' : String(cell));

/** The whole file: BOM, then every row as escaped fields joined by commas, rows ended by CRLF. */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  CSV_BOM + rows.map((row) => row.map((cell) => escapeCsvField(cellText(cell))).join(',') + '\r\n').join('');
