// node 20's `readline/promises`: `node:readline`'s interface, whose
// `question` returns a promise of the answer instead of calling back
// (rejected with ERR_USE_AFTER_CLOSE once the interface is closed). What
// kiln lacks beside `node:readline`'s gaps: the `Readline` class (cursor
// moves) and `question`'s AbortSignal option.

import { Interface as Base } from "node:readline";

export class Interface extends Base {
  question(query: string, options?: any): Promise<string> {
    return new Promise((resolve) => {
      super.question(query, options, resolve);
    });
  }
}

export function createInterface(input: any, output?: any, completer?: any, terminal?: boolean): Interface {
  return new Interface(input, output, completer, terminal);
}

export default { Interface, createInterface };
