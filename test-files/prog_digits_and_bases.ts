// Digit manipulation and base conversion without string methods.
function digitSum(n: number): number {
  let s = 0;
  while (n > 0) {
    s += n % 10;
    n = (n - (n % 10)) / 10;
  }
  return s;
}
function reverseNum(n: number): number {
  let r = 0;
  while (n > 0) {
    r = r * 10 + (n % 10);
    n = (n - (n % 10)) / 10;
  }
  return r;
}
function toBase(n: number, base: number): string {
  const digits = "0123456789abcdefghijklmnopqrstuvwxyz";
  if (n === 0) return "0";
  let neg = n < 0;
  if (neg) n = -n;
  let out = "";
  while (n > 0) {
    out = digits[n % base] + out;
    n = (n - (n % base)) / base;
  }
  return neg ? "-" + out : out;
}
function fromBase(s: string, base: number): number {
  const digits = "0123456789abcdefghijklmnopqrstuvwxyz";
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    let d = 0;
    while (digits[d] !== s[i]) d++;
    n = n * base + d;
  }
  return n;
}
function isPalindrome(s: string): boolean {
  for (let i = 0, j = s.length - 1; i < j; i++, j--) if (s[i] !== s[j]) return false;
  return true;
}
console.log("digitSum", digitSum(0), digitSum(12345), digitSum(2 ** 53), digitSum(999999999));
console.log("reverse", reverseNum(12345), reverseNum(1200), reverseNum(7));
console.log("bases", toBase(255, 2), toBase(255, 16), toBase(-255, 8), toBase(2 ** 53, 36), toBase(0, 7));
console.log("fromBase", fromBase("ff", 16), fromBase("11111111", 2), fromBase("zz", 36), fromBase("2gosa7pa2gw", 36));
let pals = 0;
for (let n = 0; n < 100000; n++) if (isPalindrome("" + n) && isPalindrome(toBase(n, 2))) pals++;
console.log("double-base palindromes below 100000:", pals);
let lychrelLike = 0;
for (let n = 1; n < 1000; n++) {
  let m = n + reverseNum(n);
  let it = 1;
  while (!isPalindrome("" + m) && it < 30) {
    m = m + reverseNum(m);
    it++;
  }
  if (it >= 30) lychrelLike++;
}
console.log("numbers below 1000 not palindromic within 30 steps:", lychrelLike);
