// Chinese surnames and given-name characters for generated candidates.
//
// Surname weights are approximate shares of the population in units of 0.01 % (the national
// household-registration figures of recent years: 王 ≈ 7.1 %, 李 ≈ 7.0 %, 张 ≈ 6.7 %, ...),
// so a generated list of names has the familiar skew rather than a uniform spread. The pinyin is
// kept beside each character only to build plausible e-mail local parts (zhangwei2002@163.com).

export interface Syllable {
  readonly char: string;
  readonly pinyin: string;
}

export interface WeightedSurname extends Syllable {
  readonly weight: number;
}

const SURNAME_ROWS: ReadonlyArray<readonly [string, string, number]> = [
  ['王', 'wang', 710], ['李', 'li', 700], ['张', 'zhang', 670], ['刘', 'liu', 540], ['陈', 'chen', 450],
  ['杨', 'yang', 310], ['黄', 'huang', 220], ['赵', 'zhao', 200], ['吴', 'wu', 190], ['周', 'zhou', 190],
  ['徐', 'xu', 130], ['孙', 'sun', 130], ['马', 'ma', 110], ['朱', 'zhu', 110], ['胡', 'hu', 110],
  ['郭', 'guo', 110], ['何', 'he', 90], ['林', 'lin', 90], ['高', 'gao', 90], ['罗', 'luo', 90],
  ['郑', 'zheng', 80], ['梁', 'liang', 80], ['谢', 'xie', 60], ['宋', 'song', 60], ['唐', 'tang', 60],
  ['许', 'xu', 50], ['邓', 'deng', 50], ['韩', 'han', 50], ['冯', 'feng', 50], ['曹', 'cao', 50],
  ['彭', 'peng', 50], ['曾', 'zeng', 50], ['肖', 'xiao', 50], ['田', 'tian', 40], ['董', 'dong', 40],
  ['潘', 'pan', 40], ['袁', 'yuan', 40], ['蔡', 'cai', 40], ['蒋', 'jiang', 40], ['余', 'yu', 40],
  ['于', 'yu', 40], ['杜', 'du', 40], ['叶', 'ye', 40], ['程', 'cheng', 40], ['魏', 'wei', 30],
  ['苏', 'su', 30], ['吕', 'lv', 30], ['丁', 'ding', 30], ['任', 'ren', 30], ['卢', 'lu', 30],
  ['姚', 'yao', 30], ['沈', 'shen', 30], ['钟', 'zhong', 30], ['姜', 'jiang', 30], ['崔', 'cui', 30],
  ['谭', 'tan', 30], ['陆', 'lu', 30], ['范', 'fan', 25], ['汪', 'wang', 25], ['廖', 'liao', 25],
  ['石', 'shi', 25], ['金', 'jin', 25], ['韦', 'wei', 25], ['贾', 'jia', 25], ['夏', 'xia', 25],
  ['付', 'fu', 25], ['方', 'fang', 25], ['邹', 'zou', 20], ['熊', 'xiong', 20], ['白', 'bai', 20],
  ['孟', 'meng', 20], ['秦', 'qin', 20], ['邱', 'qiu', 20], ['侯', 'hou', 20], ['江', 'jiang', 20],
  ['尹', 'yin', 20], ['薛', 'xue', 20], ['闫', 'yan', 20], ['段', 'duan', 20], ['雷', 'lei', 20],
  ['龙', 'long', 18], ['黎', 'li', 18], ['史', 'shi', 18], ['陶', 'tao', 18], ['贺', 'he', 18],
  ['毛', 'mao', 18], ['郝', 'hao', 18], ['顾', 'gu', 18], ['龚', 'gong', 18], ['邵', 'shao', 18],
  ['万', 'wan', 15], ['覃', 'qin', 15], ['武', 'wu', 15], ['钱', 'qian', 15], ['戴', 'dai', 15],
  ['严', 'yan', 15], ['莫', 'mo', 14], ['孔', 'kong', 14], ['向', 'xiang', 14], ['常', 'chang', 14],
];

export const SURNAMES: readonly WeightedSurname[] = SURNAME_ROWS.map(([char, pinyin, weight]) => ({
  char,
  pinyin,
  weight,
}));

function syllables(rows: ReadonlyArray<readonly [string, string]>): readonly Syllable[] {
  return rows.map(([char, pinyin]) => ({ char, pinyin }));
}

/** Characters common in given names of men born around 2000. */
export const MALE_GIVEN_CHARS = syllables([
  ['伟', 'wei'], ['强', 'qiang'], ['磊', 'lei'], ['军', 'jun'], ['洋', 'yang'], ['勇', 'yong'],
  ['杰', 'jie'], ['涛', 'tao'], ['明', 'ming'], ['超', 'chao'], ['浩', 'hao'], ['宇', 'yu'],
  ['轩', 'xuan'], ['博', 'bo'], ['文', 'wen'], ['俊', 'jun'], ['鹏', 'peng'], ['飞', 'fei'],
  ['斌', 'bin'], ['辉', 'hui'], ['健', 'jian'], ['凯', 'kai'], ['晨', 'chen'], ['阳', 'yang'],
  ['昊', 'hao'], ['泽', 'ze'], ['瑞', 'rui'], ['航', 'hang'], ['帅', 'shuai'], ['鑫', 'xin'],
  ['翔', 'xiang'], ['子', 'zi'], ['一', 'yi'], ['天', 'tian'], ['锦', 'jin'], ['志', 'zhi'],
  ['建', 'jian'], ['家', 'jia'], ['铭', 'ming'], ['睿', 'rui'], ['峰', 'feng'], ['豪', 'hao'],
  ['乐', 'le'], ['皓', 'hao'], ['宸', 'chen'], ['恒', 'heng'], ['立', 'li'], ['成', 'cheng'],
]);

/** Characters common in given names of women born around 2000. */
export const FEMALE_GIVEN_CHARS = syllables([
  ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['丽', 'li'], ['婷', 'ting'],
  ['雪', 'xue'], ['慧', 'hui'], ['颖', 'ying'], ['琳', 'lin'], ['欣', 'xin'], ['怡', 'yi'],
  ['佳', 'jia'], ['雨', 'yu'], ['萱', 'xuan'], ['涵', 'han'], ['梦', 'meng'], ['琪', 'qi'],
  ['晓', 'xiao'], ['倩', 'qian'], ['玲', 'ling'], ['洁', 'jie'], ['璐', 'lu'], ['瑶', 'yao'],
  ['馨', 'xin'], ['悦', 'yue'], ['诗', 'shi'], ['彤', 'tong'], ['可', 'ke'], ['雯', 'wen'],
  ['楠', 'nan'], ['蕾', 'lei'], ['露', 'lu'], ['菲', 'fei'], ['妍', 'yan'], ['月', 'yue'],
  ['晴', 'qing'], ['艺', 'yi'], ['若', 'ruo'], ['婧', 'jing'], ['茜', 'qian'], ['媛', 'yuan'],
]);

/** Characters used in both men's and women's names. */
export const NEUTRAL_GIVEN_CHARS = syllables([
  ['思', 'si'], ['嘉', 'jia'], ['宁', 'ning'], ['梓', 'zi'], ['子', 'zi'], ['雨', 'yu'],
  ['文', 'wen'], ['欣', 'xin'], ['晓', 'xiao'], ['安', 'an'], ['清', 'qing'], ['心', 'xin'],
]);
