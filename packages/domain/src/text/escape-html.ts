// Text shown from data is HTML-escaped (VAL-014): & < > " ' ` / become entities. The statement
// dialog's server HTML is the one exception (AMB-022) and does not go through here.

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '/': '&#x2F;',
};

export function escapeHtml(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  return String(text).replace(/[&<>"'`/]/g, (char) => HTML_ENTITIES[char]);
}
