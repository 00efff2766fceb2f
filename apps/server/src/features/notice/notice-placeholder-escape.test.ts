import { describe, expect, it } from 'vitest';
import { compileNotice, renderNotice } from './notice-render';

// Issue 20 §4.2: names, job names and other values are stored raw; a mail template escapes them
// where it puts them into HTML, so a value can never become markup, a script, an event handler
// or a link of its own. Payloads of the section-1 probe, in a placeholder in text and in one
// inside a link (which takes renderNotice's second sanitising).

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '<a href="javascript:alert(1)">点我</a>',
  '</p><iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '{{候选人姓名}}',
  '=HYPERLINK("http://evil.example","x")',
  '\u202e\ud800 坏的 unicode',
];

const IN_TEXT = '<p>{{候选人姓名}}您好，欢迎投递{{职位名称}}。</p>';
const IN_LINK = '<p><a href="https://careers.example.com/jobs?name={{职位名称}}">查看职位</a>{{候选人姓名}}</p>';
/**
 * The tags of the rendered HTML (attribute values are escaped, so a tag ends at the first >):
 * a value may add no tag of its own, no event handler and no script link.
 */
function formedMarkup(html: string): string[] {
  const problems: string[] = [];
  for (const [tag, name] of html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)) {
    if (!['p', 'a'].includes(name!.toLowerCase())) problems.push(tag);
    const outsideValues = tag.replace(/"[^"]*"/g, '""');
    if (/\son\w+\s*=|javascript:/i.test(outsideValues)) problems.push(tag);
    if (/href="javascript:/i.test(tag)) problems.push(tag);
  }
  return problems;
}

describe('issue 20 §4.2 mail templates escape placeholder values', () => {
  for (const body of [IN_TEXT, IN_LINK]) {
    it(`§4.2 NOTICE-PREVIEW a value never becomes markup (${body === IN_TEXT ? 'in text' : 'in a link'})`, () => {
      for (const payload of PAYLOADS) {
        const values = { candidateName: payload, jobName: payload };
        const content = { channel: 'email' as const, subject: '{{候选人姓名}}', body };
        for (const rendered of [renderNotice(content, values, '示例公司'), compileNotice(content, '示例公司')(values)]) {
          expect(formedMarkup(rendered.body), payload).toEqual([]);
          // The subject is plain text (a header), never HTML: the value as typed, one line.
          expect(rendered.subject, payload).toBe(payload.replace(/[\r\n]+/g, ' ').trim());
        }
      }
    });
  }

  it('§4.2 a value is shown as the text typed: escaped in the HTML, as typed in the text part', () => {
    const content = { channel: 'email' as const, subject: '通知', body: IN_TEXT };
    const rendered = renderNotice(content, { candidateName: '<b>赵</b>"强\'', jobName: 'A&B' }, '示例公司');
    expect(rendered.body).toBe(
      '<p>&lt;b&gt;赵&lt;/b&gt;"强\'您好，欢迎投递A&amp;B。</p>',
    );
    expect(rendered.text).toContain('<b>赵</b>"强\'您好，欢迎投递A&B。');
  });

  it('§4.2 a value holding a placeholder is not filled a second time', () => {
    const content = { channel: 'email' as const, subject: '通知', body: IN_TEXT };
    const rendered = renderNotice(content, { candidateName: '{{职位名称}}', jobName: '秘密职位' }, '示例公司');
    expect(rendered.body).toBe('<p>{{职位名称}}您好，欢迎投递秘密职位。</p>');
  });
});
