import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { attachment, csvCell, toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Action', value: (r: { action: string; n: number | null }) => r.action },
    { header: 'Count', value: (r: { action: string; n: number | null }) => r.n },
  ];

  it('writes a header line and rows with CRLF line ends, a final CRLF', () => {
    expect(toCsv(columns, [{ action: 'member.invited', n: 2 }])).toBe('Action,Count\r\nmember.invited,2\r\n');
  });

  it('quotes fields with commas, quotes or line breaks, doubling quotes (RFC 4180)', () => {
    const csv = toCsv(columns, [
      { action: 'a,b', n: null },
      { action: 'say "hi"', n: 1 },
      { action: 'two\nlines', n: 1 },
    ]);
    expect(csv).toBe('Action,Count\r\n"a,b",\r\n"say ""hi""",1\r\n"two\nlines",1\r\n');
  });

  it('reads back, through a real CSV parser, as the rows written, formula cells inert', () => {
    const rows = [
      { action: 'a,b "c"\nd', n: 1 },
      { action: '=HYPERLINK("http://evil.example","Click")', n: null },
      { action: '@SUM(A1)', n: -2 },
    ];
    const parsed = parse(toCsv(columns, rows, { bom: true }), { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(parsed).toEqual([
      ['Action', 'Count'],
      ['a,b "c"\nd', '1'],
      ['\'=HYPERLINK("http://evil.example","Click")', ''],
      // A number is written as it is: a spreadsheet reads -2 as a number, not a formula.
      ["'@SUM(A1)", '-2'],
    ]);
  });

  it('starts with a UTF-8 byte-order mark only when asked', () => {
    expect(toCsv(columns, [], { bom: true })).toBe('\uFEFFAction,Count\r\n');
    expect(toCsv(columns, [])).toBe('Action,Count\r\n');
  });
});

describe('csvCell: spreadsheet formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('makes %j inert with a leading quote', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('leaves ordinary text, numbers (negative too) and empty cells alone', () => {
    expect(csvCell('price.changed')).toBe('price.changed');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes a cell with leading or trailing spaces so they survive', () => {
    expect(csvCell(' x ')).toBe('" x "');
  });
});

describe('attachment', () => {
  it('names the download with safe ASCII only', () => {
    expect(attachment('audit-2026-11-22.csv')).toBe('attachment; filename="audit-2026-11-22.csv"');
    expect(attachment('a"b;c\n.csv')).toBe('attachment; filename="a_b_c_.csv"');
  });
});
