import { describe, expect, it } from 'vitest';
import {
  CHECK_MESSAGE,
  SYSTEM_MAX_UPLOAD_BYTES,
  birthDateOfPrcId,
  certTypesOf,
  checkAttachment,
  checkCertificate,
  checkDate,
  checkEmail,
  checkFloat,
  checkInteger,
  checkLandline,
  checkMobile,
  checkPostalCode,
  checkQq,
  checkTextByType,
  isCalendarDay,
  isPrcIdNumber,
  uploadFormatsOf,
} from './check-types';

const MB = 1024 * 1024;

function each(check: (v: string) => string | null, valid: string[], invalid: string[], message: string) {
  for (const v of valid) expect(check(v), v).toBeNull();
  for (const v of invalid) expect(check(v), v).toBe(message);
}

describe('check types of typed answers (DES-053)', () => {
  it('DES-053 email (8): 请输入正确的邮箱', () => {
    each(
      checkEmail,
      ['li.lei@example.com', 'a+b@mail.qq.com', ' zhang_san@163.com '],
      ['', 'li.lei', 'li@', '@example.com', 'li lei@example.com', 'li@@example.com', 'li@example'],
      '请输入正确的邮箱',
    );
  });

  it('DES-053 phone (10): mainland mobile numbers, 请输入正确的手机号码', () => {
    each(
      checkMobile,
      ['13800138000', '19912345678', ' 15012345678 '],
      ['', '1380013800', '138001380001', '12800138000', '23800138000', '1380013800a', '+8613800138000'],
      '请输入正确的手机号码',
    );
  });

  it('DES-053 landline (12): area code, number and extension', () => {
    each(
      checkLandline,
      ['010-12345678', '01012345678', '0755-8765432', '021-12345678-123', '0571-88886666'],
      ['', '12345678', '010-1234', '010-01234567', '13800138000', '010-12345678-', 'abc-12345678'],
      '请输入正确的固定电话，如010-12345678',
    );
  });

  it('DES-053 postal code (7): six digits', () => {
    each(
      checkPostalCode,
      ['100000', '518057', '010010'],
      ['', '10000', '1000000', '90000a', '900000'],
      '请输入正确的邮政编码',
    );
  });

  it('DES-053 QQ (11): 5 to 11 digits, no leading zero', () => {
    each(
      checkQq,
      ['10001', '123456789', '12345678901'],
      ['', '1234', '012345', '123456789012', '12345a'],
      '请输入正确的QQ号码',
    );
  });

  it('DES-053 integer (2): whole numbers only', () => {
    each(checkInteger, ['0', '42', '-7', '+3', ' 12 '], ['', '1.5', '1e3', 'abc', '1 2', '-'], '请输入整数');
  });

  it('DES-053 float (4): decimal numbers, whole numbers included', () => {
    each(
      checkFloat,
      ['0', '3.14', '-0.5', '.5', '42'],
      ['', '1.', '1e3', 'abc', '1.2.3', '--1'],
      '请输入数字',
    );
  });

  it('DES-053 string (1) and none (0) impose no format', () => {
    expect(checkTextByType(0, 'anything')).toBeNull();
    expect(checkTextByType(1, '!@#')).toBeNull();
  });

  it('DES-053 checkTextByType dispatches by code', () => {
    expect(checkTextByType(2, '1.5')).toBe('请输入整数');
    expect(checkTextByType(4, 'x')).toBe('请输入数字');
    expect(checkTextByType(7, '1234')).toBe('请输入正确的邮政编码');
    expect(checkTextByType(8, 'x')).toBe('请输入正确的邮箱');
    expect(checkTextByType(10, '123')).toBe('请输入正确的手机号码');
    expect(checkTextByType(11, '0123')).toBe('请输入正确的QQ号码');
    expect(checkTextByType('12', '123')).toBe('请输入正确的固定电话，如010-12345678');
  });
});

