import { describe, expect, it } from 'vitest';
import { splitWordLines } from './split-word-lines';

describe('splitWordLines', () => {
  it('takes one word per line whatever the line ending, trimmed, without blank lines', () => {
    expect(splitWordLines(' 最好 \r\n\r\n第一\r赌博\n\n  \n最好')).toEqual(['最好', '第一', '赌博', '最好']);
  });

  it('gives nothing for an empty text', () => {
    expect(splitWordLines('\n \n')).toEqual([]);
  });
});
