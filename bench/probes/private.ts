// `#private` field access against public field access, measured by
// `bench/probe private` with callgrind (see ic.ts for the NAME16/NAME80
// scheme). The loops are static methods of the class, the only place
// `o.#x` can be written.

const REPS = 4;

class P {
  #x: number;
  y: number;
  constructor(x: number, y: number) {
    this.#x = x;
    this.y = y;
  }

  static base16(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 16; i++) {
      const o = os[i & 3];
      s += i;
    }
    return s;
  }
  static base80(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 80; i++) {
      const o = os[i & 3];
      s += i;
    }
    return s;
  }

  // A public field read, for comparison.
  static pubLoad16(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 16; i++) {
      const o = os[i & 3];
      o.y;
      s += i;
    }
    return s;
  }
  static pubLoad80(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 80; i++) {
      const o = os[i & 3];
      o.y;
      s += i;
    }
    return s;
  }

  // A private field read.
  static privLoad16(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 16; i++) {
      const o = os[i & 3];
      o.#x;
      s += i;
    }
    return s;
  }
  static privLoad80(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 80; i++) {
      const o = os[i & 3];
      o.#x;
      s += i;
    }
    return s;
  }

  // A public field store.
  static pubStore16(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 16; i++) {
      const o = os[i & 3];
      o.y = i;
      s += i;
    }
    return s;
  }
  static pubStore80(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 80; i++) {
      const o = os[i & 3];
      o.y = i;
      s += i;
    }
    return s;
  }

  // A private field store.
  static privStore16(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 16; i++) {
      const o = os[i & 3];
      o.#x = i;
      s += i;
    }
    return s;
  }
  static privStore80(os: P[]): number {
    let s = 0;
    for (let i = 0; i < 80; i++) {
      const o = os[i & 3];
      o.#x = i;
      s += i;
    }
    return s;
  }
}

const mono = [new P(1, 2), new P(3, 4), new P(5, 6), new P(7, 8)];
let t = 0;
for (let r = 0; r < REPS; r++) {
  t += P.base16(mono) + P.base80(mono);
  t += P.pubLoad16(mono) + P.pubLoad80(mono);
  t += P.privLoad16(mono) + P.privLoad80(mono);
  t += P.pubStore16(mono) + P.pubStore80(mono);
  t += P.privStore16(mono) + P.privStore80(mono);
}
console.log(t);
