// A long script without loops (each cut of its module body is compiled as
// code that runs once) that ends in an uncaught exception thrown from its
// last part: the error, the exit status and everything printed before it
// are node's.
const config: { [k: string]: string | number | boolean } = {};
let checksum = 0;
let names: string[] = [];
let valid = true;
function put(key: string, value: string | number | boolean) {
  config[key] = value;
  checksum = (checksum * 33 + String(value).length) % 65521;
  return value;
}
function check(cond: boolean, what: string) {
  if (!cond) throw new TypeError("invalid setting: " + what);
  return cond;
}

put("port1", 8001);
valid = valid && check(typeof config["port1"] === "number", "port1");
put("debug2", false);
try {
  check(checksum % 8 !== 0, "sum at 3");
} catch (e) {
  put("skipped3", (e as Error).message);
}
const label4 = `${names.length}:${checksum}:4`;
put("label4", label4);
if (5 % 97 === 5) console.log("at 5", checksum, valid, names.length, Object.keys(config).length);
put("name6", "service-6");
names.push("service-6");
put("port7", 8007);
valid = valid && check(typeof config["port7"] === "number", "port7");
put("debug8", false);
try {
  check(checksum % 6 !== 0, "sum at 9");
} catch (e) {
  put("skipped9", (e as Error).message);
}
const label10 = `${names.length}:${checksum}:10`;
put("label10", label10);
if (11 % 97 === 5) console.log("at 11", checksum, valid, names.length, Object.keys(config).length);
put("name12", "service-12");
names.push("service-12");
put("port13", 8013);
valid = valid && check(typeof config["port13"] === "number", "port13");
put("debug14", false);
try {
  check(checksum % 8 !== 0, "sum at 15");
} catch (e) {
  put("skipped15", (e as Error).message);
}
const label16 = `${names.length}:${checksum}:16`;
put("label16", label16);
if (17 % 97 === 5) console.log("at 17", checksum, valid, names.length, Object.keys(config).length);
put("name18", "service-18");
names.push("service-18");
put("port19", 8019);
valid = valid && check(typeof config["port19"] === "number", "port19");
put("debug20", false);
try {
  check(checksum % 6 !== 0, "sum at 21");
} catch (e) {
  put("skipped21", (e as Error).message);
}
const label22 = `${names.length}:${checksum}:22`;
put("label22", label22);
if (23 % 97 === 5) console.log("at 23", checksum, valid, names.length, Object.keys(config).length);
put("name24", "service-24");
names.push("service-24");
put("port25", 8025);
valid = valid && check(typeof config["port25"] === "number", "port25");
put("debug26", false);
try {
  check(checksum % 8 !== 0, "sum at 27");
} catch (e) {
  put("skipped27", (e as Error).message);
}
const label28 = `${names.length}:${checksum}:28`;
put("label28", label28);
if (29 % 97 === 5) console.log("at 29", checksum, valid, names.length, Object.keys(config).length);
put("name30", "service-30");
names.push("service-30");
put("port31", 8031);
valid = valid && check(typeof config["port31"] === "number", "port31");
put("debug32", false);
try {
  check(checksum % 6 !== 0, "sum at 33");
} catch (e) {
  put("skipped33", (e as Error).message);
}
const label34 = `${names.length}:${checksum}:34`;
put("label34", label34);
if (35 % 97 === 5) console.log("at 35", checksum, valid, names.length, Object.keys(config).length);
put("name36", "service-36");
names.push("service-36");
put("port37", 8037);
valid = valid && check(typeof config["port37"] === "number", "port37");
put("debug38", false);
try {
  check(checksum % 8 !== 0, "sum at 39");
} catch (e) {
  put("skipped39", (e as Error).message);
}
const label40 = `${names.length}:${checksum}:40`;
put("label40", label40);
if (41 % 97 === 5) console.log("at 41", checksum, valid, names.length, Object.keys(config).length);
put("name42", "service-42");
names.push("service-42");
put("port43", 8043);
valid = valid && check(typeof config["port43"] === "number", "port43");
put("debug44", false);
try {
  check(checksum % 6 !== 0, "sum at 45");
} catch (e) {
  put("skipped45", (e as Error).message);
}
const label46 = `${names.length}:${checksum}:46`;
put("label46", label46);
if (47 % 97 === 5) console.log("at 47", checksum, valid, names.length, Object.keys(config).length);
put("name48", "service-48");
names.push("service-48");
put("port49", 8049);
valid = valid && check(typeof config["port49"] === "number", "port49");
put("debug50", false);
try {
  check(checksum % 8 !== 0, "sum at 51");
} catch (e) {
  put("skipped51", (e as Error).message);
}
const label52 = `${names.length}:${checksum}:52`;
put("label52", label52);
if (53 % 97 === 5) console.log("at 53", checksum, valid, names.length, Object.keys(config).length);
put("name54", "service-54");
names.push("service-54");
put("port55", 8055);
valid = valid && check(typeof config["port55"] === "number", "port55");
put("debug56", false);
try {
  check(checksum % 6 !== 0, "sum at 57");
} catch (e) {
  put("skipped57", (e as Error).message);
}
const label58 = `${names.length}:${checksum}:58`;
put("label58", label58);
if (59 % 97 === 5) console.log("at 59", checksum, valid, names.length, Object.keys(config).length);
put("name60", "service-60");
names.push("service-60");
put("port61", 8061);
valid = valid && check(typeof config["port61"] === "number", "port61");
put("debug62", false);
try {
  check(checksum % 8 !== 0, "sum at 63");
} catch (e) {
  put("skipped63", (e as Error).message);
}
const label64 = `${names.length}:${checksum}:64`;
put("label64", label64);
if (65 % 97 === 5) console.log("at 65", checksum, valid, names.length, Object.keys(config).length);
put("name66", "service-66");
names.push("service-66");
put("port67", 8067);
valid = valid && check(typeof config["port67"] === "number", "port67");
put("debug68", false);
try {
  check(checksum % 6 !== 0, "sum at 69");
} catch (e) {
  put("skipped69", (e as Error).message);
}
const label70 = `${names.length}:${checksum}:70`;
put("label70", label70);
if (71 % 97 === 5) console.log("at 71", checksum, valid, names.length, Object.keys(config).length);
put("name72", "service-72");
names.push("service-72");
put("port73", 8073);
valid = valid && check(typeof config["port73"] === "number", "port73");
put("debug74", false);
try {
  check(checksum % 8 !== 0, "sum at 75");
} catch (e) {
  put("skipped75", (e as Error).message);
}
const label76 = `${names.length}:${checksum}:76`;
put("label76", label76);
if (77 % 97 === 5) console.log("at 77", checksum, valid, names.length, Object.keys(config).length);
put("name78", "service-78");
names.push("service-78");
put("port79", 8079);
valid = valid && check(typeof config["port79"] === "number", "port79");
put("debug80", false);
try {
  check(checksum % 6 !== 0, "sum at 81");
} catch (e) {
  put("skipped81", (e as Error).message);
}
const label82 = `${names.length}:${checksum}:82`;
put("label82", label82);
if (83 % 97 === 5) console.log("at 83", checksum, valid, names.length, Object.keys(config).length);
put("name84", "service-84");
names.push("service-84");
put("port85", 8085);
valid = valid && check(typeof config["port85"] === "number", "port85");
put("debug86", false);
try {
  check(checksum % 8 !== 0, "sum at 87");
} catch (e) {
  put("skipped87", (e as Error).message);
}
const label88 = `${names.length}:${checksum}:88`;
put("label88", label88);
if (89 % 97 === 5) console.log("at 89", checksum, valid, names.length, Object.keys(config).length);
put("name90", "service-90");
names.push("service-90");
put("port91", 8091);
valid = valid && check(typeof config["port91"] === "number", "port91");
put("debug92", false);
try {
  check(checksum % 6 !== 0, "sum at 93");
} catch (e) {
  put("skipped93", (e as Error).message);
}
const label94 = `${names.length}:${checksum}:94`;
put("label94", label94);
if (95 % 97 === 5) console.log("at 95", checksum, valid, names.length, Object.keys(config).length);
put("name96", "service-96");
names.push("service-96");
put("port97", 8097);
valid = valid && check(typeof config["port97"] === "number", "port97");
put("debug98", false);
try {
  check(checksum % 8 !== 0, "sum at 99");
} catch (e) {
  put("skipped99", (e as Error).message);
}
const label100 = `${names.length}:${checksum}:100`;
put("label100", label100);
if (101 % 97 === 5) console.log("at 101", checksum, valid, names.length, Object.keys(config).length);
put("name102", "service-102");
names.push("service-102");
put("port103", 8103);
valid = valid && check(typeof config["port103"] === "number", "port103");
put("debug104", false);
try {
  check(checksum % 6 !== 0, "sum at 105");
} catch (e) {
  put("skipped105", (e as Error).message);
}
const label106 = `${names.length}:${checksum}:106`;
put("label106", label106);
if (107 % 97 === 5) console.log("at 107", checksum, valid, names.length, Object.keys(config).length);
put("name108", "service-108");
names.push("service-108");
put("port109", 8109);
valid = valid && check(typeof config["port109"] === "number", "port109");
put("debug110", false);
try {
  check(checksum % 8 !== 0, "sum at 111");
} catch (e) {
  put("skipped111", (e as Error).message);
}
const label112 = `${names.length}:${checksum}:112`;
put("label112", label112);
if (113 % 97 === 5) console.log("at 113", checksum, valid, names.length, Object.keys(config).length);
put("name114", "service-114");
names.push("service-114");
put("port115", 8115);
valid = valid && check(typeof config["port115"] === "number", "port115");
put("debug116", false);
try {
  check(checksum % 6 !== 0, "sum at 117");
} catch (e) {
  put("skipped117", (e as Error).message);
}
const label118 = `${names.length}:${checksum}:118`;
put("label118", label118);
if (119 % 97 === 5) console.log("at 119", checksum, valid, names.length, Object.keys(config).length);
put("name120", "service-120");
names.push("service-120");
put("port121", 8121);
valid = valid && check(typeof config["port121"] === "number", "port121");
put("debug122", false);
try {
  check(checksum % 8 !== 0, "sum at 123");
} catch (e) {
  put("skipped123", (e as Error).message);
}
const label124 = `${names.length}:${checksum}:124`;
put("label124", label124);
if (125 % 97 === 5) console.log("at 125", checksum, valid, names.length, Object.keys(config).length);
put("name126", "service-126");
names.push("service-126");
put("port127", 8127);
valid = valid && check(typeof config["port127"] === "number", "port127");
put("debug128", false);
try {
  check(checksum % 6 !== 0, "sum at 129");
} catch (e) {
  put("skipped129", (e as Error).message);
}
const label130 = `${names.length}:${checksum}:130`;
put("label130", label130);
if (131 % 97 === 5) console.log("at 131", checksum, valid, names.length, Object.keys(config).length);
put("name132", "service-132");
names.push("service-132");
put("port133", 8133);
valid = valid && check(typeof config["port133"] === "number", "port133");
put("debug134", false);
try {
  check(checksum % 8 !== 0, "sum at 135");
} catch (e) {
  put("skipped135", (e as Error).message);
}
const label136 = `${names.length}:${checksum}:136`;
put("label136", label136);
if (137 % 97 === 5) console.log("at 137", checksum, valid, names.length, Object.keys(config).length);
put("name138", "service-138");
names.push("service-138");
put("port139", 8139);
valid = valid && check(typeof config["port139"] === "number", "port139");
put("debug140", false);
try {
  check(checksum % 6 !== 0, "sum at 141");
} catch (e) {
  put("skipped141", (e as Error).message);
}
const label142 = `${names.length}:${checksum}:142`;
put("label142", label142);
if (143 % 97 === 5) console.log("at 143", checksum, valid, names.length, Object.keys(config).length);
put("name144", "service-144");
names.push("service-144");
put("port145", 8145);
valid = valid && check(typeof config["port145"] === "number", "port145");
put("debug146", false);
try {
  check(checksum % 8 !== 0, "sum at 147");
} catch (e) {
  put("skipped147", (e as Error).message);
}
const label148 = `${names.length}:${checksum}:148`;
put("label148", label148);
if (149 % 97 === 5) console.log("at 149", checksum, valid, names.length, Object.keys(config).length);
put("name150", "service-150");
names.push("service-150");
put("port151", 8151);
valid = valid && check(typeof config["port151"] === "number", "port151");
put("debug152", false);
try {
  check(checksum % 6 !== 0, "sum at 153");
} catch (e) {
  put("skipped153", (e as Error).message);
}
const label154 = `${names.length}:${checksum}:154`;
put("label154", label154);
if (155 % 97 === 5) console.log("at 155", checksum, valid, names.length, Object.keys(config).length);
put("name156", "service-156");
names.push("service-156");
put("port157", 8157);
valid = valid && check(typeof config["port157"] === "number", "port157");
put("debug158", false);
try {
  check(checksum % 8 !== 0, "sum at 159");
} catch (e) {
  put("skipped159", (e as Error).message);
}
const label160 = `${names.length}:${checksum}:160`;
put("label160", label160);
if (161 % 97 === 5) console.log("at 161", checksum, valid, names.length, Object.keys(config).length);
put("name162", "service-162");
names.push("service-162");
put("port163", 8163);
valid = valid && check(typeof config["port163"] === "number", "port163");
put("debug164", false);
try {
  check(checksum % 6 !== 0, "sum at 165");
} catch (e) {
  put("skipped165", (e as Error).message);
}
const label166 = `${names.length}:${checksum}:166`;
put("label166", label166);
if (167 % 97 === 5) console.log("at 167", checksum, valid, names.length, Object.keys(config).length);
put("name168", "service-168");
names.push("service-168");
put("port169", 8169);
valid = valid && check(typeof config["port169"] === "number", "port169");
put("debug170", false);
try {
  check(checksum % 8 !== 0, "sum at 171");
} catch (e) {
  put("skipped171", (e as Error).message);
}
const label172 = `${names.length}:${checksum}:172`;
put("label172", label172);
if (173 % 97 === 5) console.log("at 173", checksum, valid, names.length, Object.keys(config).length);
put("name174", "service-174");
names.push("service-174");
put("port175", 8175);
valid = valid && check(typeof config["port175"] === "number", "port175");
put("debug176", false);
try {
  check(checksum % 6 !== 0, "sum at 177");
} catch (e) {
  put("skipped177", (e as Error).message);
}
const label178 = `${names.length}:${checksum}:178`;
put("label178", label178);
if (179 % 97 === 5) console.log("at 179", checksum, valid, names.length, Object.keys(config).length);
put("name180", "service-180");
names.push("service-180");
put("port181", 8181);
valid = valid && check(typeof config["port181"] === "number", "port181");
put("debug182", false);
try {
  check(checksum % 8 !== 0, "sum at 183");
} catch (e) {
  put("skipped183", (e as Error).message);
}
const label184 = `${names.length}:${checksum}:184`;
put("label184", label184);
if (185 % 97 === 5) console.log("at 185", checksum, valid, names.length, Object.keys(config).length);
put("name186", "service-186");
names.push("service-186");
put("port187", 8187);
valid = valid && check(typeof config["port187"] === "number", "port187");
put("debug188", false);
try {
  check(checksum % 6 !== 0, "sum at 189");
} catch (e) {
  put("skipped189", (e as Error).message);
}
const label190 = `${names.length}:${checksum}:190`;
put("label190", label190);
if (191 % 97 === 5) console.log("at 191", checksum, valid, names.length, Object.keys(config).length);
put("name192", "service-192");
names.push("service-192");
put("port193", 8193);
valid = valid && check(typeof config["port193"] === "number", "port193");
put("debug194", false);
try {
  check(checksum % 8 !== 0, "sum at 195");
} catch (e) {
  put("skipped195", (e as Error).message);
}
const label196 = `${names.length}:${checksum}:196`;
put("label196", label196);
if (197 % 97 === 5) console.log("at 197", checksum, valid, names.length, Object.keys(config).length);
put("name198", "service-198");
names.push("service-198");
put("port199", 8199);
valid = valid && check(typeof config["port199"] === "number", "port199");
put("debug200", false);
try {
  check(checksum % 6 !== 0, "sum at 201");
} catch (e) {
  put("skipped201", (e as Error).message);
}
const label202 = `${names.length}:${checksum}:202`;
put("label202", label202);
if (203 % 97 === 5) console.log("at 203", checksum, valid, names.length, Object.keys(config).length);
put("name204", "service-204");
names.push("service-204");
put("port205", 8205);
valid = valid && check(typeof config["port205"] === "number", "port205");
put("debug206", false);
try {
  check(checksum % 8 !== 0, "sum at 207");
} catch (e) {
  put("skipped207", (e as Error).message);
}
const label208 = `${names.length}:${checksum}:208`;
put("label208", label208);
if (209 % 97 === 5) console.log("at 209", checksum, valid, names.length, Object.keys(config).length);
put("name210", "service-210");
names.push("service-210");
put("port211", 8211);
valid = valid && check(typeof config["port211"] === "number", "port211");
put("debug212", false);
try {
  check(checksum % 6 !== 0, "sum at 213");
} catch (e) {
  put("skipped213", (e as Error).message);
}
const label214 = `${names.length}:${checksum}:214`;
put("label214", label214);
if (215 % 97 === 5) console.log("at 215", checksum, valid, names.length, Object.keys(config).length);
put("name216", "service-216");
names.push("service-216");
put("port217", 8217);
valid = valid && check(typeof config["port217"] === "number", "port217");
put("debug218", false);
try {
  check(checksum % 8 !== 0, "sum at 219");
} catch (e) {
  put("skipped219", (e as Error).message);
}
const label220 = `${names.length}:${checksum}:220`;
put("label220", label220);
if (221 % 97 === 5) console.log("at 221", checksum, valid, names.length, Object.keys(config).length);
put("name222", "service-222");
names.push("service-222");
put("port223", 8223);
valid = valid && check(typeof config["port223"] === "number", "port223");
put("debug224", false);
try {
  check(checksum % 6 !== 0, "sum at 225");
} catch (e) {
  put("skipped225", (e as Error).message);
}
const label226 = `${names.length}:${checksum}:226`;
put("label226", label226);
if (227 % 97 === 5) console.log("at 227", checksum, valid, names.length, Object.keys(config).length);
put("name228", "service-228");
names.push("service-228");
put("port229", 8229);
valid = valid && check(typeof config["port229"] === "number", "port229");
put("debug230", false);
try {
  check(checksum % 8 !== 0, "sum at 231");
} catch (e) {
  put("skipped231", (e as Error).message);
}
const label232 = `${names.length}:${checksum}:232`;
put("label232", label232);
if (233 % 97 === 5) console.log("at 233", checksum, valid, names.length, Object.keys(config).length);
put("name234", "service-234");
names.push("service-234");
put("port235", 8235);
valid = valid && check(typeof config["port235"] === "number", "port235");
put("debug236", false);
try {
  check(checksum % 6 !== 0, "sum at 237");
} catch (e) {
  put("skipped237", (e as Error).message);
}
const label238 = `${names.length}:${checksum}:238`;
put("label238", label238);
if (239 % 97 === 5) console.log("at 239", checksum, valid, names.length, Object.keys(config).length);
put("name240", "service-240");
names.push("service-240");
put("port241", 8241);
valid = valid && check(typeof config["port241"] === "number", "port241");
put("debug242", false);
try {
  check(checksum % 8 !== 0, "sum at 243");
} catch (e) {
  put("skipped243", (e as Error).message);
}
const label244 = `${names.length}:${checksum}:244`;
put("label244", label244);
if (245 % 97 === 5) console.log("at 245", checksum, valid, names.length, Object.keys(config).length);
put("name246", "service-246");
names.push("service-246");
put("port247", 8247);
valid = valid && check(typeof config["port247"] === "number", "port247");
put("debug248", false);
try {
  check(checksum % 6 !== 0, "sum at 249");
} catch (e) {
  put("skipped249", (e as Error).message);
}
const label250 = `${names.length}:${checksum}:250`;
put("label250", label250);
if (251 % 97 === 5) console.log("at 251", checksum, valid, names.length, Object.keys(config).length);
put("name252", "service-252");
names.push("service-252");
put("port253", 8253);
valid = valid && check(typeof config["port253"] === "number", "port253");
put("debug254", false);
try {
  check(checksum % 8 !== 0, "sum at 255");
} catch (e) {
  put("skipped255", (e as Error).message);
}
const label256 = `${names.length}:${checksum}:256`;
put("label256", label256);
if (257 % 97 === 5) console.log("at 257", checksum, valid, names.length, Object.keys(config).length);
put("name258", "service-258");
names.push("service-258");
put("port259", 8259);
valid = valid && check(typeof config["port259"] === "number", "port259");
put("debug260", false);
try {
  check(checksum % 6 !== 0, "sum at 261");
} catch (e) {
  put("skipped261", (e as Error).message);
}
const label262 = `${names.length}:${checksum}:262`;
put("label262", label262);
if (263 % 97 === 5) console.log("at 263", checksum, valid, names.length, Object.keys(config).length);
put("name264", "service-264");
names.push("service-264");
put("port265", 8265);
valid = valid && check(typeof config["port265"] === "number", "port265");
put("debug266", false);
try {
  check(checksum % 8 !== 0, "sum at 267");
} catch (e) {
  put("skipped267", (e as Error).message);
}
const label268 = `${names.length}:${checksum}:268`;
put("label268", label268);
if (269 % 97 === 5) console.log("at 269", checksum, valid, names.length, Object.keys(config).length);
put("name270", "service-270");
names.push("service-270");
put("port271", 8271);
valid = valid && check(typeof config["port271"] === "number", "port271");
put("debug272", false);
try {
  check(checksum % 6 !== 0, "sum at 273");
} catch (e) {
  put("skipped273", (e as Error).message);
}
const label274 = `${names.length}:${checksum}:274`;
put("label274", label274);
if (275 % 97 === 5) console.log("at 275", checksum, valid, names.length, Object.keys(config).length);
put("name276", "service-276");
names.push("service-276");
put("port277", 8277);
valid = valid && check(typeof config["port277"] === "number", "port277");
put("debug278", false);
try {
  check(checksum % 8 !== 0, "sum at 279");
} catch (e) {
  put("skipped279", (e as Error).message);
}
const label280 = `${names.length}:${checksum}:280`;
put("label280", label280);
if (281 % 97 === 5) console.log("at 281", checksum, valid, names.length, Object.keys(config).length);
put("name282", "service-282");
names.push("service-282");
put("port283", 8283);
valid = valid && check(typeof config["port283"] === "number", "port283");
put("debug284", false);
try {
  check(checksum % 6 !== 0, "sum at 285");
} catch (e) {
  put("skipped285", (e as Error).message);
}
const label286 = `${names.length}:${checksum}:286`;
put("label286", label286);
if (287 % 97 === 5) console.log("at 287", checksum, valid, names.length, Object.keys(config).length);
put("name288", "service-288");
names.push("service-288");
put("port289", 8289);
valid = valid && check(typeof config["port289"] === "number", "port289");
put("debug290", false);
try {
  check(checksum % 8 !== 0, "sum at 291");
} catch (e) {
  put("skipped291", (e as Error).message);
}
const label292 = `${names.length}:${checksum}:292`;
put("label292", label292);
if (293 % 97 === 5) console.log("at 293", checksum, valid, names.length, Object.keys(config).length);
put("name294", "service-294");
names.push("service-294");
put("port295", 8295);
valid = valid && check(typeof config["port295"] === "number", "port295");
put("debug296", false);
try {
  check(checksum % 6 !== 0, "sum at 297");
} catch (e) {
  put("skipped297", (e as Error).message);
}
const label298 = `${names.length}:${checksum}:298`;
put("label298", label298);
if (299 % 97 === 5) console.log("at 299", checksum, valid, names.length, Object.keys(config).length);
put("name300", "service-300");
names.push("service-300");
put("port301", 8301);
valid = valid && check(typeof config["port301"] === "number", "port301");
put("debug302", false);
try {
  check(checksum % 8 !== 0, "sum at 303");
} catch (e) {
  put("skipped303", (e as Error).message);
}
const label304 = `${names.length}:${checksum}:304`;
put("label304", label304);
if (305 % 97 === 5) console.log("at 305", checksum, valid, names.length, Object.keys(config).length);
put("name306", "service-306");
names.push("service-306");
put("port307", 8307);
valid = valid && check(typeof config["port307"] === "number", "port307");
put("debug308", false);
try {
  check(checksum % 6 !== 0, "sum at 309");
} catch (e) {
  put("skipped309", (e as Error).message);
}
const label310 = `${names.length}:${checksum}:310`;
put("label310", label310);
if (311 % 97 === 5) console.log("at 311", checksum, valid, names.length, Object.keys(config).length);
put("name312", "service-312");
names.push("service-312");
put("port313", 8313);
valid = valid && check(typeof config["port313"] === "number", "port313");
put("debug314", false);
try {
  check(checksum % 8 !== 0, "sum at 315");
} catch (e) {
  put("skipped315", (e as Error).message);
}
const label316 = `${names.length}:${checksum}:316`;
put("label316", label316);
if (317 % 97 === 5) console.log("at 317", checksum, valid, names.length, Object.keys(config).length);
put("name318", "service-318");
names.push("service-318");
put("port319", 8319);
valid = valid && check(typeof config["port319"] === "number", "port319");
put("debug320", false);
try {
  check(checksum % 6 !== 0, "sum at 321");
} catch (e) {
  put("skipped321", (e as Error).message);
}
const label322 = `${names.length}:${checksum}:322`;
put("label322", label322);
if (323 % 97 === 5) console.log("at 323", checksum, valid, names.length, Object.keys(config).length);
put("name324", "service-324");
names.push("service-324");
put("port325", 8325);
valid = valid && check(typeof config["port325"] === "number", "port325");
put("debug326", false);
try {
  check(checksum % 8 !== 0, "sum at 327");
} catch (e) {
  put("skipped327", (e as Error).message);
}
const label328 = `${names.length}:${checksum}:328`;
put("label328", label328);
if (329 % 97 === 5) console.log("at 329", checksum, valid, names.length, Object.keys(config).length);
put("name330", "service-330");
names.push("service-330");
put("port331", 8331);
valid = valid && check(typeof config["port331"] === "number", "port331");
put("debug332", false);
try {
  check(checksum % 6 !== 0, "sum at 333");
} catch (e) {
  put("skipped333", (e as Error).message);
}
const label334 = `${names.length}:${checksum}:334`;
put("label334", label334);
if (335 % 97 === 5) console.log("at 335", checksum, valid, names.length, Object.keys(config).length);
put("name336", "service-336");
names.push("service-336");
put("port337", 8337);
valid = valid && check(typeof config["port337"] === "number", "port337");
put("debug338", false);
try {
  check(checksum % 8 !== 0, "sum at 339");
} catch (e) {
  put("skipped339", (e as Error).message);
}
const label340 = `${names.length}:${checksum}:340`;
put("label340", label340);
if (341 % 97 === 5) console.log("at 341", checksum, valid, names.length, Object.keys(config).length);
put("name342", "service-342");
names.push("service-342");
put("port343", 8343);
valid = valid && check(typeof config["port343"] === "number", "port343");
put("debug344", false);
try {
  check(checksum % 6 !== 0, "sum at 345");
} catch (e) {
  put("skipped345", (e as Error).message);
}
const label346 = `${names.length}:${checksum}:346`;
put("label346", label346);
if (347 % 97 === 5) console.log("at 347", checksum, valid, names.length, Object.keys(config).length);
put("name348", "service-348");
names.push("service-348");
put("port349", 8349);
valid = valid && check(typeof config["port349"] === "number", "port349");
put("debug350", false);
try {
  check(checksum % 8 !== 0, "sum at 351");
} catch (e) {
  put("skipped351", (e as Error).message);
}
const label352 = `${names.length}:${checksum}:352`;
put("label352", label352);
if (353 % 97 === 5) console.log("at 353", checksum, valid, names.length, Object.keys(config).length);
put("name354", "service-354");
names.push("service-354");
put("port355", 8355);
valid = valid && check(typeof config["port355"] === "number", "port355");
put("debug356", false);
try {
  check(checksum % 6 !== 0, "sum at 357");
} catch (e) {
  put("skipped357", (e as Error).message);
}
const label358 = `${names.length}:${checksum}:358`;
put("label358", label358);
if (359 % 97 === 5) console.log("at 359", checksum, valid, names.length, Object.keys(config).length);
put("name360", "service-360");
names.push("service-360");
put("port361", 8361);
valid = valid && check(typeof config["port361"] === "number", "port361");
put("debug362", false);
try {
  check(checksum % 8 !== 0, "sum at 363");
} catch (e) {
  put("skipped363", (e as Error).message);
}
const label364 = `${names.length}:${checksum}:364`;
put("label364", label364);
if (365 % 97 === 5) console.log("at 365", checksum, valid, names.length, Object.keys(config).length);
put("name366", "service-366");
names.push("service-366");
put("port367", 8367);
valid = valid && check(typeof config["port367"] === "number", "port367");
put("debug368", false);
try {
  check(checksum % 6 !== 0, "sum at 369");
} catch (e) {
  put("skipped369", (e as Error).message);
}
const label370 = `${names.length}:${checksum}:370`;
put("label370", label370);
if (371 % 97 === 5) console.log("at 371", checksum, valid, names.length, Object.keys(config).length);
put("name372", "service-372");
names.push("service-372");
put("port373", 8373);
valid = valid && check(typeof config["port373"] === "number", "port373");
put("debug374", false);
try {
  check(checksum % 8 !== 0, "sum at 375");
} catch (e) {
  put("skipped375", (e as Error).message);
}
const label376 = `${names.length}:${checksum}:376`;
put("label376", label376);
if (377 % 97 === 5) console.log("at 377", checksum, valid, names.length, Object.keys(config).length);
put("name378", "service-378");
names.push("service-378");
put("port379", 8379);
valid = valid && check(typeof config["port379"] === "number", "port379");
put("debug380", false);
try {
  check(checksum % 6 !== 0, "sum at 381");
} catch (e) {
  put("skipped381", (e as Error).message);
}
const label382 = `${names.length}:${checksum}:382`;
put("label382", label382);
if (383 % 97 === 5) console.log("at 383", checksum, valid, names.length, Object.keys(config).length);
put("name384", "service-384");
names.push("service-384");
put("port385", 8385);
valid = valid && check(typeof config["port385"] === "number", "port385");
put("debug386", false);
try {
  check(checksum % 8 !== 0, "sum at 387");
} catch (e) {
  put("skipped387", (e as Error).message);
}
const label388 = `${names.length}:${checksum}:388`;
put("label388", label388);
if (389 % 97 === 5) console.log("at 389", checksum, valid, names.length, Object.keys(config).length);
put("name390", "service-390");
names.push("service-390");
put("port391", 8391);
valid = valid && check(typeof config["port391"] === "number", "port391");
put("debug392", false);
try {
  check(checksum % 6 !== 0, "sum at 393");
} catch (e) {
  put("skipped393", (e as Error).message);
}
const label394 = `${names.length}:${checksum}:394`;
put("label394", label394);
if (395 % 97 === 5) console.log("at 395", checksum, valid, names.length, Object.keys(config).length);
put("name396", "service-396");
names.push("service-396");
put("port397", 8397);
valid = valid && check(typeof config["port397"] === "number", "port397");
put("debug398", false);
try {
  check(checksum % 8 !== 0, "sum at 399");
} catch (e) {
  put("skipped399", (e as Error).message);
}
const label400 = `${names.length}:${checksum}:400`;
put("label400", label400);
if (401 % 97 === 5) console.log("at 401", checksum, valid, names.length, Object.keys(config).length);
put("name402", "service-402");
names.push("service-402");
put("port403", 8403);
valid = valid && check(typeof config["port403"] === "number", "port403");
put("debug404", false);
try {
  check(checksum % 6 !== 0, "sum at 405");
} catch (e) {
  put("skipped405", (e as Error).message);
}
const label406 = `${names.length}:${checksum}:406`;
put("label406", label406);
if (407 % 97 === 5) console.log("at 407", checksum, valid, names.length, Object.keys(config).length);
put("name408", "service-408");
names.push("service-408");
put("port409", 8409);
valid = valid && check(typeof config["port409"] === "number", "port409");
put("debug410", false);
try {
  check(checksum % 8 !== 0, "sum at 411");
} catch (e) {
  put("skipped411", (e as Error).message);
}
const label412 = `${names.length}:${checksum}:412`;
put("label412", label412);
if (413 % 97 === 5) console.log("at 413", checksum, valid, names.length, Object.keys(config).length);
put("name414", "service-414");
names.push("service-414");
put("port415", 8415);
valid = valid && check(typeof config["port415"] === "number", "port415");
put("debug416", false);
try {
  check(checksum % 6 !== 0, "sum at 417");
} catch (e) {
  put("skipped417", (e as Error).message);
}
const label418 = `${names.length}:${checksum}:418`;
put("label418", label418);
if (419 % 97 === 5) console.log("at 419", checksum, valid, names.length, Object.keys(config).length);
put("name420", "service-420");
names.push("service-420");
put("port421", 8421);
valid = valid && check(typeof config["port421"] === "number", "port421");
put("debug422", false);
try {
  check(checksum % 8 !== 0, "sum at 423");
} catch (e) {
  put("skipped423", (e as Error).message);
}
const label424 = `${names.length}:${checksum}:424`;
put("label424", label424);
if (425 % 97 === 5) console.log("at 425", checksum, valid, names.length, Object.keys(config).length);
put("name426", "service-426");
names.push("service-426");
put("port427", 8427);
valid = valid && check(typeof config["port427"] === "number", "port427");
put("debug428", false);
try {
  check(checksum % 6 !== 0, "sum at 429");
} catch (e) {
  put("skipped429", (e as Error).message);
}
const label430 = `${names.length}:${checksum}:430`;
put("label430", label430);
if (431 % 97 === 5) console.log("at 431", checksum, valid, names.length, Object.keys(config).length);
put("name432", "service-432");
names.push("service-432");
put("port433", 8433);
valid = valid && check(typeof config["port433"] === "number", "port433");
put("debug434", false);
try {
  check(checksum % 8 !== 0, "sum at 435");
} catch (e) {
  put("skipped435", (e as Error).message);
}
const label436 = `${names.length}:${checksum}:436`;
put("label436", label436);
if (437 % 97 === 5) console.log("at 437", checksum, valid, names.length, Object.keys(config).length);
put("name438", "service-438");
names.push("service-438");
put("port439", 8439);
valid = valid && check(typeof config["port439"] === "number", "port439");
put("debug440", false);
try {
  check(checksum % 6 !== 0, "sum at 441");
} catch (e) {
  put("skipped441", (e as Error).message);
}
const label442 = `${names.length}:${checksum}:442`;
put("label442", label442);
if (443 % 97 === 5) console.log("at 443", checksum, valid, names.length, Object.keys(config).length);
put("name444", "service-444");
names.push("service-444");
put("port445", 8445);
valid = valid && check(typeof config["port445"] === "number", "port445");
put("debug446", false);
try {
  check(checksum % 8 !== 0, "sum at 447");
} catch (e) {
  put("skipped447", (e as Error).message);
}
const label448 = `${names.length}:${checksum}:448`;
put("label448", label448);
if (449 % 97 === 5) console.log("at 449", checksum, valid, names.length, Object.keys(config).length);
put("name450", "service-450");
names.push("service-450");
put("port451", 8451);
valid = valid && check(typeof config["port451"] === "number", "port451");
put("debug452", false);
try {
  check(checksum % 6 !== 0, "sum at 453");
} catch (e) {
  put("skipped453", (e as Error).message);
}
const label454 = `${names.length}:${checksum}:454`;
put("label454", label454);
if (455 % 97 === 5) console.log("at 455", checksum, valid, names.length, Object.keys(config).length);
put("name456", "service-456");
names.push("service-456");
put("port457", 8457);
valid = valid && check(typeof config["port457"] === "number", "port457");
put("debug458", false);
try {
  check(checksum % 8 !== 0, "sum at 459");
} catch (e) {
  put("skipped459", (e as Error).message);
}
const label460 = `${names.length}:${checksum}:460`;
put("label460", label460);
if (461 % 97 === 5) console.log("at 461", checksum, valid, names.length, Object.keys(config).length);
put("name462", "service-462");
names.push("service-462");
put("port463", 8463);
valid = valid && check(typeof config["port463"] === "number", "port463");
put("debug464", false);
try {
  check(checksum % 6 !== 0, "sum at 465");
} catch (e) {
  put("skipped465", (e as Error).message);
}
const label466 = `${names.length}:${checksum}:466`;
put("label466", label466);
if (467 % 97 === 5) console.log("at 467", checksum, valid, names.length, Object.keys(config).length);
put("name468", "service-468");
names.push("service-468");
put("port469", 8469);
valid = valid && check(typeof config["port469"] === "number", "port469");
put("debug470", false);
try {
  check(checksum % 8 !== 0, "sum at 471");
} catch (e) {
  put("skipped471", (e as Error).message);
}
const label472 = `${names.length}:${checksum}:472`;
put("label472", label472);
if (473 % 97 === 5) console.log("at 473", checksum, valid, names.length, Object.keys(config).length);
put("name474", "service-474");
names.push("service-474");
put("port475", 8475);
valid = valid && check(typeof config["port475"] === "number", "port475");
put("debug476", false);
try {
  check(checksum % 6 !== 0, "sum at 477");
} catch (e) {
  put("skipped477", (e as Error).message);
}
const label478 = `${names.length}:${checksum}:478`;
put("label478", label478);
if (479 % 97 === 5) console.log("at 479", checksum, valid, names.length, Object.keys(config).length);
console.log(checksum, valid, names.slice(-3), Object.keys(config).length);
console.log(config["label478"], config["skipped3"] ?? "none");
check(names.length > 1000, "names (" + names.length + ")");
console.log("not reached");