describe('date check types (DES-053: 5 year-month-day, 105 year-month)', () => {
  it('DES-053 year-month-day (5) needs a real calendar day', () => {
    expect(checkDate(5, '2024-02-29')).toBeNull();
    expect(checkDate(5, '2023-02-29')).toBe('请选择正确的日期');
    expect(checkDate(5, '2024-13-01')).toBe('请选择正确的日期');
    expect(checkDate(5, '2024-1-1')).toBe('请选择正确的日期');
    expect(checkDate(5, '2024-01')).toBe('请选择正确的日期');
  });
  it('DES-053 year-month (105) is YYYY-MM', () => {
    expect(checkDate(105, '2024-09')).toBeNull();
    expect(checkDate(105, '2024-00')).toBe('请选择正确的年月');
    expect(checkDate(105, '2024-09-01')).toBe('请选择正确的年月');
  });
  it('DES-118 a date field without a date check type reads year-month-day', () => {
    expect(checkDate(0, '2024-09-01')).toBeNull();
    expect(checkDate(0, '2024-09')).toBe('请选择正确的日期');
  });
  it('isCalendarDay rejects what Date would roll over', () => {
    expect(isCalendarDay('2024-04-31')).toBe(false);
    expect(isCalendarDay('2024-04-30')).toBe(true);
  });
});

