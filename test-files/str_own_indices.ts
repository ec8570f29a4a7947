// A string's code units are own enumerable, read-only index properties of
// its wrapper (String exotic objects): Object.keys/values/entries, spread
// into an object, Object.assign, rest destructuring, hasOwnProperty and
// descriptors see them; inspect hides them, as node does.
console.log(Object.keys("ab"), Object.entries("ab"), { ..."hi" });
console.log(Object.keys(new String("ab")), Object.getOwnPropertyNames("ab"));
const str: any = new String("ab");
const k: string[] = [];
for (const i in str) k.push(i);
console.log(k, str.hasOwnProperty(0), str.hasOwnProperty(2), str, Object.values("hé€😀"));
const { length, ...rest } = "hey" as any;
console.log(length, rest);
for (const i in "xyz") console.log(i);
console.log(Object.assign({}, "xy"), Object.getOwnPropertyDescriptor(new String("q"), "0"));
str.extra = 1;
str[5] = "five";
console.log(Object.keys(str), str);
try {
  str[0] = "z";
} catch (e: any) {
  console.log(e.name, e.message);
}
console.log(str[0], "".length, Object.keys(""), Object.keys(new String("")));
console.log(JSON.stringify(new String("json")), `${new String("tpl")}`);
