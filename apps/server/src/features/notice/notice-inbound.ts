import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

// Replies by mail (issue 14): every notice carries Reply-To reply+<tenant>.<record>.<token>@…;
// this listener (smtp-server, INBOUND_SMTP_PORT) accepts mail only for such addresses and stores
// the text part against the record. The parser is deliberately small: the first text/plain
// part (or the HTML stripped), base64 / quoted-printable decoded, quoted lines ("> …") and the
// "On … wrote:" header of the quote dropped.

const ADDRESS = /^reply\+([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,64})\.([0-9a-f]{24})@/i;
const MAX_MESSAGE_BYTES = 1024 * 1024;

interface ReplyTarget {
  tenantId: string;
  recordId: string;
  token: string;
}

function parseReplyAddress(address: string): ReplyTarget | null {
  const match = ADDRESS.exec(address.trim());
  return match ? { tenantId: match[1]!, recordId: match[2]!, token: match[3]!.toLowerCase() } : null;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end < 0 ? normalised : normalised.slice(0, end);
  const body = end < 0 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function charsetOf(contentType: string): BufferEncoding {
  return /charset="?(utf-?8|us-ascii)"?/i.test(contentType) || !/charset=/i.test(contentType)
    ? 'utf8'
    : 'latin1';
}

function decode(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const charset = charsetOf(part.headers.get('content-type') ?? '');
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString(charset);
  if (encoding === 'quoted-printable') {
    const bytes: number[] = [];
    const text = part.body.replace(/=\n/g, '');
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(text[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString(charset);
  }
  return part.body;
}

function textOf(part: Part, depth = 0): { text: string; html: boolean } | null {
  const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/') && depth < 5) {
    const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
    if (!boundary) return null;
    const pieces = part.body.split(`--${boundary}`).slice(1);
    let html: { text: string; html: boolean } | null = null;
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const found = textOf(splitPart(piece.replace(/^\n/, '')), depth + 1);
      if (found && !found.html) return found;
      html ??= found;
    }
    return html;
  }
  if (type.startsWith('text/plain')) return { text: decode(part), html: false };
  if (type.startsWith('text/html')) return { text: decode(part), html: true };
  return null;
}

/** The candidate's own words from a raw reply mail. */
export function replyText(raw: string): { from: string; text: string } {
  const message = splitPart(raw);
  const found = textOf(message);
  let text = found?.text ?? '';
  if (found?.html) text = text.replace(/<br\s*\/?>|<\/p>/gi, '\n').replace(/<[^>]*>/g, '');
  const lines: string[] = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (/^\s*>/.test(line)) continue;
    if (/^(On .+wrote:|在.+写道：?)\s*$/.test(line.trim())) break;
    lines.push(line);
  }
  return { from: message.headers.get('from') ?? '', text: lines.join('\n').trim() };
}

export interface InboundListener {
  port: number;
  close(): Promise<void>;
}

export type StoreReply = (target: ReplyTarget, from: string, text: string) => Promise<boolean>;

export async function startInboundSmtp(
  port: number,
  store: StoreReply,
  log: { warn(obj: unknown, msg?: string): void },
  host = '0.0.0.0',
): Promise<InboundListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (!parseReplyAddress(address.address)) {
        callback(new Error('550 未知的收件地址'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { from, text } = replyText(raw);
        const targets = session.envelope.rcptTo
          .map((r) => parseReplyAddress(r.address))
          .filter((t): t is ReplyTarget => t !== null);
        const sender = from || (session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
        Promise.all(targets.map((t) => store(t, sender, text)))
          .then(() => callback())
          .catch((error: unknown) => {
            log.warn({ err: error }, '回复邮件保存失败');
            callback(new Error('451 暂时无法保存，请稍后重试'));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
