// Shortest paths and components over a graph of objects kept in Maps and
// Sets: Dijkstra with a binary heap written by hand, BFS, string ids.
class MinHeap {
  constructor() {
    this.items = [];
  }
  push(node, dist) {
    const items = this.items;
    items.push({ node, dist });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent].dist <= items[i].dist) break;
      [items[parent], items[i]] = [items[i], items[parent]];
      i = parent;
    }
  }
  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      while (true) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && items[l].dist < items[m].dist) m = l;
        if (r < items.length && items[r].dist < items[m].dist) m = r;
        if (m === i) break;
        [items[m], items[i]] = [items[i], items[m]];
        i = m;
      }
    }
    return top;
  }
  get size() {
    return this.items.length;
  }
}

function buildGraph(n, edgesPer) {
  const graph = new Map();
  let seed = 42;
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return seed;
  };
  for (let i = 0; i < n; i++) graph.set("v" + i, []);
  for (let i = 0; i < n; i++) {
    for (let e = 0; e < edgesPer; e++) {
      const to = "v" + (rand() % n);
      const w = 1 + (rand() % 20);
      graph.get("v" + i).push({ to, w });
      graph.get(to).push({ to: "v" + i, w });
    }
  }
  return graph;
}

function dijkstra(graph, source) {
  const dist = new Map();
  const done = new Set();
  const heap = new MinHeap();
  dist.set(source, 0);
  heap.push(source, 0);
  while (heap.size > 0) {
    const { node, dist: d } = heap.pop();
    if (done.has(node)) continue;
    done.add(node);
    for (const { to, w } of graph.get(node)) {
      const nd = d + w;
      if (!dist.has(to) || nd < dist.get(to)) {
        dist.set(to, nd);
        heap.push(to, nd);
      }
    }
  }
  return dist;
}

function bfsLevels(graph, source) {
  const seen = new Set([source]);
  let frontier = [source];
  let levels = 0;
  while (frontier.length) {
    const next = [];
    for (const v of frontier) {
      for (const { to } of graph.get(v)) {
        if (!seen.has(to)) {
          seen.add(to);
          next.push(to);
        }
      }
    }
    frontier = next;
    levels++;
  }
  return [seen.size, levels];
}

const g = buildGraph(20000, 3);
let total = 0;
let far = 0;
for (const s of ["v0", "v17", "v4242", "v19999"]) {
  const d = dijkstra(g, s);
  for (const v of d.values()) {
    total += v;
    if (v > far) far = v;
  }
}
console.log(total, far, bfsLevels(g, "v1").join(" "));
