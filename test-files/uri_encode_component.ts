// encodeURIComponent: everything but A-Z a-z 0-9 - _ . ! ~ * ' ( ) is
// escaped as UTF-8 bytes in upper-case hex.
const ascii = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x20\x21\x22\x23\x24\x25\x26\x27\x28\x29\x2a\x2b\x2c\x2d\x2e\x2f\x30\x31\x32\x33\x34\x35\x36\x37\x38\x39\x3a\x3b\x3c\x3d\x3e\x3f\x40\x41\x42\x43\x44\x45\x46\x47\x48\x49\x4a\x4b\x4c\x4d\x4e\x4f\x50\x51\x52\x53\x54\x55\x56\x57\x58\x59\x5a\x5b\x5c\x5d\x5e\x5f\x60\x61\x62\x63\x64\x65\x66\x67\x68\x69\x6a\x6b\x6c\x6d\x6e\x6f\x70\x71\x72\x73\x74\x75\x76\x77\x78\x79\x7a\x7b\x7c\x7d\x7e\x7f";
let line = "";
for (let c = 0; c < 128; c++) {
  line += encodeURIComponent(ascii[c]) + " ";
  if (c % 16 == 15) {
    console.log(line);
    line = "";
  }
}
const inputs: string[] = [
  "", "hello world", "a+b=c&d", "/path/to?x=1#frag", "é", "ü", "€", "日本語", "😀",
  "\u0080", "\u07ff", "\u0800", "\uffff", "\ud800\udc00", "\udbff\udfff", "tab\there",
  "100%", "~!*()'", "null\u0000byte",
];
for (let i = 0; i < inputs.length; i++) console.log(encodeURIComponent(inputs[i]));
console.log(encodeURIComponent(123 as any), encodeURIComponent(null as any), encodeURIComponent(undefined as any), encodeURIComponent(true as any));
console.log(encodeURIComponent(), encodeURIComponent({ toString() { return "a b"; } } as any));
