// Reads stdin through its path, without an encoding: the bytes, as a
// Buffer, decoded by hand.
import * as fs from "node:fs";

const bytes = fs.readFileSync("/dev/stdin");
console.log(bytes.length, Buffer.isBuffer(bytes), bytes.subarray(0, 4));
const records = bytes.toString("utf8").trim().split("\n").map((l) => l.split("\t"));
console.log(records);
console.log(bytes.toString("hex", 0, 6), bytes.indexOf(0x09), bytes.includes("ü"));
