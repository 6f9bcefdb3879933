import { describe, expect, it } from 'vitest';
import { csvField, csvFile } from './csv.ts';

describe('csvField', () => {
  it.each([
    ['plain words', 'Besa Krasniqi', 'Besa Krasniqi'],
    ['Albanian letters', 'Çështje për shtëpinë', 'Çështje për shtëpinë'],
    ['an empty field', '', ''],
    ['a comma, quoted', 'Tirana, Albania', '"Tirana, Albania"'],
    ['quotes, doubled inside quotes', 'the "Vila" project', '"the ""Vila"" project"'],
    ['a line break, quoted', 'line one\nline two', '"line one\nline two"'],
    ['a CRLF, quoted', 'one\r\ntwo', '"one\r\ntwo"'],
    ['a formula, neutralised', '=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a plus, neutralised', '+355 69 123 4567', "'+355 69 123 4567"],
    ['a minus, neutralised', '-2+3', "'-2+3"],
    ['an at sign, neutralised', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab, neutralised', '\t=1+1', "'\t=1+1"],
    ['a sign inside, left alone', 'a=b, c+d', '"a=b, c+d"'],
  ])('writes %s', (_, value, written) => {
    expect(csvField(value)).toBe(written);
  });
});

describe('csvFile', () => {
  it('starts with a UTF-8 byte-order mark and ends every row with CRLF', () => {
    const bytes = csvFile([
      ['a', 'b'],
      ['ë', 'ç'],
    ]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('a,b\r\në,ç\r\n');
  });
});
