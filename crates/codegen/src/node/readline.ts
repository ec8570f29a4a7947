// node 20's `readline`, enough to read input line by line:
// `createInterface({ input: process.stdin })` with its `line` and `close`
// events, `for await (const line of rl)`, `question`, `pause`/`resume`
// and `close`. Lines end at `\n`, `\r\n` or `\r` (one `\r\n` split by a
// read is one line end, as node's `crlfDelay` has it); the text after the
// last line end is the last line. Lines of one read are emitted together,
// and the next read waits for the event loop's next check phase, as
// node's stream delivers a chunk per turn of its loop.
//
// Its input is `process.stdin` or `fs.createReadStream(path)`
// (`kiln:streams`); an error reading it is the interface's `error` event
// (a rejection of `for await`). What kiln lacks: other streams, terminal
// editing (a terminal is read as lines, as the kernel gives them), the
// cursor functions (`readline/promises` is `readline_promises.ts`). A
// read blocks the program until
// input comes: timers wait for it.

import { Emitter } from "kiln:emitter";
import { nodeError, readChunk } from "kiln:host";

export class Interface extends Emitter {
  terminal = false;
  line = "";
  declare closed: boolean;
  #input: any;
  #output: any;
  #read: () => string | null;
  #buffer = "";
  #sawReturn = false;
  #paused = false;
  #reading = false;
  #prompt = "> ";
  #question: ((answer: string) => void) | null = null;

  constructor(input: any, output?: any, _completer?: any, terminal?: boolean) {
    super();
    if (input !== null && typeof input === "object" && input.input !== undefined && output === undefined) {
      output = input.output;
      terminal = input.terminal;
      if (input.prompt !== undefined) {
        this.#prompt = input.prompt;
      }
      input = input.input;
    }
    if (input !== null && typeof input === "object" && typeof input.nextChunk === "function") {
      // An fs.ReadStream (`kiln:streams`).
      this.#read = () => input.nextChunk();
    } else if (input !== null && typeof input === "object" && input.fd === 0) {
      this.#read = () => readChunk(0);
    } else {
      nodeError(
        "TypeError",
        "ERR_INVALID_ARG_VALUE",
        "kiln's readline reads process.stdin or an fs.createReadStream(path)",
      );
    }
    this.#input = input;
    this.#output = output;
    this.terminal = !!terminal;
    this.#schedule();
  }

  get input(): any {
    return this.#input;
  }

  get output(): any {
    return this.#output;
  }

  setPrompt(prompt: string): void {
    this.#prompt = prompt;
  }

  getPrompt(): string {
    return this.#prompt;
  }

  prompt(): void {
    if (this.#paused) {
      this.resume();
    }
    this.#write(this.#prompt);
  }

  write(data: string): void {
    if (this.closed) {
      nodeError("Error", "ERR_USE_AFTER_CLOSE", "readline was closed");
    }
    this.#data(String(data));
  }

  question(query: string, options?: any, cb?: (answer: string) => void): void {
    if (typeof options === "function") {
      cb = options;
    }
    if (this.closed) {
      nodeError("Error", "ERR_USE_AFTER_CLOSE", "readline was closed");
    }
    if (typeof cb !== "function") {
      return;
    }
    if (this.#question) {
      this.prompt();
      return;
    }
    this.#question = cb;
    this.#prompt = query;
    this.prompt();
  }

  pause(): this {
    if (!this.#paused) {
      this.#paused = true;
      this.emit("pause");
    }
    return this;
  }

  resume(): this {
    if (this.#paused) {
      this.#paused = false;
      this.emit("resume");
      this.#schedule();
    }
    return this;
  }

