// exec results: index, input, groups (named, unmatched), indices with d.
console.log(/b(c)?/.exec("abd"), /x/.exec("abc"));
const m = /(?<year>\d{4})-(?<month>\d\d)(-(?<day>\d\d))?/.exec("on 2024-05 ok")!;
console.log(m, m.groups!.year, m.groups!.day, m.index, m.length);
console.log(Object.getPrototypeOf(m.groups), Object.keys(m));
const d = /(?<y>\d+)-(\d+)/d.exec("x 12-34")!;
console.log(d.indices, d.indices!.groups, d.indices![1]);
console.log(/(a)|(b)/d.exec("b")!.indices);
console.log(/(?:x)(y)(?:z)/.exec("xyz"), /()/.exec("")!.length, /a(?<n>b)?/.exec("a")!.groups);
