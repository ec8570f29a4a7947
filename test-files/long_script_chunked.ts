// A long script: more top-level code than kiln compiles as one C function
// (its module body is cut into chunks of about 1 500 IR instructions, see
// crates/codegen/src/emit/func/chunks.rs). Bindings of every kind cross the
// cuts: numbers, booleans, strings, objects, closures that capture them,
// a class, try/catch and loops at the top level, a labelled block, a switch.
type Row = { id: number; name: string; tags: string[] };
let total = 0;
let ok = true;
let text = "";
const rows: Row[] = [];
const seen = new Map<string, number>();
const counters: Record<string, number> = {};
let last: Row | null = null;
class Acc {
  n = 0;
  items: number[] = [];
  add(x: number) { this.n += x; this.items.push(x); return this; }
  get mean() { return this.items.length ? this.n / this.items.length : 0; }
}
const acc = new Acc();
function bump(key: string, by = 1) { counters[key] = (counters[key] ?? 0) + by; return counters[key]; }

total = (total * 31 + 115) % 1000003;
ok = ok && total !== 1;
text = text.length > 60 ? text.slice(2) + "c" : text + "C";
try {
  if (total % 6 === 0) throw new RangeError("at 3: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 3 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 1; j++) {
  acc.add((total + j) % 17);
}
const get5 = () => total + acc.n + (last ? last.id : 0);
seen.set("g5", get5() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block7: {
  if (text.length % 2 === 0) break block7;
  total += text.length;
}
let flag8 = total > 8000 || ok;
if (flag8) bump("flag"); else total -= 8;
if (9 % 40 === 9) console.log(9, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w10 = [10, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w10) % 1000003;
const r11: Row = { id: 11, name: "row11", tags: ["t1", "u2"] };
rows.push(r11);
last = r11;
total = (total * 31 + 760) % 1000003;
ok = ok && total !== 12;
text = text.length > 60 ? text.slice(6) + "n" : text + "N";
try {
  if (total % 7 === 0) throw new RangeError("at 14: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 14 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 4; j++) {
  acc.add((total + j) % 17);
}
const get16 = () => total + acc.n + (last ? last.id : 0);
seen.set("g16", get16() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block18: {
  if (text.length % 2 === 0) break block18;
  total += text.length;
}
let flag19 = total > 19000 || ok;
if (flag19) bump("flag"); else total -= 19;
if (20 % 40 === 9) console.log(20, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w21 = [21, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w21) % 1000003;
const r22: Row = { id: 22, name: "row22", tags: ["t2", "u1"] };
rows.push(r22);
last = r22;
total = (total * 31 + 133) % 1000003;
ok = ok && total !== 23;
text = text.length > 60 ? text.slice(3) + "y" : text + "Y";
try {
  if (total % 3 === 0) throw new RangeError("at 25: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 25 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 3; j++) {
  acc.add((total + j) % 17);
}
const get27 = () => total + acc.n + (last ? last.id : 0);
seen.set("g27", get27() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block29: {
  if (text.length % 2 === 0) break block29;
  total += text.length;
}
let flag30 = total > 30000 || ok;
if (flag30) bump("flag"); else total -= 30;
if (31 % 40 === 9) console.log(31, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w32 = [32, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w32) % 1000003;
const r33: Row = { id: 33, name: "row33", tags: ["t3", "u0"] };
rows.push(r33);
last = r33;
total = (total * 31 + 558) % 1000003;
ok = ok && total !== 34;
text = text.length > 60 ? text.slice(0) + "j" : text + "J";
try {
  if (total % 4 === 0) throw new RangeError("at 36: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 36 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 2; j++) {
  acc.add((total + j) % 17);
}
const get38 = () => total + acc.n + (last ? last.id : 0);
seen.set("g38", get38() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block40: {
  if (text.length % 2 === 0) break block40;
  total += text.length;
}
let flag41 = total > 41000 || ok;
if (flag41) bump("flag"); else total -= 41;
if (42 % 40 === 9) console.log(42, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w43 = [43, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w43) % 1000003;
const r44: Row = { id: 44, name: "row44", tags: ["t4", "u2"] };
rows.push(r44);
last = r44;
total = (total * 31 + 611) % 1000003;
ok = ok && total !== 45;
text = text.length > 60 ? text.slice(4) + "u" : text + "U";
try {
  if (total % 5 === 0) throw new RangeError("at 47: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 47 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 1; j++) {
  acc.add((total + j) % 17);
}
const get49 = () => total + acc.n + (last ? last.id : 0);
seen.set("g49", get49() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block51: {
  if (text.length % 2 === 0) break block51;
  total += text.length;
}
let flag52 = total > 52000 || ok;
if (flag52) bump("flag"); else total -= 52;
if (53 % 40 === 9) console.log(53, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w54 = [54, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w54) % 1000003;
const r55: Row = { id: 55, name: "row55", tags: ["t0", "u1"] };
rows.push(r55);
last = r55;
total = (total * 31 + 729) % 1000003;
ok = ok && total !== 56;
text = text.length > 60 ? text.slice(1) + "f" : text + "F";
try {
  if (total % 6 === 0) throw new RangeError("at 58: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 58 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 4; j++) {
  acc.add((total + j) % 17);
}
const get60 = () => total + acc.n + (last ? last.id : 0);
seen.set("g60", get60() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block62: {
  if (text.length % 2 === 0) break block62;
  total += text.length;
}
let flag63 = total > 63000 || ok;
if (flag63) bump("flag"); else total -= 63;
if (64 % 40 === 9) console.log(64, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w65 = [65, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w65) % 1000003;
const r66: Row = { id: 66, name: "row66", tags: ["t1", "u0"] };
rows.push(r66);
last = r66;
total = (total * 31 + 182) % 1000003;
ok = ok && total !== 67;
text = text.length > 60 ? text.slice(5) + "q" : text + "Q";
try {
  if (total % 7 === 0) throw new RangeError("at 69: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 69 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 3; j++) {
  acc.add((total + j) % 17);
}
const get71 = () => total + acc.n + (last ? last.id : 0);
seen.set("g71", get71() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block73: {
  if (text.length % 2 === 0) break block73;
  total += text.length;
}
let flag74 = total > 74000 || ok;
if (flag74) bump("flag"); else total -= 74;
if (75 % 40 === 9) console.log(75, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w76 = [76, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w76) % 1000003;
const r77: Row = { id: 77, name: "row77", tags: ["t2", "u2"] };
rows.push(r77);
last = r77;
total = (total * 31 + 231) % 1000003;
ok = ok && total !== 78;
text = text.length > 60 ? text.slice(2) + "b" : text + "B";
try {
  if (total % 3 === 0) throw new RangeError("at 80: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 80 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 2; j++) {
  acc.add((total + j) % 17);
}
const get82 = () => total + acc.n + (last ? last.id : 0);
seen.set("g82", get82() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block84: {
  if (text.length % 2 === 0) break block84;
  total += text.length;
}
let flag85 = total > 85000 || ok;
if (flag85) bump("flag"); else total -= 85;
if (86 % 40 === 9) console.log(86, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w87 = [87, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w87) % 1000003;
const r88: Row = { id: 88, name: "row88", tags: ["t3", "u1"] };
rows.push(r88);
last = r88;
total = (total * 31 + 135) % 1000003;
ok = ok && total !== 89;
text = text.length > 60 ? text.slice(6) + "m" : text + "M";
try {
  if (total % 4 === 0) throw new RangeError("at 91: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 91 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 1; j++) {
  acc.add((total + j) % 17);
}
const get93 = () => total + acc.n + (last ? last.id : 0);
seen.set("g93", get93() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block95: {
  if (text.length % 2 === 0) break block95;
  total += text.length;
}
let flag96 = total > 96000 || ok;
if (flag96) bump("flag"); else total -= 96;
if (97 % 40 === 9) console.log(97, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w98 = [98, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w98) % 1000003;
const r99: Row = { id: 99, name: "row99", tags: ["t4", "u0"] };
rows.push(r99);
last = r99;
total = (total * 31 + 653) % 1000003;
ok = ok && total !== 100;
text = text.length > 60 ? text.slice(3) + "x" : text + "X";
try {
  if (total % 5 === 0) throw new RangeError("at 102: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 102 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 4; j++) {
  acc.add((total + j) % 17);
}
const get104 = () => total + acc.n + (last ? last.id : 0);
seen.set("g104", get104() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block106: {
  if (text.length % 2 === 0) break block106;
  total += text.length;
}
let flag107 = total > 107000 || ok;
if (flag107) bump("flag"); else total -= 107;
if (108 % 40 === 9) console.log(108, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w109 = [109, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w109) % 1000003;
const r110: Row = { id: 110, name: "row110", tags: ["t0", "u2"] };
rows.push(r110);
last = r110;
total = (total * 31 + 475) % 1000003;
ok = ok && total !== 111;
text = text.length > 60 ? text.slice(0) + "i" : text + "I";
try {
  if (total % 6 === 0) throw new RangeError("at 113: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 113 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 3; j++) {
  acc.add((total + j) % 17);
}
const get115 = () => total + acc.n + (last ? last.id : 0);
seen.set("g115", get115() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block117: {
  if (text.length % 2 === 0) break block117;
  total += text.length;
}
let flag118 = total > 118000 || ok;
if (flag118) bump("flag"); else total -= 118;
if (119 % 40 === 9) console.log(119, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w120 = [120, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w120) % 1000003;
const r121: Row = { id: 121, name: "row121", tags: ["t1", "u1"] };
rows.push(r121);
last = r121;
total = (total * 31 + 781) % 1000003;
ok = ok && total !== 122;
text = text.length > 60 ? text.slice(4) + "t" : text + "T";
try {
  if (total % 7 === 0) throw new RangeError("at 124: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 124 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 2; j++) {
  acc.add((total + j) % 17);
}
const get126 = () => total + acc.n + (last ? last.id : 0);
seen.set("g126", get126() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block128: {
  if (text.length % 2 === 0) break block128;
  total += text.length;
}
let flag129 = total > 129000 || ok;
if (flag129) bump("flag"); else total -= 129;
if (130 % 40 === 9) console.log(130, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w131 = [131, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w131) % 1000003;
const r132: Row = { id: 132, name: "row132", tags: ["t2", "u0"] };
rows.push(r132);
last = r132;
total = (total * 31 + 427) % 1000003;
ok = ok && total !== 133;
text = text.length > 60 ? text.slice(1) + "e" : text + "E";
try {
  if (total % 3 === 0) throw new RangeError("at 135: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 135 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 1; j++) {
  acc.add((total + j) % 17);
}
const get137 = () => total + acc.n + (last ? last.id : 0);
seen.set("g137", get137() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block139: {
  if (text.length % 2 === 0) break block139;
  total += text.length;
}
let flag140 = total > 140000 || ok;
if (flag140) bump("flag"); else total -= 140;
if (141 % 40 === 9) console.log(141, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w142 = [142, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w142) % 1000003;
const r143: Row = { id: 143, name: "row143", tags: ["t3", "u2"] };
rows.push(r143);
last = r143;
total = (total * 31 + 215) % 1000003;
ok = ok && total !== 144;
text = text.length > 60 ? text.slice(5) + "p" : text + "P";
try {
  if (total % 4 === 0) throw new RangeError("at 146: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 146 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 4; j++) {
  acc.add((total + j) % 17);
}
const get148 = () => total + acc.n + (last ? last.id : 0);
seen.set("g148", get148() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block150: {
  if (text.length % 2 === 0) break block150;
  total += text.length;
}
let flag151 = total > 151000 || ok;
if (flag151) bump("flag"); else total -= 151;
if (152 % 40 === 9) console.log(152, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w153 = [153, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w153) % 1000003;
const r154: Row = { id: 154, name: "row154", tags: ["t4", "u1"] };
rows.push(r154);
last = r154;
total = (total * 31 + 218) % 1000003;
ok = ok && total !== 155;
text = text.length > 60 ? text.slice(2) + "a" : text + "A";
try {
  if (total % 5 === 0) throw new RangeError("at 157: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 157 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 3; j++) {
  acc.add((total + j) % 17);
}
const get159 = () => total + acc.n + (last ? last.id : 0);
seen.set("g159", get159() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block161: {
  if (text.length % 2 === 0) break block161;
  total += text.length;
}
let flag162 = total > 162000 || ok;
if (flag162) bump("flag"); else total -= 162;
if (163 % 40 === 9) console.log(163, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w164 = [164, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w164) % 1000003;
const r165: Row = { id: 165, name: "row165", tags: ["t0", "u0"] };
rows.push(r165);
last = r165;
total = (total * 31 + 147) % 1000003;
ok = ok && total !== 166;
text = text.length > 60 ? text.slice(6) + "l" : text + "L";
try {
  if (total % 6 === 0) throw new RangeError("at 168: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 168 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 2; j++) {
  acc.add((total + j) % 17);
}
const get170 = () => total + acc.n + (last ? last.id : 0);
seen.set("g170", get170() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block172: {
  if (text.length % 2 === 0) break block172;
  total += text.length;
}
let flag173 = total > 173000 || ok;
if (flag173) bump("flag"); else total -= 173;
if (174 % 40 === 9) console.log(174, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w175 = [175, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w175) % 1000003;
const r176: Row = { id: 176, name: "row176", tags: ["t1", "u2"] };
rows.push(r176);
last = r176;
total = (total * 31 + 401) % 1000003;
ok = ok && total !== 177;
text = text.length > 60 ? text.slice(3) + "w" : text + "W";
try {
  if (total % 7 === 0) throw new RangeError("at 179: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 179 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 1; j++) {
  acc.add((total + j) % 17);
}
const get181 = () => total + acc.n + (last ? last.id : 0);
seen.set("g181", get181() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block183: {
  if (text.length % 2 === 0) break block183;
  total += text.length;
}
let flag184 = total > 184000 || ok;
if (flag184) bump("flag"); else total -= 184;
if (185 % 40 === 9) console.log(185, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w186 = [186, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w186) % 1000003;
const r187: Row = { id: 187, name: "row187", tags: ["t2", "u1"] };
rows.push(r187);
last = r187;
total = (total * 31 + 166) % 1000003;
ok = ok && total !== 188;
text = text.length > 60 ? text.slice(0) + "h" : text + "H";
try {
  if (total % 3 === 0) throw new RangeError("at 190: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 190 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 4; j++) {
  acc.add((total + j) % 17);
}
const get192 = () => total + acc.n + (last ? last.id : 0);
seen.set("g192", get192() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block194: {
  if (text.length % 2 === 0) break block194;
  total += text.length;
}
let flag195 = total > 195000 || ok;
if (flag195) bump("flag"); else total -= 195;
if (196 % 40 === 9) console.log(196, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w197 = [197, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w197) % 1000003;
const r198: Row = { id: 198, name: "row198", tags: ["t3", "u0"] };
rows.push(r198);
last = r198;
total = (total * 31 + 862) % 1000003;
ok = ok && total !== 199;
text = text.length > 60 ? text.slice(4) + "s" : text + "S";
try {
  if (total % 4 === 0) throw new RangeError("at 201: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 201 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 3; j++) {
  acc.add((total + j) % 17);
}
const get203 = () => total + acc.n + (last ? last.id : 0);
seen.set("g203", get203() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block205: {
  if (text.length % 2 === 0) break block205;
  total += text.length;
}
let flag206 = total > 206000 || ok;
if (flag206) bump("flag"); else total -= 206;
if (207 % 40 === 9) console.log(207, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w208 = [208, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w208) % 1000003;
const r209: Row = { id: 209, name: "row209", tags: ["t4", "u2"] };
rows.push(r209);
last = r209;
total = (total * 31 + 978) % 1000003;
ok = ok && total !== 210;
text = text.length > 60 ? text.slice(1) + "d" : text + "D";
try {
  if (total % 5 === 0) throw new RangeError("at 212: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 212 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 2; j++) {
  acc.add((total + j) % 17);
}
const get214 = () => total + acc.n + (last ? last.id : 0);
seen.set("g214", get214() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block216: {
  if (text.length % 2 === 0) break block216;
  total += text.length;
}
let flag217 = total > 217000 || ok;
if (flag217) bump("flag"); else total -= 217;
if (218 % 40 === 9) console.log(218, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w219 = [219, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w219) % 1000003;
const r220: Row = { id: 220, name: "row220", tags: ["t0", "u1"] };
rows.push(r220);
last = r220;
total = (total * 31 + 134) % 1000003;
ok = ok && total !== 221;
text = text.length > 60 ? text.slice(5) + "o" : text + "O";
try {
  if (total % 6 === 0) throw new RangeError("at 223: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 223 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 1; j++) {
  acc.add((total + j) % 17);
}
const get225 = () => total + acc.n + (last ? last.id : 0);
seen.set("g225", get225() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block227: {
  if (text.length % 2 === 0) break block227;
  total += text.length;
}
let flag228 = total > 228000 || ok;
if (flag228) bump("flag"); else total -= 228;
if (229 % 40 === 9) console.log(229, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w230 = [230, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w230) % 1000003;
const r231: Row = { id: 231, name: "row231", tags: ["t1", "u0"] };
rows.push(r231);
last = r231;
total = (total * 31 + 620) % 1000003;
ok = ok && total !== 232;
text = text.length > 60 ? text.slice(2) + "z" : text + "Z";
try {
  if (total % 7 === 0) throw new RangeError("at 234: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 234 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 4; j++) {
  acc.add((total + j) % 17);
}
const get236 = () => total + acc.n + (last ? last.id : 0);
seen.set("g236", get236() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block238: {
  if (text.length % 2 === 0) break block238;
  total += text.length;
}
let flag239 = total > 239000 || ok;
if (flag239) bump("flag"); else total -= 239;
if (240 % 40 === 9) console.log(240, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w241 = [241, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w241) % 1000003;
const r242: Row = { id: 242, name: "row242", tags: ["t2", "u2"] };
rows.push(r242);
last = r242;
total = (total * 31 + 192) % 1000003;
ok = ok && total !== 243;
text = text.length > 60 ? text.slice(6) + "k" : text + "K";
try {
  if (total % 3 === 0) throw new RangeError("at 245: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 245 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 3; j++) {
  acc.add((total + j) % 17);
}
const get247 = () => total + acc.n + (last ? last.id : 0);
seen.set("g247", get247() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block249: {
  if (text.length % 2 === 0) break block249;
  total += text.length;
}
let flag250 = total > 250000 || ok;
if (flag250) bump("flag"); else total -= 250;
if (251 % 40 === 9) console.log(251, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w252 = [252, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w252) % 1000003;
const r253: Row = { id: 253, name: "row253", tags: ["t3", "u1"] };
rows.push(r253);
last = r253;
total = (total * 31 + 206) % 1000003;
ok = ok && total !== 254;
text = text.length > 60 ? text.slice(3) + "v" : text + "V";
try {
  if (total % 4 === 0) throw new RangeError("at 256: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 256 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 2; j++) {
  acc.add((total + j) % 17);
}
const get258 = () => total + acc.n + (last ? last.id : 0);
seen.set("g258", get258() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block260: {
  if (text.length % 2 === 0) break block260;
  total += text.length;
}
let flag261 = total > 261000 || ok;
if (flag261) bump("flag"); else total -= 261;
if (262 % 40 === 9) console.log(262, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w263 = [263, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w263) % 1000003;
const r264: Row = { id: 264, name: "row264", tags: ["t4", "u0"] };
rows.push(r264);
last = r264;
total = (total * 31 + 28) % 1000003;
ok = ok && total !== 265;
text = text.length > 60 ? text.slice(0) + "g" : text + "G";
try {
  if (total % 5 === 0) throw new RangeError("at 267: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 267 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 1; j++) {
  acc.add((total + j) % 17);
}
const get269 = () => total + acc.n + (last ? last.id : 0);
seen.set("g269", get269() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block271: {
  if (text.length % 2 === 0) break block271;
  total += text.length;
}
let flag272 = total > 272000 || ok;
if (flag272) bump("flag"); else total -= 272;
if (273 % 40 === 9) console.log(273, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w274 = [274, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w274) % 1000003;
const r275: Row = { id: 275, name: "row275", tags: ["t0", "u2"] };
rows.push(r275);
last = r275;
total = (total * 31 + 416) % 1000003;
ok = ok && total !== 276;
text = text.length > 60 ? text.slice(4) + "r" : text + "R";
try {
  if (total % 6 === 0) throw new RangeError("at 278: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 278 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 4; j++) {
  acc.add((total + j) % 17);
}
const get280 = () => total + acc.n + (last ? last.id : 0);
seen.set("g280", get280() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block282: {
  if (text.length % 2 === 0) break block282;
  total += text.length;
}
let flag283 = total > 283000 || ok;
if (flag283) bump("flag"); else total -= 283;
if (284 % 40 === 9) console.log(284, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w285 = [285, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w285) % 1000003;
const r286: Row = { id: 286, name: "row286", tags: ["t1", "u1"] };
rows.push(r286);
last = r286;
total = (total * 31 + 245) % 1000003;
ok = ok && total !== 287;
text = text.length > 60 ? text.slice(1) + "c" : text + "C";
try {
  if (total % 7 === 0) throw new RangeError("at 289: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 289 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 3; j++) {
  acc.add((total + j) % 17);
}
const get291 = () => total + acc.n + (last ? last.id : 0);
seen.set("g291", get291() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block293: {
  if (text.length % 2 === 0) break block293;
  total += text.length;
}
let flag294 = total > 294000 || ok;
if (flag294) bump("flag"); else total -= 294;
if (295 % 40 === 9) console.log(295, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w296 = [296, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w296) % 1000003;
const r297: Row = { id: 297, name: "row297", tags: ["t2", "u0"] };
rows.push(r297);
last = r297;
total = (total * 31 + 71) % 1000003;
ok = ok && total !== 298;
text = text.length > 60 ? text.slice(5) + "n" : text + "N";
try {
  if (total % 3 === 0) throw new RangeError("at 300: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 300 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 2; j++) {
  acc.add((total + j) % 17);
}
const get302 = () => total + acc.n + (last ? last.id : 0);
seen.set("g302", get302() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block304: {
  if (text.length % 2 === 0) break block304;
  total += text.length;
}
let flag305 = total > 305000 || ok;
if (flag305) bump("flag"); else total -= 305;
if (306 % 40 === 9) console.log(306, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w307 = [307, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w307) % 1000003;
const r308: Row = { id: 308, name: "row308", tags: ["t3", "u2"] };
rows.push(r308);
last = r308;
total = (total * 31 + 97) % 1000003;
ok = ok && total !== 309;
text = text.length > 60 ? text.slice(2) + "y" : text + "Y";
try {
  if (total % 4 === 0) throw new RangeError("at 311: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 311 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 1; j++) {
  acc.add((total + j) % 17);
}
const get313 = () => total + acc.n + (last ? last.id : 0);
seen.set("g313", get313() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block315: {
  if (text.length % 2 === 0) break block315;
  total += text.length;
}
let flag316 = total > 316000 || ok;
if (flag316) bump("flag"); else total -= 316;
if (317 % 40 === 9) console.log(317, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w318 = [318, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w318) % 1000003;
const r319: Row = { id: 319, name: "row319", tags: ["t4", "u1"] };
rows.push(r319);
last = r319;
total = (total * 31 + 430) % 1000003;
ok = ok && total !== 320;
text = text.length > 60 ? text.slice(6) + "j" : text + "J";
try {
  if (total % 5 === 0) throw new RangeError("at 322: " + total);
  bump("tried");
} catch (e) {
  bump("caught");
  if (e instanceof RangeError && 322 % 50 === 3) console.log("caught", e.message);
}
for (let j = 0; j < 4; j++) {
  acc.add((total + j) % 17);
}
const get324 = () => total + acc.n + (last ? last.id : 0);
seen.set("g324", get324() % 1000);
switch (total % 4) {
  case 0: bump("zero"); break;
  case 1: bump("one"); break;
  case 2: bump("two", 2); break;
  default: bump("other");
}
block326: {
  if (text.length % 2 === 0) break block326;
  total += text.length;
}
let flag327 = total > 327000 || ok;
if (flag327) bump("flag"); else total -= 327;
if (328 % 40 === 9) console.log(328, total, ok, text.length, acc.n, acc.mean.toFixed(3));
const w329 = [329, total % 100, acc.items.length].map((x) => x * 2).reduce((a, b) => a + b, 0);
total = (total + w329) % 1000003;
let found = 0;
for (const [key, value] of seen) if (value % 3 === 0) found += key.length;
console.log(total, ok, text, found, rows.length, last);
console.log(counters, acc.n, acc.items.length, acc.mean);
console.log(seen.size, [...seen.values()].slice(0, 5));
