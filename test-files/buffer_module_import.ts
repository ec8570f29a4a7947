// `node:buffer` imported by name, as a default and as a namespace: the
// same Buffer as the global, and the module's constants.
import { Buffer as B, constants, kMaxLength, INSPECT_MAX_BYTES } from "node:buffer";
import bufferModule from "buffer";
import * as ns from "node:buffer";

console.log(B === Buffer, bufferModule.Buffer === B, ns.Buffer === B);
console.log(constants.MAX_LENGTH === kMaxLength, kMaxLength, INSPECT_MAX_BYTES, constants.MAX_STRING_LENGTH);
console.log(B.poolSize, typeof B.from, B.name, B.from("ok").toString("base64"));
console.log(Object.getOwnPropertyDescriptor(globalThis, "Buffer")?.enumerable);
process.stdout.write(B.from("written as bytes\n"));
process.stdout.write(new Uint8Array([0x6f, 0x6b, 0x0a]));
