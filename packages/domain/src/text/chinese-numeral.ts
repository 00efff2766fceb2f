// Number → Chinese numeral (VAL-010..012, GAP-033): integers up to the hundred-billion range
// (千亿, i.e. below 1 000 000 000 000) in the usual reading, e.g. 101 → 一百零一,
// 100000 → 十万, 123456789012 → 一千二百三十四亿五千六百七十八万九千零一十二.
// Decisions (GAP-033): 0, '' and anything non-numeric → 零; negatives get the prefix 负;
// decimals are read digit by digit after 点 (3.14 → 三点一四); a value of 一万亿 or more is
// returned as its Arabic digits (the helper does not go past its documented range).

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;
const SMALL_UNITS = ['', '十', '百', '千'] as const;
const SECTION_UNITS = ['', '万', '亿'] as const;

/** The first value the helper no longer spells out: 一万亿. */
export const CHINESE_NUMERAL_LIMIT = 1_000_000_000_000;

// 1..9999 within one four-digit section; zeros between digits read as one 零.
function sectionToChinese(section: number): string {
  let out = '';
  let zeroPending = false;
  for (let power = 3; power >= 0; power -= 1) {
    const digit = Math.floor(section / 10 ** power) % 10;
    if (digit === 0) {
      if (out) zeroPending = true;
      continue;
    }
    if (zeroPending) out += DIGITS[0];
    zeroPending = false;
    out += DIGITS[digit] + SMALL_UNITS[power];
  }
  return out;
}

function integerToChinese(value: number): string {
  if (value === 0) return DIGITS[0];
  const sections: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 10_000)) sections.push(rest % 10_000);

  let out = '';
  let zeroPending = false;
  for (let i = sections.length - 1; i >= 0; i -= 1) {
    const section = sections[i];
    if (section === 0) {
      if (out) zeroPending = true;
      continue;
    }
    // A section below 1000 after a higher one starts with 零 (一万零五百, 一亿零一万).
    if (out && (zeroPending || section < 1000)) out += DIGITS[0];
    zeroPending = false;
    out += sectionToChinese(section) + SECTION_UNITS[i];
  }
  // 一十 at the very start reads 十 (10 → 十, 15 → 十五, 100000 → 十万).
  return out.startsWith('一十') ? out.slice(1) : out;
}

function arabicDigits(value: number): string {
  return Number.isSafeInteger(value)
    ? String(value)
    : value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

export function toChineseNumeral(input: number | string | null | undefined): string {
  const value = typeof input === 'string' ? (input.trim() === '' ? Number.NaN : Number(input)) : input;
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return DIGITS[0];

  const sign = value < 0 ? '负' : '';
  const magnitude = Math.abs(value);
  if (magnitude >= CHINESE_NUMERAL_LIMIT) return arabicDigits(value);

  const integer = Math.trunc(magnitude);
  const text = integerToChinese(integer);
  const fraction = String(magnitude).split('.')[1];
  const decimals = fraction ? `点${Array.from(fraction, (d) => DIGITS[Number(d)]).join('')}` : '';
  return `${sign}${text}${decimals}`;
}
