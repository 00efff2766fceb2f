// Issue 20 §4.2: text typed by users (job names, applicant names, labels, comments, audit
// details) is stored raw; an export neutralises it so a spreadsheet program never runs it as a
// formula (CSV/formula injection). A text cell beginning with = + - @, a tab or a carriage
// return is written with a leading apostrophe, which Excel, WPS and LibreOffice show as text.
// Numbers stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell a spreadsheet shows as text, never as a formula. */
export function spreadsheetCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A row of cells, each neutralised. */
export function spreadsheetRow<T>(values: readonly T[]): Array<T | string> {
  return values.map(spreadsheetCell);
}
