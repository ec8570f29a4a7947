// node 20's `fs/promises`, over kiln's synchronous `fs`: each call does
// its work at once, as the synchronous call does (the same results and
// the same errors, `ENOENT: no such file or directory, open 'x'` with
// `errno`, `code`, `syscall` and `path`), and settles its promise on the
// event loop's next check phase, where node's thread pool settles it
// when the work is done: code that awaits each call sees what node's
// sees; the order against timers that are due at the same moment may
// differ. Every error, an invalid argument's too, is a rejection, as in
// node.
//
// Not here (an `unsupported` diagnostic at the import): the calls kiln's
// `fs` lacks (`open` and FileHandle, `cp`, `truncate`, links, `chmod`
// and `chown`, `utimes`, `mkdtemp`, `opendir`, `statfs`, `watch`), and
// `readFile` without an encoding, which resolves to a Buffer.

import * as fs from "node:fs";
import { invalidArgType } from "kiln:host";

// The synchronous calls take a file descriptor where these take a path.
function notDescriptor(path: unknown): void {
  if (typeof path === "number") {
    invalidArgType("path", "of type string or an instance of Buffer or URL", path);
  }
}

function settle<T>(work: () => T): Promise<T> {
  let value: T;
  let error: unknown;
  let failed = false;
  try {
    value = work();
  } catch (e) {
    failed = true;
    error = e;
  }
  return new Promise((resolve, reject) => {
    setImmediate(() => (failed ? reject(error) : resolve(value)));
  });
}

export async function access(path: any, mode?: any): Promise<void> {
  return settle(() => fs.accessSync(path, mode));
}

export async function copyFile(src: any, dest: any, mode?: any): Promise<void> {
  return settle(() => fs.copyFileSync(src, dest, mode));
}

export async function rename(oldPath: any, newPath: any): Promise<void> {
  return settle(() => fs.renameSync(oldPath, newPath));
}

export async function rm(path: any, options?: any): Promise<void> {
  return settle(() => fs.rmSync(path, options));
}

export async function rmdir(path: any, options?: any): Promise<void> {
  return settle(() => fs.rmdirSync(path, options));
}

export async function mkdir(path: any, options?: any): Promise<string | undefined> {
  return settle(() => fs.mkdirSync(path, options));
}

export async function readdir(path: any, options?: any): Promise<any[]> {
  return settle(() => fs.readdirSync(path, options));
}

export async function lstat(path: any, options?: any): Promise<fs.Stats> {
  return settle(() => fs.lstatSync(path, options) as fs.Stats);
}

export async function stat(path: any, options?: any): Promise<fs.Stats> {
  return settle(() => fs.statSync(path, options) as fs.Stats);
}

export async function unlink(path: any): Promise<void> {
  return settle(() => fs.unlinkSync(path));
}

export async function realpath(path: any, options?: any): Promise<string> {
  return settle(() => fs.realpathSync(path, options));
}

export async function writeFile(file: any, data: any, options?: any): Promise<void> {
  return settle(() => {
    notDescriptor(file);
    return fs.writeFileSync(file, data, options);
  });
}

export async function appendFile(path: any, data: any, options?: any): Promise<void> {
  return settle(() => {
    notDescriptor(path);
    return fs.appendFileSync(path, data, options);
  });
}

export async function readFile(path: any, options?: any): Promise<any> {
  return settle(() => {
    notDescriptor(path);
    return fs.readFileSync(path, options);
  });
}

export const constants = fs.constants;

export default {
  access,
  copyFile,
  rename,
  rm,
  rmdir,
  mkdir,
  readdir,
  lstat,
  stat,
  unlink,
  realpath,
  writeFile,
  appendFile,
  readFile,
  constants,
};
