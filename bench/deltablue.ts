// DeltaBlue: the incremental dataflow constraint solver of Freeman-Benson,
// Maloney and Borning, written from the classic description. Variables are
// linked by constraints of differing strengths (required … weakest); adding
// or removing a constraint re-plans incrementally by walking strengths
// through the graph, and an extracted plan is executed repeatedly. The two
// classic tests: a chain of equality constraints and a projection of
// scale/offset constraints. The work is virtual calls on a class
// hierarchy, property traffic and small arrays.
//
// Prints a checksum of the solved values and how many checks failed (0).

const ROUNDS = 200;
const SIZE = 100;

class Strength {
  constructor(
    public value: number,
    public name: string,
  ) {}

  static stronger(a: Strength, b: Strength): boolean {
    return a.value < b.value;
  }
  static weaker(a: Strength, b: Strength): boolean {
    return a.value > b.value;
  }
  static weakest(a: Strength, b: Strength): Strength {
    return Strength.weaker(a, b) ? a : b;
  }

  nextWeaker(): Strength {
    return STRENGTHS[this.value + 1];
  }
}

const REQUIRED = new Strength(0, "required");
const STRONG_PREFERRED = new Strength(1, "strongPreferred");
const PREFERRED = new Strength(2, "preferred");
const STRONG_DEFAULT = new Strength(3, "strongDefault");
const NORMAL = new Strength(4, "normal");
const WEAK_DEFAULT = new Strength(5, "weakDefault");
const WEAKEST = new Strength(6, "weakest");
const STRENGTHS = [REQUIRED, STRONG_PREFERRED, PREFERRED, STRONG_DEFAULT, NORMAL, WEAK_DEFAULT, WEAKEST];

let failures = 0;
function check(ok: boolean): void {
  if (!ok) failures++;
}

class Variable {
  constraints: Constraint[] = [];
  determinedBy: Constraint | null = null;
  mark = 0;
  walkStrength = WEAKEST;
  stay = true;
  constructor(
    public name: string,
    public value: number,
  ) {}

  addConstraint(c: Constraint): void {
    this.constraints.push(c);
  }

  removeConstraint(c: Constraint): void {
    // Removes every occurrence, keeping the order of the others.
    const cs = this.constraints;
    let j = 0;
    for (let i = 0; i < cs.length; i++) {
      if (cs[i] !== c) cs[j++] = cs[i];
    }
    cs.length = j;
    if (this.determinedBy === c) this.determinedBy = null;
  }
}

// A constraint; subclasses decide which variable it writes (its output)
// and how. Constructors do not add the constraint to the graph, since a
// subclass's fields are set only after its super constructor returns: the
// creator calls `addConstraint` (see `add`).
abstract class Constraint {
  constructor(public strength: Strength) {}

  abstract addToGraph(): void;
  abstract removeFromGraph(): void;
  abstract chooseMethod(mark: number): void;
  abstract isSatisfied(): boolean;
  abstract markInputs(mark: number): void;
  abstract output(): Variable;
  abstract recalculate(): void;
  abstract markUnsatisfied(): void;
  abstract inputsKnown(mark: number): boolean;
  abstract execute(): void;

  isInput(): boolean {
    return false;
  }

  addConstraint(): void {
    this.addToGraph();
    planner.incrementalAdd(this);
  }

  // Satisfies this constraint if it can, by choosing a method; returns the
  // constraint it overrode (which must be re-satisfied), if any.
  satisfy(mark: number): Constraint | null {
    this.chooseMethod(mark);
    if (!this.isSatisfied()) {
      check(this.strength !== REQUIRED);
      return null;
    }
    this.markInputs(mark);
    const out = this.output();
    const overridden = out.determinedBy;
    if (overridden !== null) overridden.markUnsatisfied();
    out.determinedBy = this;
    check(planner.addPropagate(this, mark));
    out.mark = mark;
    return overridden;
  }

  destroyConstraint(): void {
    if (this.isSatisfied()) planner.incrementalRemove(this);
    else this.removeFromGraph();
  }
}

function add<C extends Constraint>(c: C): C {
  c.addConstraint();
  return c;
}

abstract class UnaryConstraint extends Constraint {
  satisfied = false;
  constructor(
    public myOutput: Variable,
    strength: Strength,
  ) {
    super(strength);
  }

  addToGraph(): void {
    this.myOutput.addConstraint(this);
    this.satisfied = false;
  }
  chooseMethod(mark: number): void {
    this.satisfied = this.myOutput.mark !== mark && Strength.stronger(this.strength, this.myOutput.walkStrength);
  }
  isSatisfied(): boolean {
    return this.satisfied;
  }
  markInputs(_mark: number): void {}
  output(): Variable {
    return this.myOutput;
  }
  recalculate(): void {
    this.myOutput.walkStrength = this.strength;
    this.myOutput.stay = !this.isInput();
    if (this.myOutput.stay) this.execute();
  }
  markUnsatisfied(): void {
    this.satisfied = false;
  }
  inputsKnown(_mark: number): boolean {
    return true;
  }
  removeFromGraph(): void {
    this.myOutput.removeConstraint(this);
    this.satisfied = false;
  }
}

