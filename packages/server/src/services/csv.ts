/** One column of a CSV export: its heading and how to read the cell from a row. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | boolean | null | undefined };

/** The byte-order mark that tells spreadsheet programs the file is UTF-8 (Excel guesses otherwise). */
const BOM = '\uFEFF';

// A spreadsheet runs a cell starting with one of these as a formula (=HYPERLINK(...) and friends);
// tab and carriage return are on OWASP's list too, as some programs strip them first.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text, made inert for spreadsheets (a leading `'`) and quoted when RFC 4180 needs it. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are written as numbers; a negative one stays a number, not text.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows as CSV (RFC 4180: CRLF line ends, fields quoted where needed, quotes doubled), a header line
 * first. Cells that a spreadsheet would run as a formula are prefixed with `'`. Every CSV the server
 * sends goes through here.
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>, options: { bom?: boolean } = {}): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${options.bom ? BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** A `Content-Disposition` value naming the download (ASCII only, so every browser keeps the name). */
export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}
