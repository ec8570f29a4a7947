//! kiln.h's inline `kl_write_barrier` and `kl_write_barrier_slot`, compiled
//! with the system C compiler (`CC`, default `cc`) at -O2 with warnings as
//! errors, against stubs of `kl_remember` and `kl_remember_slot` that record
//! their calls: the C fast path must call the slow path exactly when the
//! Rust barrier would.

mod c_header;

const PROGRAM: &str = r#"
#include "kiln.h"
#include <stdio.h>

static int calls, slot_calls;
static KlValue *last_slot;
void kl_remember(KlThread *th, void *obj) {
  (void)th;
  calls++;
  ((KlHeader *)obj)->word |= (uint64_t)KL_HDR_REMEMBERED << KL_HDR_FLAGS_SHIFT;
}
void kl_remember_slot(KlThread *th, void *obj, KlValue *slot) {
  (void)th;
  (void)obj;
  slot_calls++;
  last_slot = slot;
}

static uint64_t young[4] __attribute__((aligned(8)));
static uint64_t old_a[4] __attribute__((aligned(8)));
static uint64_t old_b[4] __attribute__((aligned(8)));

int main(void) {
  KlThread th;
  memset(&th, 0, sizeof th);
  th.young_lo = (uintptr_t)young;
  th.young_size = sizeof young;
  KlValue y = kl_from_object(young), ys = kl_from_string(young + 2), o = kl_from_object(old_b);
  int expect = 0;
#define CASE(obj, v, delta)                                                        \
  do {                                                                             \
    kl_write_barrier(&th, (obj), (v));                                             \
    expect += (delta);                                                             \
    if (calls != expect) {                                                         \
      printf("line %d: %d calls, expected %d\n", __LINE__, calls, expect);       \
      return 1;                                                                    \
    }                                                                              \
  } while (0)
  CASE(young, y, 0);                    /* young into young */
  CASE(old_a, o, 0);                    /* old into old */
  CASE(old_a, kl_from_num(1.5), 0);     /* not a reference */
  CASE(old_a, KL_NULL, 0);              /* a constant */
  /* A double whose low 48 bits are a young address is not a reference. */
  CASE(old_a, (KlValue)(uintptr_t)young, 0);
  CASE(old_a, y, 1);                    /* old receives young: remembered */
  CASE(old_a, ys, 0);                   /* already remembered */
  CASE(old_b, ys, 1);                   /* a young string counts too */
  /* The slot barrier: the same tests, the slot passed on. */
  static uint64_t old_c[4] __attribute__((aligned(8)));
  KlValue *slot = (KlValue *)&old_c[2];
  kl_write_barrier_slot(&th, old_c, slot, kl_from_num(2.5));
  kl_write_barrier_slot(&th, old_c, slot, (KlValue)(uintptr_t)young);
  kl_write_barrier_slot(&th, young, (KlValue *)&young[1], y);
  if (slot_calls != 0) {
    printf("slot barrier: %d calls for no old-to-young store\n", slot_calls);
    return 1;
  }
  kl_write_barrier_slot(&th, old_c, slot, y);
  if (slot_calls != 1 || last_slot != slot) {
    printf("slot barrier: %d calls, slot %p, expected 1 and %p\n", slot_calls, (void *)last_slot, (void *)slot);
    return 1;
  }
  kl_write_barrier_slot(&th, old_a, slot, y); /* old_a is remembered whole */
  if (slot_calls != 1) {
    printf("slot barrier: called for a remembered object\n");
    return 1;
  }
  printf("ok\n");
  return 0;
}
"#;

#[test]
fn the_c_barrier_calls_the_slow_path_exactly_for_old_to_young_stores() {
    assert_eq!(c_header::compile_and_run("barrier", PROGRAM), "ok\n");
}
