//! kiln.h's integer counters (codegen `emit/func/ints.rs`): `kl_i64_step`
//! (and the one-way `kl_i64_step_up`/`_down`) must give, for every value a counter can hold (an integer a double
//! represents) and every step of at most 256, exactly the double sum, and
//! a counter's growth must stop (by rounding) inside `int64_t`;
//! `kl_i64_to_i32` is ToInt32. Compiled with the system C compiler (`CC`,
//! default `cc`) at -O2 with warnings as errors, as `barrier_c.rs` does.

mod c_header;

const PROGRAM: &str = r#"
#include "kiln.h"
#include <stdio.h>

static int failures;

/* The value a double sum gives: the reference kl_i64_step must match. */
static int64_t by_double(int64_t v, int64_t c) { return (int64_t)((double)v + (double)c); }

static void report(const char *f, int64_t v, int64_t c, int64_t got, int64_t want) {
  if (got != want && failures++ < 10)
    printf("%s(%lld, %lld) = %lld, the double sum is %lld\n", f, (long long)v, (long long)c, (long long)got,
           (long long)want);
}

static void check(int64_t v, int64_t c) {
  if ((int64_t)(double)v != v) return; /* no counter holds it */
  int64_t want = by_double(v, c);
  report("kl_i64_step", v, c, kl_i64_step(v, c), want);
  /* The one-way steps, for the values a counter of that way can hold
   * (never more than 2^32 to the other side of zero). */
  if (c >= 0 && v >= -(INT64_C(1) << 32)) report("kl_i64_step_up", v, c, kl_i64_step_up(v, c), want);
  if (c <= 0 && v <= (INT64_C(1) << 32)) report("kl_i64_step_down", v, c, kl_i64_step_down(v, c), want);
}

int main(void) {
  const int64_t p52 = INT64_C(1) << 52, p53 = INT64_C(1) << 53, p62 = INT64_C(1) << 62;
  const int64_t centres[] = {0, p52, -p52, p53, -p53, p53 + 2, -p53 - 2, INT64_C(1) << 54, p62, -p62};
  for (size_t k = 0; k < sizeof centres / sizeof centres[0]; k++)
    for (int64_t d = -1200; d <= 1200; d++)
      for (int64_t c = -256; c <= 256; c++) check(centres[k] + d, c);
  /* Scattered values up to 2^62 in magnitude. */
  uint64_t x = 0x9E3779B97F4A7C15u;
  for (int n = 0; n < 200000; n++) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    int64_t v = (int64_t)(x >> 1) >> (x % 62);
    check(v, (int64_t)(x % 513) - 256);
  }
  /* Past 2^62 a step of at most 256 is below half a unit in the last
   * place: the value no longer moves, so it never leaves int64_t. */
  for (int64_t v = p62; v < p62 + (INT64_C(1) << 20); v += 1024)
    if (kl_i64_step(v, 256) != v || kl_i64_step(-v, -256) != -v) {
      printf("a counter moved at %lld\n", (long long)v);
      return 1;
    }
  /* ToInt32 of an integer is its low 32 bits, as a signed number. */
  const int64_t ins[] = {0, -1, INT64_C(2147483648), INT64_C(4294967301), -INT64_C(4294967299), p53 + 6};
  const int32_t outs[] = {0, -1, INT32_MIN, 5, -3, 6};
  for (size_t k = 0; k < sizeof ins / sizeof ins[0]; k++)
    if (kl_i64_to_i32(ins[k]) != outs[k]) {
      printf("kl_i64_to_i32(%lld) = %d\n", (long long)ins[k], kl_i64_to_i32(ins[k]));
      return 1;
    }
  if (failures) return 1;
  printf("ok\n");
  return 0;
}
"#;

#[test]
fn a_counter_step_is_the_double_sum_and_stays_in_int64() {
    assert_eq!(c_header::compile_and_run("counter", PROGRAM), "ok\n");
}
