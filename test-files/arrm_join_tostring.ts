// join and toString: separators, nullish and holes as "", nesting, cycles.
const a = [1, 'two', null, undefined, , true, [3, [4, 5]], { k: 1 }];
console.log(a.join(), '|' + a.join('') + '|', a.join(' - '), a.join(undefined));
console.log(String(a), a.toString(), `${[1, 2]}`, [] + '', [[]] + '', [[], []] + '');
const cyc: unknown[] = [1, 2];
cyc.push(cyc);
console.log(cyc.join(), String([cyc, 'x']));
console.log([1, 2, 3].join(0 as unknown as string), [1, 2].join({ toString: () => '*' } as unknown as string));
console.log(Array.prototype.join.call({ length: 3, 0: 'a', 2: 'c' }, '+'), Array.prototype.join.call('abc', '.'));
const custom = { toString() { return 'custom!'; } };
console.log([custom, custom].join(), [0.1, -0, 1e21, NaN, Infinity].join(' '));
console.log(Array.prototype.toString.call({ join: () => 'joined' }), Array.prototype.toString.call({}));
console.log(['a', 'b'].toLocaleString(), [null, undefined].toLocaleString(), [[1, 'x'], 'y'].toLocaleString());
