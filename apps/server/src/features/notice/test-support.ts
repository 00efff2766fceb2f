import { SMTPServer } from 'smtp-server';

// A local SMTP server receiving what the notices send (tests and the benchmark): every message
// with its envelope recipients and raw source.

interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface MailSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    maxClients: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // Replies go out at once (no Nagle wait for the client's delayed ACK on loopback).
  server.server.on('connection', (socket: import('node:net').Socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw mail, RFC 2047 words decoded (=?UTF-8?B?…?= / =?UTF-8?Q?…?=). */
export function mailHeader(raw: string, name: string): string {
  const head = raw
    .replace(/\r\n/g, '\n')
    .split('\n\n')[0]!
    .replace(/\n[ \t]+/g, ' ');
  const line = head.split('\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return '';
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_w, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
