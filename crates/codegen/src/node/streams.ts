// node's `fs.ReadStream` as kiln has it (`kiln:streams`, made by
// `fs.createReadStream`, which calls what this module registers): a file
// read in chunks of 64 KiB, as text. It is `readline`'s input, and it
// flows to `data` listeners and `for await` once it has an encoding
// ('utf8': kiln has no Buffer, so a stream without one refuses to hand
// out chunks). Its events are node's: `open` and `ready` when the file is
// open, `data`, `end`, then `close`; a file that cannot be opened is an
// `error` event, then `close`. Not here: `start`/`end` ranges, other
// encodings, `pipe` and writable streams.

import { Emitter } from "kiln:emitter";
import { closeFile, nodeError, openFile, readChunk, registerReadStream } from "kiln:host";

export class ReadStream extends Emitter {
  path: string;
  fd: number | null = null;
  flags = "r";
  mode = 0o666;
  pending = true;
  destroyed = false;
  closed = false;
  #encoding: string | null = null;
  #flowing = false;
  #scheduled = false;
  #ended = false;

  constructor(path: any, options?: any) {
    super();
    if (typeof options === "string") {
      options = { encoding: options };
    }
    if (typeof path !== "string") {
      nodeError(
        "TypeError",
        "ERR_INVALID_ARG_TYPE",
        `The "path" argument must be of type string or an instance of Buffer or URL. Received ${typeof path}`,
      );
    }
    this.path = path;
    if (options !== null && typeof options === "object") {
      if (options.start !== undefined || options.end !== undefined || options.fd !== undefined) {
        nodeError("Error", "ERR_KILN_UNSUPPORTED", "kiln's createReadStream reads a whole file by its path");
      }
      if (options.encoding !== undefined && options.encoding !== null) {
        this.setEncoding(options.encoding);
      }
    }
  }

  setEncoding(encoding: string): this {
    const e = String(encoding).toLowerCase();
    if (e !== "utf8" && e !== "utf-8") {
      nodeError("Error", "ERR_KILN_UNSUPPORTED", `kiln's ReadStream reads utf8 only, not '${encoding}'`);
    }
    this.#encoding = "utf8";
    return this;
  }

  get readableEncoding(): string | null {
    return this.#encoding;
  }

  on(event: string | symbol, fn: (...args: any[]) => void): this {
    super.on(event, fn);
    if (event === "data") {
      this.#needEncoding();
      this.resume();
    }
    return this;
  }

  pause(): this {
    this.#flowing = false;
    return this;
  }

  resume(): this {
    this.#flowing = true;
    this.#schedule();
    return this;
  }

  /** The next chunk (`readline` reads through this), opening the file on
   * the first read; null at the end of the file. */
  nextChunk(): string | null {
    if (this.#ended) {
      return null;
    }
    if (this.fd === null) {
      this.fd = openFile(this.path);
      this.pending = false;
      this.emit("open", this.fd);
      this.emit("ready");
    }
    const chunk = readChunk(this.fd);
    if (chunk === null) {
      this.#ended = true;
      this.emit("end");
      this.#close();
    }
    return chunk;
  }

  destroy(error?: unknown): this {
    if (this.destroyed) {
      return this;
    }
    this.destroyed = true;
    this.#flowing = false;
    if (error !== undefined) {
      this.emit("error", error);
    }
    this.#close();
    return this;
  }

  close(callback?: () => void): void {
    if (callback) {
      this.once("close", callback);
    }
    this.destroy();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    this.#needEncoding();
    while (true) {
      const chunk = await new Promise<string | null>((resolve, reject) => {
        setImmediate(() => {
          try {
            resolve(this.nextChunk());
          } catch (e) {
            reject(e);
          }
        });
      });
      if (chunk === null) {
        return;
      }
      yield chunk;
    }
  }

  #needEncoding(): void {
    if (this.#encoding === null) {
      nodeError(
        "Error",
        "ERR_KILN_UNSUPPORTED",
        "kiln has no Buffer: a ReadStream's chunks are strings once it has an encoding (createReadStream(path, 'utf8'))",
      );
    }
  }

  #schedule(): void {
    if (this.#scheduled || !this.#flowing || this.#ended || this.destroyed) {
      return;
    }
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      if (!this.#flowing || this.destroyed) {
        return;
      }
      let chunk: string | null;
      try {
        chunk = this.nextChunk();
      } catch (e) {
        this.destroy(e);
        return;
      }
      if (chunk !== null) {
        this.emit("data", chunk);
        this.#schedule();
      }
    });
  }

  #close(): void {
    if (this.closed) {
      return;
    }
    if (this.fd !== null) {
      closeFile(this.fd);
    }
    this.closed = true;
    setImmediate(() => this.emit("close"));
  }
}

registerReadStream((path: any, options: any) => new ReadStream(path, options));
