/** A row of a CSV file, by column name. */
export type Row = Record<string, string>;

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = "CsvError";
  }
}

/** Splits one line into fields: commas, and double quotes around a field
 * that holds commas or quotes (a quote inside doubled). */
function fields(line: string, lineNo: number): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = "";
      i++;
      while (true) {
        if (i >= line.length) throw new CsvError("unterminated quoted field", lineNo);
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += line[i++];
      }
      out.push(value);
      if (i < line.length && line[i] !== ",") throw new CsvError("text after a quoted field", lineNo);
      i++;
    } else {
      let end = line.indexOf(",", i);
      if (end < 0) end = line.length;
      out.push(line.slice(i, end).trim());
      i = end + 1;
    }
  }
  return out;
}

export function parseCsv(text: string): Row[] {
  const lines = text.split(/\r?\n/);
  const header = fields(lines[0] ?? "", 1);
  if (header.length < 2) throw new CsvError("a header of at least two columns is needed", 1);
  const rows: Row[] = [];
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n];
    if (line.trim() === "" || line.startsWith("#")) continue;
    const values = fields(line, n + 1);
    if (values.length !== header.length) {
      throw new CsvError(`expected ${header.length} fields, found ${values.length}`, n + 1);
    }
    const row: Row = {};
    header.forEach((name, k) => (row[name] = values[k]));
    rows.push(row);
  }
  return rows;
}
