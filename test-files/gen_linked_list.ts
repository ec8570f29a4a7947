// A linked list whose [Symbol.iterator] is a generator method, plus reverse and pairwise generators.
class ListNode<T> {
  constructor(public value: T, public next: ListNode<T> | null = null) {}
}

class LinkedList<T> implements Iterable<T> {
  private head: ListNode<T> | null = null;
  private tail: ListNode<T> | null = null;
  size = 0;

  static of<U>(...items: U[]): LinkedList<U> {
    const list = new LinkedList<U>();
    for (const item of items) list.push(item);
    return list;
  }

  push(value: T): void {
    const node = new ListNode(value);
    if (this.tail) this.tail.next = node;
    else this.head = node;
    this.tail = node;
    this.size++;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let n = this.head; n !== null; n = n.next) yield n.value;
  }

  *nodes() {
    let index = 0;
    for (let n = this.head; n; n = n.next) yield { index: index++, value: n.value, last: n.next === null };
  }

  *reversed(): Generator<T> {
    function* walk(n: ListNode<T> | null): Generator<T> {
      if (n === null) return;
      yield* walk(n.next);
      yield n.value;
    }
    yield* walk(this.head);
  }

  *pairs(): Generator<[T, T]> {
    let prev: T | undefined;
    let first = true;
    for (const v of this) {
      if (!first) yield [prev as T, v];
      prev = v;
      first = false;
    }
  }
}

const list = LinkedList.of(1, 2, 3, 4, 5);
console.log([...list], list.size);
for (const x of list) console.log("item", x);
for (const n of list.nodes()) console.log(n);
console.log("reversed", [...list.reversed()]);
console.log("pairs", [...list.pairs()]);

const words = LinkedList.of("alpha", "beta", "gamma");
console.log(Array.from(words, (w) => w.toUpperCase()));
const [first, ...others] = words;
console.log(first, others);
console.log(Math.max(...list), Math.min(...list));

// mutation between iterations is visible to a suspended iterator
const grow = LinkedList.of("a");
const it = grow[Symbol.iterator]();
console.log(it.next());
grow.push("b");
console.log(it.next());
console.log(it.next());
grow.push("c");
console.log("after done:", it.next());
console.log([...grow]);

const empty = new LinkedList<number>();
console.log([...empty], [...empty.reversed()], [...empty.pairs()]);
