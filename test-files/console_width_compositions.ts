// Terminal widths after NFC (node's getStringWidth): console.table pads
// its cells and util.inspect aligns grouped array items by columns, so a
// composition that changes a width shows in the output. Kana with a
// separate voicing mark compose (two columns, not four), Hangul jamo
// compose into syllables, marks of a lower class do not block the voicing
// mark and marks of a higher class are reordered behind it.
const cells: string[] = [
  "\u304B\u3099",            // か + voicing mark → が
  "\u304B\u309A",            // no composite: stays two characters
  "\u304B\u0334\u3099",      // overlay (class 1) does not block
  "\u304B\u0301\u3099",      // acute (class 230) is reordered after
  "\u304B\u200D\u3099",      // a joiner (a starter) blocks
  "\u304C\u0334",            // precomposed, then a mark
  "\u1100\u1161",            // L V → 가
  "\u1100\u1161\u11A8",      // L V T → 각
  "\uAC00\u11A8",            // LV syllable + T → 각
  "\u1100\u0301\u1161",      // a mark between blocks
  "\u{16D63}\u{16D67}\u{16D67}", // Kirat Rai
  "e\u0301",
  "\u30CF\u309A\u30CF\u3099",
];
const rows = cells.map((s, i) => ({ i, s, n: s.length }));
console.table(rows);
console.log(cells);
const many: string[] = [];
for (let i = 0; i < 30; i++) {
  many.push(cells[i % cells.length] + "x".repeat(i % 4));
}
console.log(many);
console.group("\u304B\u3099");
console.log({ a: cells[0], b: cells[7] });
console.groupEnd();