// Keeps its variable's value unchanged (during planning: a stay is an
// input that never changes).
class StayConstraint extends UnaryConstraint {
  execute(): void {}
}

// Marks a variable the user is about to change.
class EditConstraint extends UnaryConstraint {
  isInput(): boolean {
    return true;
  }
  execute(): void {}
}

const NONE = 0;
const FORWARD = 1;
const BACKWARD = -1;

abstract class BinaryConstraint extends Constraint {
  direction = NONE;
  constructor(
    public v1: Variable,
    public v2: Variable,
    strength: Strength,
  ) {
    super(strength);
  }

  // Writes the weaker end (or whichever end is not marked) if this
  // constraint is stronger than what determines it now.
  chooseMethod(mark: number): void {
    if (this.v1.mark === mark) {
      this.direction =
        this.v2.mark !== mark && Strength.stronger(this.strength, this.v2.walkStrength) ? FORWARD : NONE;
      return;
    }
    if (this.v2.mark === mark) {
      this.direction =
        this.v1.mark !== mark && Strength.stronger(this.strength, this.v1.walkStrength) ? BACKWARD : NONE;
      return;
    }
    if (Strength.weaker(this.v1.walkStrength, this.v2.walkStrength)) {
      this.direction = Strength.stronger(this.strength, this.v1.walkStrength) ? BACKWARD : NONE;
    } else {
      this.direction = Strength.stronger(this.strength, this.v2.walkStrength) ? FORWARD : BACKWARD;
    }
  }
  addToGraph(): void {
    this.v1.addConstraint(this);
    this.v2.addConstraint(this);
    this.direction = NONE;
  }
  isSatisfied(): boolean {
    return this.direction !== NONE;
  }
  markInputs(mark: number): void {
    this.input().mark = mark;
  }
  input(): Variable {
    return this.direction === FORWARD ? this.v1 : this.v2;
  }
  output(): Variable {
    return this.direction === FORWARD ? this.v2 : this.v1;
  }
  recalculate(): void {
    const ihn = this.input();
    const out = this.output();
    out.walkStrength = Strength.weakest(this.strength, ihn.walkStrength);
    out.stay = ihn.stay;
    if (out.stay) this.execute();
  }
  markUnsatisfied(): void {
    this.direction = NONE;
  }
  inputsKnown(mark: number): boolean {
    const i = this.input();
    return i.mark === mark || i.stay || i.determinedBy === null;
  }
  removeFromGraph(): void {
    this.v1.removeConstraint(this);
    this.v2.removeConstraint(this);
    this.direction = NONE;
  }
}

// v2 = v1 * scale + offset, either way round.
class ScaleConstraint extends BinaryConstraint {
  constructor(
    src: Variable,
    public scale: Variable,
    public offset: Variable,
    dest: Variable,
    strength: Strength,
  ) {
    super(src, dest, strength);
  }

  addToGraph(): void {
    super.addToGraph();
    this.scale.addConstraint(this);
    this.offset.addConstraint(this);
  }
  removeFromGraph(): void {
    super.removeFromGraph();
    this.scale.removeConstraint(this);
    this.offset.removeConstraint(this);
  }
  markInputs(mark: number): void {
    super.markInputs(mark);
    this.scale.mark = mark;
    this.offset.mark = mark;
  }
  execute(): void {
    if (this.direction === FORWARD) {
      this.v2.value = this.v1.value * this.scale.value + this.offset.value;
    } else {
      this.v1.value = (this.v2.value - this.offset.value) / this.scale.value;
    }
  }
  recalculate(): void {
    const ihn = this.input();
    const out = this.output();
    out.walkStrength = Strength.weakest(this.strength, ihn.walkStrength);
    out.stay = ihn.stay && this.scale.stay && this.offset.stay;
    if (out.stay) this.execute();
  }
}

// v1 = v2, either way round.
class EqualityConstraint extends BinaryConstraint {
  execute(): void {
    this.output().value = this.input().value;
  }
}

class Plan {
  list: Constraint[] = [];
  add(c: Constraint): void {
    this.list.push(c);
  }
  execute(): void {
    for (let i = 0; i < this.list.length; i++) this.list[i].execute();
  }
}

class Planner {
  currentMark = 0;

  newMark(): number {
    return ++this.currentMark;
  }

  incrementalAdd(c: Constraint): void {
    const mark = this.newMark();
    let overridden = c.satisfy(mark);
    while (overridden !== null) overridden = overridden.satisfy(mark);
  }

  // Removes a satisfied constraint and re-satisfies what it unsettled,
  // strongest first.
  incrementalRemove(c: Constraint): void {
    const out = c.output();
    c.markUnsatisfied();
    c.removeFromGraph();
    const unsatisfied = this.removePropagateFrom(out);
    let strength = REQUIRED;
    while (true) {
      for (let i = 0; i < unsatisfied.length; i++) {
        const u = unsatisfied[i];
        if (u.strength === strength) this.incrementalAdd(u);
      }
      if (strength === WEAKEST) break;
      strength = strength.nextWeaker();
    }
  }

