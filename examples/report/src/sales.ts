import { CsvError, type Row } from "./csv.js";

export interface Sale {
  date: string;
  region: string;
  product: string;
  units: number;
  price: number;
}

const REQUIRED = ["date", "region", "product", "units", "price"] as const;

function number(row: Row, key: string, line: number): number {
  const v = Number(row[key]);
  if (!Number.isFinite(v) || row[key] === "") {
    throw new CsvError(`${key} is not a number: ${JSON.stringify(row[key])}`, line);
  }
  return v;
}

export function toSales(rows: Row[]): Sale[] {
  return rows.map((row, i) => {
    const line = i + 2;
    for (const key of REQUIRED) {
      if (!(key in row)) throw new CsvError(`missing column ${key}`, 1);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date)) {
      throw new CsvError(`bad date ${JSON.stringify(row.date)}`, line);
    }
    return {
      date: row.date,
      region: row.region,
      product: row.product,
      units: number(row, "units", line),
      price: number(row, "price", line),
    };
  });
}
