import sanitizeHtml from 'sanitize-html';

// The statement the -1002 dialog shows (CALL-020, AMB-022). Rendered as HTML by the client, so
// it is sanitised here once, with a short allow-list, even though it is our own text.

const STATEMENT_SOURCE = `
<h3>网络招聘服务合规承诺</h3>
<p>根据《网络招聘服务管理规定》（人力资源社会保障部令第44号）及相关法律法规，贵单位在使用本平台发布招聘信息、接收和处理求职者简历前，请阅读并确认以下事项：</p>
<ol>
  <li>贵单位发布的招聘信息真实、合法、有效，不含民族、种族、性别、宗教信仰等歧视性内容，不以招聘为名牟取不正当利益或进行其他违法活动。</li>
  <li>贵单位仅在招聘所必需的范围内收集、使用求职者个人信息，依法保护求职者的个人信息和隐私，未经本人同意不得向第三方提供或用于招聘以外的用途。</li>
  <li>贵单位不得向求职者收取任何费用，不得扣押求职者居民身份证等证件。</li>
  <li>贵单位发现招聘信息存在违法违规内容时，应立即停止发布并及时更正；平台有权依法对违规信息采取删除、屏蔽等措施。</li>
</ol>
<p>点击“确认”即表示贵单位已阅读并同意遵守上述规定。</p>
`;

export const STATEMENT_HTML = sanitizeHtml(STATEMENT_SOURCE, {
  allowedTags: ['h3', 'p', 'ol', 'ul', 'li', 'strong', 'em', 'br'],
  allowedAttributes: {},
}).trim();