  // The constraints to execute, in order, to propagate the given input
  // constraints' values.
  makePlan(sources: Constraint[]): Plan {
    const mark = this.newMark();
    const plan = new Plan();
    const todo = sources;
    while (todo.length > 0) {
      const c = todo.pop()!;
      if (c.output().mark !== mark && c.inputsKnown(mark)) {
        plan.add(c);
        c.output().mark = mark;
        this.addConstraintsConsumingTo(c.output(), todo);
      }
    }
    return plan;
  }

  extractPlanFromConstraints(constraints: Constraint[]): Plan {
    const sources: Constraint[] = [];
    for (let i = 0; i < constraints.length; i++) {
      const c = constraints[i];
      if (c.isInput() && c.isSatisfied()) sources.push(c);
    }
    return this.makePlan(sources);
  }

  // Recomputes walk strengths and stay flags downstream of `c`; false if
  // that reaches a variable marked in this pass (a cycle), after undoing c.
  addPropagate(c: Constraint, mark: number): boolean {
    const todo: Constraint[] = [c];
    while (todo.length > 0) {
      const d = todo.pop()!;
      if (d.output().mark === mark) {
        this.incrementalRemove(c);
        return false;
      }
      d.recalculate();
      this.addConstraintsConsumingTo(d.output(), todo);
    }
    return true;
  }

  removePropagateFrom(out: Variable): Constraint[] {
    out.determinedBy = null;
    out.walkStrength = WEAKEST;
    out.stay = true;
    const unsatisfied: Constraint[] = [];
    const todo: Variable[] = [out];
    while (todo.length > 0) {
      const v = todo.pop()!;
      const cs = v.constraints;
      for (let i = 0; i < cs.length; i++) {
        if (!cs[i].isSatisfied()) unsatisfied.push(cs[i]);
      }
      const determining = v.determinedBy;
      for (let i = 0; i < cs.length; i++) {
        const next = cs[i];
        if (next !== determining && next.isSatisfied()) {
          next.recalculate();
          todo.push(next.output());
        }
      }
    }
    return unsatisfied;
  }

  addConstraintsConsumingTo(v: Variable, coll: Constraint[]): void {
    const determining = v.determinedBy;
    const cs = v.constraints;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i];
      if (c !== determining && c.isSatisfied()) coll.push(c);
    }
  }
}

let planner = new Planner();

// A chain v0 = v1 = … = vn with a stay on the last and an edit on the
// first: changing v0 must reach vn.
function chainTest(n: number): number {
  planner = new Planner();
  let prev: Variable | null = null;
  let first: Variable | null = null;
  let last: Variable | null = null;
  for (let i = 0; i <= n; i++) {
    const v = new Variable("v" + i, 0);
    if (prev !== null) add(new EqualityConstraint(prev, v, REQUIRED));
    if (i === 0) first = v;
    if (i === n) last = v;
    prev = v;
  }
  add(new StayConstraint(last!, STRONG_DEFAULT));
  const edit = add(new EditConstraint(first!, PREFERRED));
  const plan = planner.extractPlanFromConstraints([edit]);
  let sum = 0;
  for (let i = 0; i < 100; i++) {
    first!.value = i;
    plan.execute();
    check(last!.value === i);
    sum += last!.value;
  }
  return sum;
}

function change(v: Variable, value: number): void {
  const edit = add(new EditConstraint(v, PREFERRED));
  const plan = planner.extractPlanFromConstraints([edit]);
  for (let i = 0; i < 10; i++) {
    v.value = value;
    plan.execute();
  }
  edit.destroyConstraint();
}

// dst_i = src_i * scale + offset for n pairs; changing either end, the
// scale or the offset must propagate.
function projectionTest(n: number): number {
  planner = new Planner();
  const scale = new Variable("scale", 10);
  const offset = new Variable("offset", 1000);
  let src: Variable | null = null;
  let dst: Variable | null = null;
  const dests: Variable[] = [];
  for (let i = 0; i < n; i++) {
    src = new Variable("src" + i, i);
    dst = new Variable("dst" + i, i);
    dests.push(dst);
    add(new StayConstraint(src, NORMAL));
    add(new ScaleConstraint(src, scale, offset, dst, REQUIRED));
  }
  change(src!, 17);
  check(dst!.value === 1170);
  change(dst!, 1050);
  check(src!.value === 5);
  change(scale, 5);
  let sum = 0;
  for (let i = 0; i < n - 1; i++) {
    check(dests[i].value === i * 5 + 1000);
    sum += dests[i].value;
  }
  change(offset, 2000);
  for (let i = 0; i < n - 1; i++) {
    check(dests[i].value === i * 5 + 2000);
    sum += dests[i].value;
  }
  return sum;
}

let checksum = 0;
for (let r = 0; r < ROUNDS; r++) {
  checksum += chainTest(SIZE);
  checksum += projectionTest(SIZE);
}
console.log(`deltablue x${ROUNDS}: checksum=${checksum} failures=${failures} marks=${planner.currentMark}`);
