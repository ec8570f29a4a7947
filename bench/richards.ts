// Richards: Martin Richards' operating-system kernel simulation, written
// from the classic description. A scheduler runs six tasks (an idle task, a
// worker, two packet handlers and two devices) that pass packets through
// queues; each task is a class with a `run` method called polymorphically
// from its task control block. The work is property loads and stores on a
// handful of shapes, virtual calls and short linked lists: little
// allocation.
//
// One simulation with count 1000 ends with queueCount 2322 and holdCount
// 928; the program runs it ROUNDS times and prints the totals.

const ROUNDS = 1000;
const COUNT = 1000;

const ID_IDLE = 0;
const ID_WORKER = 1;
const ID_HANDLER_A = 2;
const ID_HANDLER_B = 3;
const ID_DEVICE_A = 4;
const ID_DEVICE_B = 5;
const NUMBER_OF_IDS = 6;

const KIND_DEVICE = 0;
const KIND_WORK = 1;

const DATA_SIZE = 4;

// Task states are bit sets: RUNNABLE (a packet is waiting), SUSPENDED,
// HELD. RUNNING is none of them.
const STATE_RUNNING = 0;
const STATE_RUNNABLE = 1;
const STATE_SUSPENDED = 2;
const STATE_HELD = 4;
const STATE_SUSPENDED_RUNNABLE = STATE_SUSPENDED | STATE_RUNNABLE;
const STATE_NOT_HELD = ~STATE_HELD;

class Packet {
  link: Packet | null;
  id: number;
  kind: number;
  a1: number;
  a2: number[];

  constructor(link: Packet | null, id: number, kind: number) {
    this.link = link;
    this.id = id;
    this.kind = kind;
    this.a1 = 0;
    this.a2 = [0, 0, 0, 0];
  }

  // Appends this packet to the end of `queue` and returns the queue's head.
  addTo(queue: Packet | null): Packet {
    this.link = null;
    if (queue === null) return this;
    let last = queue;
    let next: Packet | null;
    while ((next = last.link) !== null) last = next;
    last.link = this;
    return queue;
  }
}

abstract class Task {
  scheduler: Scheduler;
  constructor(scheduler: Scheduler) {
    this.scheduler = scheduler;
  }
  abstract run(packet: Packet | null): Tcb | null;
}

class Tcb {
  link: Tcb | null;
  id: number;
  priority: number;
  queue: Packet | null;
  task: Task;
  state: number;

  constructor(link: Tcb | null, id: number, priority: number, queue: Packet | null, task: Task) {
    this.link = link;
    this.id = id;
    this.priority = priority;
    this.queue = queue;
    this.task = task;
    this.state = queue === null ? STATE_SUSPENDED : STATE_SUSPENDED_RUNNABLE;
  }

  setRunning(): void {
    this.state = STATE_RUNNING;
  }
  markAsNotHeld(): void {
    this.state &= STATE_NOT_HELD;
  }
  markAsHeld(): void {
    this.state |= STATE_HELD;
  }
  markAsSuspended(): void {
    this.state |= STATE_SUSPENDED;
  }
  markAsRunnable(): void {
    this.state |= STATE_RUNNABLE;
  }
  isHeldOrSuspended(): boolean {
    return (this.state & STATE_HELD) !== 0 || this.state === STATE_SUSPENDED;
  }

  // Takes the first waiting packet (if the task is runnable) and runs the
  // task with it.
  run(): Tcb | null {
    let packet: Packet | null = null;
    if (this.state === STATE_SUSPENDED_RUNNABLE) {
      packet = this.queue!;
      this.queue = packet.link;
      this.state = this.queue === null ? STATE_RUNNING : STATE_RUNNABLE;
    }
    return this.task.run(packet);
  }

  // Queues `packet` for this task; returns the task to run next: this one
  // if it just became runnable and outranks `current`.
  checkPriorityAdd(current: Tcb, packet: Packet): Tcb {
    if (this.queue === null) {
      this.queue = packet;
      this.markAsRunnable();
      if (this.priority > current.priority) return this;
    } else {
      this.queue = packet.addTo(this.queue);
    }
    return current;
  }
}

class Scheduler {
  queueCount = 0;
  holdCount = 0;
  blocks: (Tcb | null)[] = [];
  list: Tcb | null = null;
  current: Tcb | null = null;
  currentId = 0;

  constructor() {
    for (let i = 0; i < NUMBER_OF_IDS; i++) this.blocks.push(null);
  }

  addTask(id: number, priority: number, queue: Packet | null, task: Task): void {
    this.current = new Tcb(this.list, id, priority, queue, task);
    this.list = this.current;
    this.blocks[id] = this.current;
  }

  schedule(): void {
    this.current = this.list;
    while (this.current !== null) {
      if (this.current.isHeldOrSuspended()) {
        this.current = this.current.link;
      } else {
        this.currentId = this.current.id;
        this.current = this.current.run();
      }
    }
  }

  release(id: number): Tcb | null {
    const tcb = this.blocks[id];
    if (tcb === null) return tcb;
    tcb.markAsNotHeld();
    return tcb.priority > this.current!.priority ? tcb : this.current;
  }

