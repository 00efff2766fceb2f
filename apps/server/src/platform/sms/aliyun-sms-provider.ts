import DysmsapiModule, * as Dysmsapi from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { SmsConfig } from '../../config';
import type { SmsMessage, SmsProvider } from './sms-provider';

// Aliyun SMS (dysmsapi 2017-05-25, SendSms) behind the SmsProvider interface (issue 14).
// Aliyun only sends approved templates under an approved signature: the signature is
// ALIYUN_SMS_SIGN_NAME (Aliyun prepends 【签名】 itself, so the product's own 【…】 prefix is cut
// from the text), the template code is chosen by the message's purpose (ALIYUN_SMS_TEMPLATES,
// '*' as the fallback), and the text goes in the template's variables: `content` (the whole
// text, for a template whose body is ${content}) plus the message's own parameters (e.g. `code`
// of a sign-in code). An answer other than Code "OK" is thrown with Aliyun's message, so the
// caller marks its record failed with the reason.

type AliyunConfig = Extract<SmsConfig, { provider: 'aliyun' }>;

// The package is CommonJS with its class as `default`; under ESM interop it may sit one level down.
const ClientClass = ((DysmsapiModule as unknown as { default?: typeof DysmsapiModule }).default ??
  DysmsapiModule) as typeof DysmsapiModule;

class AliyunSmsError extends Error {
  override name = 'AliyunSmsError';
}

/** The text without the product's leading 【signature】 (the gateway adds its own). */
function unsignedText(text: string): string {
  return text.replace(/^【[^】]*】/, '');
}

export class AliyunSmsProvider implements SmsProvider {
  private readonly client: InstanceType<typeof DysmsapiModule>;

  constructor(private readonly config: AliyunConfig) {
    this.client = new ClientClass(
      new $OpenApiUtil.Config({
        accessKeyId: config.accessKeyId,
        accessKeySecret: config.accessKeySecret,
        endpoint: config.endpoint,
        protocol: config.protocol,
        // A bulk send must not hang on a dead gateway.
        connectTimeout: 5_000,
        readTimeout: 10_000,
      }),
    );
  }

  templateFor(purpose: string): string {
    const code = this.config.templates[purpose] ?? this.config.templates['*'];
    if (!code) throw new AliyunSmsError(`未配置用途「${purpose}」的阿里云短信模板（ALIYUN_SMS_TEMPLATES）`);
    return code;
  }

  async send(message: SmsMessage): Promise<void> {
    const request = new Dysmsapi.SendSmsRequest({
      phoneNumbers: message.mobile,
      signName: this.config.signName,
      templateCode: this.templateFor(message.purpose),
      templateParam: JSON.stringify({ content: unsignedText(message.text), ...(message.params ?? {}) }),
    });
    let code: string | undefined;
    let text: string | undefined;
    try {
      const response = await this.client.sendSms(request);
      code = response.body?.code;
      text = response.body?.message;
    } catch (error) {
      // The SDK throws on HTTP errors with Aliyun's Code/Message in data.
      const failure = error as {
        code?: string;
        message?: string;
        data?: { Code?: string; Message?: string };
      };
      throw new AliyunSmsError(
        `阿里云短信：${failure.data?.Message ?? failure.message ?? '请求失败'}（${failure.data?.Code ?? failure.code ?? 'error'}）`,
      );
    }
    if (code !== 'OK') throw new AliyunSmsError(`阿里云短信：${text ?? '发送失败'}（${code ?? 'unknown'}）`);
  }
}
