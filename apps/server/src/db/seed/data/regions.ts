// Provincial-level regions of China, used as the candidate's home province (生源地) and for the
// school's location. The weight is the approximate share of the population in tenths of a
// percent (7th census, 2020), so generated home provinces follow where students come from.
// idPrefix is a real county-level code (GB/T 2260) inside the region, the first six digits of
// the 18-digit id numbers generated for people from there; null where mainland id numbers do not
// apply.

export interface Province {
  readonly name: string;
  readonly weight: number;
  readonly idPrefix: string | null;
}

const PROVINCE_ROWS: ReadonlyArray<readonly [string, number, string | null]> = [
  ['广东', 89, '440106'], ['山东', 72, '370102'], ['河南', 70, '410105'], ['江苏', 60, '320102'],
  ['四川', 59, '510104'], ['河北', 53, '130102'], ['湖南', 47, '430102'], ['浙江', 46, '330106'],
  ['安徽', 43, '340102'], ['湖北', 41, '420102'], ['广西', 35, '450102'], ['云南', 33, '530102'],
  ['江西', 32, '360102'], ['辽宁', 30, '210102'], ['福建', 29, '350102'], ['陕西', 28, '610102'],
  ['贵州', 27, '520102'], ['山西', 25, '140105'], ['重庆', 23, '500103'], ['黑龙江', 22, '230102'],
  ['新疆', 18, '650102'], ['甘肃', 18, '620102'], ['上海', 18, '310104'], ['内蒙古', 17, '150102'],
  ['吉林', 17, '220102'], ['北京', 15, '110108'], ['天津', 10, '120101'], ['海南', 7, '460105'],
  ['宁夏', 5, '640104'], ['青海', 4, '630102'], ['西藏', 3, '540102'], ['香港', 1, null],
  ['澳门', 1, null], ['台湾', 1, null],
];

export const PROVINCES: readonly Province[] = PROVINCE_ROWS.map(([name, weight, idPrefix]) => ({
  name,
  weight,
  idPrefix,
}));

/** Cities campus jobs are offered in, with districts and roads for plausible work addresses. */
export interface JobCity {
  readonly name: string;
  readonly weight: number;
  readonly districts: readonly string[];
}

export const JOB_CITIES: readonly JobCity[] = [
  { name: '北京', weight: 16, districts: ['海淀区', '朝阳区', '昌平区'] },
  { name: '上海', weight: 16, districts: ['浦东新区', '徐汇区', '闵行区'] },
  { name: '深圳', weight: 14, districts: ['南山区', '福田区', '龙岗区'] },
  { name: '杭州', weight: 10, districts: ['西湖区', '滨江区', '余杭区'] },
  { name: '广州', weight: 8, districts: ['天河区', '海珠区', '番禺区'] },
  { name: '成都', weight: 6, districts: ['武侯区', '高新区', '锦江区'] },
  { name: '武汉', weight: 5, districts: ['洪山区', '江夏区', '武昌区'] },
  { name: '南京', weight: 5, districts: ['玄武区', '建邺区', '江宁区'] },
  { name: '西安', weight: 4, districts: ['雁塔区', '长安区', '未央区'] },
  { name: '苏州', weight: 4, districts: ['工业园区', '姑苏区', '吴中区'] },
  { name: '重庆', weight: 3, districts: ['渝北区', '江北区', '沙坪坝区'] },
  { name: '长沙', weight: 3, districts: ['岳麓区', '天心区', '雨花区'] },
  { name: '合肥', weight: 2, districts: ['蜀山区', '包河区', '高新区'] },
  { name: '厦门', weight: 2, districts: ['思明区', '湖里区', '集美区'] },
  { name: '天津', weight: 2, districts: ['滨海新区', '南开区', '河西区'] },
];

/** Road names common to many Chinese cities, so any city/road pair reads plausibly. */
export const ADDRESS_ROADS: readonly string[] = [
  '科技园路',
  '创新大道',
  '软件园路',
  '学府路',
  '建设路',
  '人民路',
  '高新大道',
  '科学大道',
  '未来路',
  '产业园路',
];
