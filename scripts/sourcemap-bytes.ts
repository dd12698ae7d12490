const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one Base64 VLQ segment of a sourcemap into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Splits generated code into the pieces each source produced: every mapped segment runs until the
 * next segment on its line (or the line's end). Unmapped runtime glue is not counted.
 * @returns source index → the pieces of generated code attributed to it
 */
export function bytesBySource(code: string, mappings: string): Map<number, string[]> {
  const lines = code.split('\n');
  const result = new Map<number, string[]>();
  let source = 0;
  mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const starts: { column: number; source: number | undefined }[] = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? undefined : source });
    }
    starts.forEach((start, index) => {
      if (start.source === undefined) return;
      const end = starts[index + 1]?.column ?? line.length;
      const pieces = result.get(start.source) ?? [];
      pieces.push(line.slice(start.column, end));
      result.set(start.source, pieces);
    });
  });
  return result;
}
