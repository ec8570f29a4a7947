import type { Sale } from "./sales.js";

export interface RegionStats {
  region: string;
  sales: number;
  units: number;
  revenue: number;
  best: { product: string; revenue: number };
}

export interface Summary {
  total: number;
  regions: RegionStats[];
  months: Map<string, number>;
  first: string;
  last: string;
}

class Tally {
  units = 0;
  revenue = 0;
  count = 0;
  byProduct = new Map<string, number>();

  add(s: Sale): void {
    const revenue = s.units * s.price;
    this.count++;
    this.units += s.units;
    this.revenue += revenue;
    this.byProduct.set(s.product, (this.byProduct.get(s.product) ?? 0) + revenue);
  }

  best(): { product: string; revenue: number } {
    let best = { product: "-", revenue: -Infinity };
    for (const [product, revenue] of this.byProduct) {
      if (revenue > best.revenue || (revenue === best.revenue && product < best.product)) {
        best = { product, revenue };
      }
    }
    return best;
  }
}

export function summarise(sales: Sale[]): Summary {
  const tallies = new Map<string, Tally>();
  const months = new Map<string, number>();
  let first = "9999-99-99";
  let last = "0000-00-00";
  for (const s of sales) {
    let t = tallies.get(s.region);
    if (!t) tallies.set(s.region, (t = new Tally()));
    t.add(s);
    const month = s.date.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + s.units * s.price);
    if (s.date < first) first = s.date;
    if (s.date > last) last = s.date;
  }
  const regions = [...tallies]
    .map(([region, t]) => ({ region, sales: t.count, units: t.units, revenue: t.revenue, best: t.best() }))
    .sort((a, b) => b.revenue - a.revenue || a.region.localeCompare(b.region));
  const total = regions.reduce((sum, r) => sum + r.revenue, 0);
  return { total, regions, months: new Map([...months].sort()), first, last };
}
