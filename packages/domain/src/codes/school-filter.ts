// Special values of the school filter (DATA-032/033): school categories and QS rank bands, sent
// among school ids in the same list. The spec names them without wire values; those are decided
// here, QS bands prefixed so they never collide with a school id.

export const SCHOOL_SPECIAL = {
  foreign: 'foreign',
  project985: '985',
  project211: '211',
  doubleFirstClass: 'DTC',
} as const;

export type SchoolSpecial = (typeof SCHOOL_SPECIAL)[keyof typeof SCHOOL_SPECIAL];

export const SCHOOL_SPECIAL_LABEL: Record<SchoolSpecial, string> = {
  foreign: '海外院校',
  '985': '985院校',
  '211': '211院校',
  DTC: '双一流',
};

export const QS_RANK_BAND = {
  top50: 'QS1-50',
  top100: 'QS51-100',
  top200: 'QS101-200',
  top300: 'QS201-300',
  top500: 'QS301-500',
  top800: 'QS501-800',
  top1200: 'QS801-1200',
  all: 'QSALL',
} as const;

export type QsRankBand = (typeof QS_RANK_BAND)[keyof typeof QS_RANK_BAND];

export const QS_RANK_BAND_LABEL: Record<QsRankBand, string> = {
  'QS1-50': 'QS排名1-50',
  'QS51-100': 'QS排名51-100',
  'QS101-200': 'QS排名101-200',
  'QS201-300': 'QS排名201-300',
  'QS301-500': 'QS排名301-500',
  'QS501-800': 'QS排名501-800',
  'QS801-1200': 'QS排名801-1200',
  QSALL: '全部QS院校',
};

/** The inclusive rank range of a band; undefined for the all-QS value. */
export function qsBandRange(band: QsRankBand): readonly [number, number] | undefined {
  const match = /^QS(\d+)-(\d+)$/.exec(band);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}
