// Deterministic generated resumes for the condition benchmark. Strings come from small shared
// pools (as a parsed JSON payload's repeated codes would not, but it keeps 1,000,000 resumes in
// memory on a small machine without changing what the engines do per evaluation).

interface EducationSection {
  degree: string;
  year: number;
}

export interface Resume {
  id: number;
  tenantId: number;
  degree: string;
  gradYear: number;
  birthday: number;
  /** Province$city(, $district): fixed-width codes, so 'P05$' can only occur as a prefix. */
  city: string;
  gender: string;
  age: number;
  score: number;
  major: string;
  skills: string[];
  /** The school's code plus its category tokens (985, 211, DTC), as the filter expects (GAP-030). */
  school: string[];
  edu: EducationSection[];
}

/** mulberry32: a tiny seeded PRNG, so every run and every engine sees the same data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const PROVINCES = Array.from({ length: 34 }, (_, i) => `P${pad(i + 1)}`);
const CITIES = PROVINCES.map((p) => Array.from({ length: 20 }, (_, j) => `${p}$C${pad(j + 1)}`));
const DISTRICTS = CITIES.map((cs) =>
  cs.map((c) => Array.from({ length: 5 }, (_, k) => `${c}$D${pad(k + 1)}`)),
);
export const SKILLS = Array.from({ length: 30 }, (_, i) => `S${pad(i + 1)}`);
const SCHOOLS = Array.from({ length: 3000 }, (_, i) => `U${pad(i + 1, 4)}`);
const DEGREES = ['1', '2', '2', '2', '3', '4', '4', '5', '6'];
const MAJORS = [
  '计算机科学与技术',
  'software engineering',
  'java开发',
  'python数据分析',
  '电子信息工程',
  '机械设计制造及其自动化',
  '金融学',
  'data science',
  '汉语言文学',
  '市场营销',
];
const BIRTH_FROM = Date.UTC(1994, 0, 1);
const BIRTH_SPAN = Date.UTC(2005, 0, 1) - BIRTH_FROM;

export function generateResumes(count: number, seed = 20240520): Resume[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  // push, not new Array(count): a large preallocated array gets slow dictionary elements.
  const out: Resume[] = [];
  for (let id = 0; id < count; id++) {
    const p = Math.floor(rnd() * PROVINCES.length);
    const c = Math.floor(rnd() * 20);
    const city =
      rnd() < 0.3 ? DISTRICTS[p][c][Math.floor(rnd() * 5)] : rnd() < 0.1 ? PROVINCES[p] : CITIES[p][c];
    const skills: string[] = [];
    for (let k = Math.floor(rnd() * 5); k > 0; k--) {
      const s = pick(SKILLS);
      if (!skills.includes(s)) skills.push(s);
    }
    const schoolIndex = Math.floor(rnd() * SCHOOLS.length);
    const school = [SCHOOLS[schoolIndex]];
    if (schoolIndex < 150) school.push('985');
    if (schoolIndex < 450) school.push('211');
    if (schoolIndex < 300 || schoolIndex % 17 === 0) school.push('DTC');
    const gradYear = 2018 + Math.floor(rnd() * 11);
    const edu: EducationSection[] = [];
    for (let k = 1 + Math.floor(rnd() * 3); k > 0; k--)
      edu.push({ degree: pick(DEGREES), year: gradYear - k * 3 });
    out.push({
      id,
      tenantId: id % 10 === 0 ? 2 : 1,
      degree: pick(DEGREES),
      gradYear,
      birthday: BIRTH_FROM + Math.floor(rnd() * BIRTH_SPAN),
      city,
      gender: rnd() < 0.5 ? '1' : '2',
      age: 18 + Math.floor(rnd() * 18),
      score: Math.round(rnd() * 1000) / 10,
      major: pick(MAJORS),
      skills,
      school,
      edu,
    });
  }
  return out;
}