  holdCurrent(): Tcb | null {
    this.holdCount++;
    this.current!.markAsHeld();
    return this.current!.link;
  }

  suspendCurrent(): Tcb | null {
    this.current!.markAsSuspended();
    return this.current;
  }

  // Sends `packet` to the task it names; the packet then names the sender.
  queue(packet: Packet): Tcb | null {
    const target = this.blocks[packet.id];
    if (target === null) return target;
    this.queueCount++;
    packet.link = null;
    packet.id = this.currentId;
    return target.checkPriorityAdd(this.current!, packet);
  }
}

// Alternately releases the two device tasks, driven by a pseudo-random
// bit sequence, until its count runs out.
class IdleTask extends Task {
  v1: number;
  count: number;
  constructor(scheduler: Scheduler, v1: number, count: number) {
    super(scheduler);
    this.v1 = v1;
    this.count = count;
  }
  run(_packet: Packet | null): Tcb | null {
    this.count--;
    if (this.count === 0) return this.scheduler.holdCurrent();
    if ((this.v1 & 1) === 0) {
      this.v1 = this.v1 >> 1;
      return this.scheduler.release(ID_DEVICE_A);
    }
    this.v1 = (this.v1 >> 1) ^ 0xd008;
    return this.scheduler.release(ID_DEVICE_B);
  }
}

// Holds one packet at a time and sends it back when run without one.
class DeviceTask extends Task {
  pending: Packet | null = null;
  run(packet: Packet | null): Tcb | null {
    if (packet === null) {
      if (this.pending === null) return this.scheduler.suspendCurrent();
      const p = this.pending;
      this.pending = null;
      return this.scheduler.queue(p);
    }
    this.pending = packet;
    return this.scheduler.holdCurrent();
  }
}

// Fills work packets with data and sends them to the two handlers in turn.
class WorkerTask extends Task {
  handler: number;
  datum: number;
  constructor(scheduler: Scheduler, handler: number, datum: number) {
    super(scheduler);
    this.handler = handler;
    this.datum = datum;
  }
  run(packet: Packet | null): Tcb | null {
    if (packet === null) return this.scheduler.suspendCurrent();
    this.handler = this.handler === ID_HANDLER_A ? ID_HANDLER_B : ID_HANDLER_A;
    packet.id = this.handler;
    packet.a1 = 0;
    for (let i = 0; i < DATA_SIZE; i++) {
      this.datum++;
      if (this.datum > 26) this.datum = 1;
      packet.a2[i] = this.datum;
    }
    return this.scheduler.queue(packet);
  }
}

// Collects work packets and device packets; hands the work packet's data
// out one item per device packet, then returns the work packet.
class HandlerTask extends Task {
  work: Packet | null = null;
  devices: Packet | null = null;
  run(packet: Packet | null): Tcb | null {
    if (packet !== null) {
      if (packet.kind === KIND_WORK) this.work = packet.addTo(this.work);
      else this.devices = packet.addTo(this.devices);
    }
    if (this.work !== null) {
      const index = this.work.a1;
      if (index < DATA_SIZE) {
        if (this.devices !== null) {
          const d = this.devices;
          this.devices = d.link;
          d.a1 = this.work.a2[index];
          this.work.a1 = index + 1;
          return this.scheduler.queue(d);
        }
      } else {
        const w = this.work;
        this.work = w.link;
        return this.scheduler.queue(w);
      }
    }
    return this.scheduler.suspendCurrent();
  }
}

function runRichards(): Scheduler {
  const s = new Scheduler();
  s.addTask(ID_IDLE, 0, null, new IdleTask(s, 1, COUNT));
  s.current!.setRunning();

  let queue = new Packet(null, ID_WORKER, KIND_WORK);
  queue = new Packet(queue, ID_WORKER, KIND_WORK);
  s.addTask(ID_WORKER, 1000, queue, new WorkerTask(s, ID_HANDLER_A, 0));

  queue = new Packet(null, ID_DEVICE_A, KIND_DEVICE);
  queue = new Packet(queue, ID_DEVICE_A, KIND_DEVICE);
  queue = new Packet(queue, ID_DEVICE_A, KIND_DEVICE);
  s.addTask(ID_HANDLER_A, 2000, queue, new HandlerTask(s));

  queue = new Packet(null, ID_DEVICE_B, KIND_DEVICE);
  queue = new Packet(queue, ID_DEVICE_B, KIND_DEVICE);
  queue = new Packet(queue, ID_DEVICE_B, KIND_DEVICE);
  s.addTask(ID_HANDLER_B, 3000, queue, new HandlerTask(s));

  s.addTask(ID_DEVICE_A, 4000, null, new DeviceTask(s));
  s.addTask(ID_DEVICE_B, 5000, null, new DeviceTask(s));
  s.schedule();
  return s;
}

let queued = 0;
let held = 0;
let wrong = 0;
for (let r = 0; r < ROUNDS; r++) {
  const s = runRichards();
  queued += s.queueCount;
  held += s.holdCount;
  if (s.queueCount !== 2322 || s.holdCount !== 928) wrong++;
}
console.log(`richards x${ROUNDS}: queueCount=${queued} holdCount=${held} wrong=${wrong}`);