describe('certificate types (DES-055)', () => {
  it('DES-055 PRC ID (6): 18 digits with the GB 11643 checksum', () => {
    for (const id of ['11010519491231002X', '11010519491231002x', '110101199003074477']) {
      expect(isPrcIdNumber(id), id).toBe(true);
      expect(checkCertificate(6, id)).toBeNull();
    }
  });
  it('DES-055 PRC ID (6): wrong check digit, bad birth date, bad province or length are refused', () => {
    for (const id of [
      '110105194912310021', // check digit should be X
      '11010519491231002', // 17 characters
      '1101051949123100211', // 19 characters
      '110105194902300020', // 1949-02-30 does not exist
      '110105180001010013', // before 1900
      '990105194912310023', // no province 99
      '11010519491231002Y',
      '',
    ]) {
      expect(isPrcIdNumber(id), id).toBe(false);
      expect(checkCertificate(6, id)).toBe('请输入正确的居民身份证号码');
    }
  });
  it('DES-055 PRC ID: the birth date is read from a valid number', () => {
    expect(birthDateOfPrcId('11010519491231002X')).toBe('1949-12-31');
    expect(birthDateOfPrcId('110105194912310021')).toBeNull();
  });
  it('DES-055 Hong Kong ID (5): letters, six digits and the mod-11 check character', () => {
    const computed = ['C668668', 'AB987654', 'Z000000'].map((b) => `${b}(${checkHk(b)})`);
    for (const id of ['A123456(3)', 'A1234563', 'G123456(A)', ...computed]) {
      expect(checkCertificate(5, id), id).toBeNull();
    }
    for (const id of ['A123456(4)', 'A12345(3)', '1234567(3)', 'ABC123456(3)', '']) {
      expect(checkCertificate(5, id), id).toBe('请输入正确的香港身份证号码');
    }
  });
  it('DES-055 Taiwan ID (4): letter, sex digit and the weighted mod-10 check', () => {
    for (const id of ['A123456789', 'F131104093']) expect(checkCertificate(4, id), id).toBeNull();
    for (const id of ['A123456788', 'A323456789', '1123456789', 'A12345678']) {
      expect(checkCertificate(4, id), id).toBe('请输入正确的台湾身份证号码');
    }
  });
  it('DES-055 Macau ID (3): 1/5/7, six digits and a check digit', () => {
    for (const id of ['1234567(8)', '51234567', '7123456(0)']) expect(checkCertificate(3, id), id).toBeNull();
    for (const id of ['2234567(8)', '123456(8)', '1234567(A)']) {
      expect(checkCertificate(3, id), id).toBe('请输入正确的澳门身份证号码');
    }
  });
  it('DES-055 Chinese passport (2): E/G series and D/S/P official series', () => {
    for (const id of ['E12345678', 'EA1234567', 'G12345678', 'DE1234567', 'S1234567', 'e12345678']) {
      expect(checkCertificate(2, id), id).toBeNull();
    }
    for (const id of ['E1234567', 'EI1234567', 'A12345678', 'E123456789']) {
      expect(checkCertificate(2, id), id).toBe('请输入正确的中国护照号码');
    }
  });
  it('DES-055 foreign passport (1): 5 to 20 letters and digits', () => {
    for (const id of ['123456789', 'X1234567', 'ab12345']) expect(checkCertificate(1, id), id).toBeNull();
    for (const id of ['1234', 'AB-123456', 'A'.repeat(21)]) {
      expect(checkCertificate(1, id), id).toBe('请输入正确的外国护照号码');
    }
  });
  it('DES-043 a type the field does not list is refused with 请选择证件类型', () => {
    expect(checkCertificate(2, 'E12345678', [6])).toBe('请选择证件类型');
    expect(checkCertificate(undefined, '11010519491231002X')).toBe('请选择证件类型');
    expect(certTypesOf({ certType: [6, 2, 6] })).toEqual([2, 6]);
    expect(certTypesOf({ certType: [] })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(certTypesOf({ certType: null })).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('attachments (DESVAL-059..064)', () => {
  it('DESVAL-061..064 format lists by check type', () => {
    expect(uploadFormatsOf(101)).toEqual(['jpg', 'gif', 'jpeg', 'bmp', 'png']);
    expect(uploadFormatsOf(102)).toEqual(['mp4', 'flv', 'rmvb']);
    expect(uploadFormatsOf(103)).toEqual(['pdf', 'txt', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx']);
    expect(uploadFormatsOf(104)).toEqual(['7z', 'zip', 'rar']);
    expect(uploadFormatsOf(0)).toHaveLength(19);
  });
  it('DESVAL-061 a picture field refuses a pdf, by extension (case-insensitive)', () => {
    expect(checkAttachment({ checkType: 101 }, { name: 'photo.PNG', size: 1000 })).toBeNull();
    expect(checkAttachment({ checkType: 101 }, { name: 'cv.pdf', size: 1000 })).toBe(
      '仅支持上传jpg、gif、jpeg、bmp、png格式的文件',
    );
    expect(checkAttachment({ checkType: 104 }, { name: 'noext', size: 1000 })).toBe(
      CHECK_MESSAGE.fileFormat(['7z', 'zip', 'rar']),
    );
  });
  it.each([
    ['DESVAL-062', 102, ['mp4', 'flv', 'rmvb'], ['avi', 'mov', 'mkv', 'zip', 'mp4.exe']],
    ['DESVAL-064', 104, ['7z', 'zip', 'rar'], ['tar', 'gz', 'pdf', 'jpg', 'rar.txt']],
  ] as const)(
    '%s check type %s accepts exactly %j (any case) and refuses the rest naming them',
    (_id, checkType, accepted, refused) => {
      for (const ext of accepted) {
        expect(checkAttachment({ checkType }, { name: `作品.${ext}`, size: 1000 })).toBeNull();
        expect(checkAttachment({ checkType }, { name: `作品.${ext.toUpperCase()}`, size: 1000 })).toBeNull();
      }
      for (const ext of refused) {
        expect(checkAttachment({ checkType }, { name: `作品.${ext}`, size: 1000 })).toBe(
          `仅支持上传${accepted.join('、')}格式的文件`,
        );
      }
    },
  );
  it('DESVAL-060 DESCONST-011 the system maximum is 10 MB inclusive', () => {
    expect(SYSTEM_MAX_UPLOAD_BYTES).toBe(10 * MB);
    expect(checkAttachment({ checkType: 103 }, { name: 'a.docx', size: 10 * MB })).toBeNull();
    expect(checkAttachment({ checkType: 103 }, { name: 'a.docx', size: 10 * MB + 1 })).toBe(
      '文件大小不能超过10MB',
    );
  });
  it('DESVAL-059 AMB-040 minFileSize is a minimum in MB; empty files are refused', () => {
    expect(checkAttachment({ checkType: 102, minFileSize: 2 }, { name: 'a.mp4', size: 2 * MB - 1 })).toBe(
      '文件大小不能小于2MB',
    );
    expect(checkAttachment({ checkType: 102, minFileSize: 2 }, { name: 'a.mp4', size: 2 * MB })).toBeNull();
    expect(checkAttachment({ checkType: 102, minFileSize: 0 }, { name: 'a.mp4', size: 0 })).toBe(
      '文件内容为空，请重新上传',
    );
  });
});

/** The Hong Kong check character for letters + six digits, computed independently of the code. */
function checkHk(body: string): string {
  const chars = body.length === 7 ? ` ${body}` : body;
  let sum = 0;
  [...chars].forEach((c, i) => {
    const v = c === ' ' ? 36 : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : Number(c);
    sum += v * (9 - i);
  });
  const r = (11 - (sum % 11)) % 11;
  return r === 10 ? 'A' : String(r);
}
