// SMS length as Chinese operators bill it (Aliyun/Tencent, issue 14): a message of up to 70
// characters is one segment; a longer one is split into segments of 67 characters (3 go to the
// concatenation header). Messages are UCS-2 encoded, so a "character" is one UTF-16 code unit:
// a Chinese character, a letter or a space counts 1, and an emoji outside the basic plane (a
// surrogate pair, e.g. 😀) counts 2, as the handset's PDU carries it. The signature 【…】 the
// gateway prepends counts too, so callers measure the text as sent.

export const SMS_SINGLE_SEGMENT_LIMIT = 70;
export const SMS_MULTI_SEGMENT_SIZE = 67;

/** Billed characters of an SMS text (UTF-16 code units). */
export function smsLength(text: string): number {
  return text.length;
}

/** Segments an SMS text is billed as (0 for an empty text). */
export function smsSegments(text: string): number {
  const length = smsLength(text);
  if (length === 0) return 0;
  if (length <= SMS_SINGLE_SEGMENT_LIMIT) return 1;
  return Math.ceil(length / SMS_MULTI_SEGMENT_SIZE);
}

/** The signature prefix the gateway adds, e.g. 【示例科技】. */
export function smsSignature(companyName: string): string {
  return `【${companyName}】`;
}

/** What the counter under an SMS editor shows. */
export function smsCounterText(text: string): string {
  const length = smsLength(text);
  return `已输入 ${length} 字，按 ${smsSegments(text)} 条计费（70 字以内 1 条，超出按每 67 字 1 条）`;
}