  close(): void {
    if (this.closed) {
      return;
    }
    this.pause();
    this.closed = true;
    this.emit("close");
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<string> {
    const lines: string[] = [];
    let head = 0;
    let ended = false;
    let waiting: ((r: IteratorResult<string>) => void) | null = null;
    let failing: ((e: unknown) => void) | null = null;
    let failure: { error: unknown } | null = null;
    this.on("line", (line: string) => {
      if (waiting) {
        const w = waiting;
        waiting = null;
        failing = null;
        w({ value: line, done: false });
      } else {
        lines.push(line);
      }
    });
    this.on("error", (error: unknown) => {
      ended = true;
      if (failing) {
        const f = failing;
        waiting = null;
        failing = null;
        f(error);
      } else {
        failure = { error };
      }
    });
    this.on("close", () => {
      ended = true;
      if (waiting) {
        const w = waiting;
        waiting = null;
        w({ value: undefined, done: true });
      }
    });
    const rl = this;
    return {
      next(): Promise<IteratorResult<string>> {
        if (head < lines.length) {
          const value = lines[head++];
          if (head === lines.length) {
            lines.length = 0;
            head = 0;
          }
          return Promise.resolve({ value, done: false });
        }
        if (failure) {
          const { error } = failure;
          failure = null;
          return Promise.reject(error);
        }
        if (ended) {
          return Promise.resolve({ value: undefined, done: true });
        }
        return new Promise((resolve, reject) => {
          waiting = resolve;
          failing = reject;
        });
      },
      return(): Promise<IteratorResult<string>> {
        rl.close();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  #write(text: string): void {
    if (this.#output !== null && this.#output !== undefined && typeof this.#output.write === "function") {
      this.#output.write(text);
    }
  }

  // The next read, on the loop's next check phase.
  #schedule(): void {
    if (this.#reading || this.#paused || this.closed) {
      return;
    }
    this.#reading = true;
    setImmediate(() => {
      this.#reading = false;
      if (this.#paused || this.closed) {
        return;
      }
      let chunk: string | null;
      try {
        chunk = this.#read();
      } catch (e) {
        // node hands the input's error to the interface.
        this.emit("error", e);
        return;
      }
      if (chunk === null) {
        this.#end();
        return;
      }
      this.#data(chunk);
      this.#schedule();
    });
  }

  #data(chunk: string): void {
    let text = chunk;
    if (this.#sawReturn && text.charCodeAt(0) === 10) {
      text = text.slice(1);
    }
    this.#sawReturn = false;
    // Line ends are `\r\n`, `\n`, or a `\r` not before `\n`. A scan with
    // indexOf, not a RegExp: a RegExp's exec per line was 40% of the
    // instructions of reading a 50 MB file (bench/readstream.ts).
    let returns = text.indexOf("\r");
    let newline = text.indexOf("\n");
    if (returns < 0 && newline < 0) {
      this.#buffer += text;
      return;
    }
    // The text a read left unfinished begins the first line; the chunk is
    // not copied behind it (a 64 KiB concatenation per read).
    const head = this.#buffer;
    this.#buffer = "";
    this.#sawReturn = text.charCodeAt(text.length - 1) === 13;
    const lines: string[] = [];
    let start = 0;
    while (newline >= 0 || returns >= 0) {
      let end: number;
      let next: number;
      if (returns >= 0 && (newline < 0 || returns < newline)) {
        end = returns;
        next = returns + 1;
        if (newline === next) {
          next++;
          newline = text.indexOf("\n", next);
        }
        returns = text.indexOf("\r", next);
      } else {
        end = newline;
        next = newline + 1;
        newline = text.indexOf("\n", next);
      }
      lines.push(start === 0 && head !== "" ? head + text.slice(0, end) : text.slice(start, end));
      start = next;
    }
    this.#buffer = text.slice(start);
    for (const line of lines) {
      this.#line(line);
    }
  }

  #line(line: string): void {
    const answer = this.#question;
    if (answer) {
      this.#question = null;
      this.#prompt = "> ";
      answer(line);
    } else {
      this.emitOne("line", line);
    }
  }

  #end(): void {
    if (this.#buffer.length > 0) {
      const last = this.#buffer;
      this.#buffer = "";
      this.#line(last);
    }
    this.close();
  }
}

export function createInterface(input: any, output?: any, completer?: any, terminal?: boolean): Interface {
  return new Interface(input, output, completer, terminal);
}

export default { Interface, createInterface };
