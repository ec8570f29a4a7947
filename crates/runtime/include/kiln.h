/* kiln.h — the one ABI between kiln-generated C and the kiln runtime.
 *
 * Everything generated code knows about values, the heap and the thread state
 * is in this file. Every layout constant below is the single source of truth:
 * the runtime's build script reads the `#define KL_*` integer constants from
 * here and asserts them against the Rust structs (`offset_of!`), and the
 * `_Static_assert`s at the bottom check them against the C structs.
 *
 * Naming: exported runtime symbols are `kl_*`, macros `KL_*`, types `Kl*`.
 */
#ifndef KILN_H
#define KILN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define KL_LIKELY(x) __builtin_expect(!!(x), 1)
/* The fast paths every property access, call and operator expands to:
 * always inlined. gcc's own limits (unit growth) left them out of line in
 * larger programs, a call per property access (bench/deltablue had
 * kl_get_ic, kl_set_ic, kl_get_method_ic, kl_call and kl_add as
 * functions). Their slow paths are calls either way. Not at -O0 (no
 * __OPTIMIZE__), which asks for a quick build: there each is one function
 * a unit calls, and gcc takes 0.31 s instead of 0.76 s on a test262 test
 * with its harness (inlining and register allocation of the copies). */
#ifdef __OPTIMIZE__
#define KL_HOT static inline __attribute__((always_inline))
#else
#define KL_HOT static inline
#endif
#define KL_UNLIKELY(x) __builtin_expect(!!(x), 0)
/* Layout control, defined here and only here: a cold function is out of
 * line and, with gcc's -freorder-blocks-and-partition, an unlikely block
 * too, both in .text.unlikely away from the hot code. KL_NO_LAYOUT (kiln's
 * KILN_LAYOUT=0) turns it off for a same-binary A/B (bench/layout). */
#ifdef KL_NO_LAYOUT
#define KL_COLD __attribute__((noinline))
#else
#define KL_COLD __attribute__((cold, noinline))
#endif
/* A program split into several translation units (`kiln build --jobs`,
 * KL_SPLIT defined): a function one unit defines and others call is a
 * hidden global (KL_FN), and the program's state (strings, caches,
 * globals, function infos: anything written or compared by address) is
 * defined alike in every unit as a weak hidden symbol, of which the
 * linker keeps one (KL_DATA). In one unit both are `static`, as before. */
#ifdef KL_SPLIT
#define KL_FN __attribute__((visibility("hidden")))
#define KL_DATA __attribute__((weak, visibility("hidden")))
#else
#define KL_FN static
#define KL_DATA static
#endif
/* A large constant byte string (a program's source, a data table's code)
 * that the assembler copies from a file beside the C, found through its
 * include path (kiln passes -Wa,-I): gcc lexed the escaped string literals
 * of a 1 000 000-record table's 81 MB program for most of its 5.3 s. NUL-terminated,
 * as a C string literal is. Only on ELF targets, with gcc (kiln's driver
 * decides; elsewhere every byte string is a C literal). In a section of its
 * own, so that the linker drops the copies no code uses: every unit of a
 * split program holds the helpers' tables (KL_SPLIT). */
#define KL_INCBIN(name, file)                                                \
  extern const char name[] __asm__(#name) __attribute__((visibility("hidden"))); \
  __asm__(".pushsection .rodata." #name ",\"a\"\n" #name ":\n.incbin \"" file "\"\n.byte 0\n.popsection\n")
/* A part of a long module body that runs at most once (no loop in it):
 * compiled at -O0 by gcc, its fast paths called out of line (the `_ool`
 * twins), where -O2's passes cost 2.5 times as long for no gain on code
 * that runs once (20 000 top-level statements: 9.9 s of gcc at -O2, 4.0 s
 * at -O1; a 1 000-statement script 3.7 s at -O1 with the operators'
 * paths inline, 1.5 s at -O0 with none). What -O0 does not simplify is
 * the small functions inlined into it (10 000 called once: 8.2 s of gcc
 * at -O1, 9.5 s at -O0). Other compilers optimise it for size. */
#if defined(__GNUC__) && !defined(__clang__)
#define KL_RUN_ONCE __attribute__((noinline, optimize("O0")))
#else
#define KL_RUN_ONCE __attribute__((noinline, cold))
#endif
/* Tells the C compiler a condition holds (so it drops tests it implies). */
#define KL_ASSUME(c)                 \
  do {                               \
    if (!(c)) __builtin_unreachable(); \
  } while (0)

/* ------------------------------------------------------------------------ */
/* Values: 64-bit NaN boxing.                                                */
/*                                                                          */
/*   bits 63..48   meaning                                                  */
/*   < 0xFFF9      a double, stored as its own bits (NaN is canonical:      */
/*                 0x7FF8_0000_0000_0000 or the hardware default NaN        */
/*                 0xFFF8_0000_0000_0000; both are below the tag range)     */
/*   0xFFF9        reserved (int32)                                         */
/*   0xFFFA        constants: undefined, null, false, true, hole, uninit,   */
/*                 exception sentinel (low bits, see KL_* below)            */
/*   0xFFFB        reserved                                                 */
/*   0xFFFC        pointer to a BigInt (KL_KIND_BIGINT, immutable)          */
/*   0xFFFD        pointer to a string                                      */
/*   0xFFFE        pointer to a symbol                                      */
/*   0xFFFF        pointer to a heap object (objects, functions, arrays…);  */
/*                 the top tag, so "is an object" is one unsigned compare   */
/*                 (v >= KL_OBJECT_MIN) and the address v - KL_OBJECT_MIN   */
/*                                                                          */
/* Every value >= KL_REF_MIN holds a 48-bit heap address in its low bits;   */
/* the collector traces exactly those.                                      */
/* ------------------------------------------------------------------------ */
typedef uint64_t KlValue;

#define KL_TAG_SHIFT 48
#define KL_TAG_MISC 0xFFFA
#define KL_TAG_OBJECT 0xFFFF
#define KL_TAG_STRING 0xFFFD
#define KL_TAG_SYMBOL 0xFFFE
#define KL_TAG_BIGINT 0xFFFC
#define KL_NUMBER_LIMIT 0xFFF9000000000000ull
#define KL_REF_MIN 0xFFFC000000000000ull
#define KL_OBJECT_MIN 0xFFFF000000000000ull
#define KL_PAYLOAD_MASK 0x0000FFFFFFFFFFFFull

#define KL_UNDEFINED 0xFFFA000000000000ull
#define KL_NULL 0xFFFA000000000001ull
#define KL_FALSE 0xFFFA000000000002ull
#define KL_TRUE 0xFFFA000000000003ull
/* An array hole; never visible to JavaScript. */
#define KL_HOLE 0xFFFA000000000004ull
/* A `let`/`const`/`class` binding in its temporal dead zone. */
#define KL_UNINIT 0xFFFA000000000005ull
/* Returned by a function that threw; the thrown value is th->exception. */
#define KL_EXCEPTION 0xFFFA000000000006ull

static inline bool kl_is_number(KlValue v) { return v < KL_NUMBER_LIMIT; }
static inline bool kl_is_ref(KlValue v) { return v >= KL_REF_MIN; }
static inline bool kl_is_string(KlValue v) { return (v >> KL_TAG_SHIFT) == KL_TAG_STRING; }
static inline bool kl_is_object(KlValue v) { return v >= KL_OBJECT_MIN; }
static inline bool kl_is_bigint(KlValue v) { return (v >> KL_TAG_SHIFT) == KL_TAG_BIGINT; }
static inline bool kl_is_bool(KlValue v) { return (v | 1) == KL_TRUE; }
static inline bool kl_is_nullish(KlValue v) { return (v | 1) == KL_NULL; }

static inline double kl_num(KlValue v) {
  double d;
  memcpy(&d, &v, sizeof d);
  return d;
}
static inline KlValue kl_from_num(double d) {
  KlValue v;
  memcpy(&v, &d, sizeof v);
  return v;
}
static inline KlValue kl_from_bool(bool b) { return KL_FALSE | (KlValue)b; }
static inline bool kl_bool(KlValue v) { return v == KL_TRUE; }
static inline void *kl_ptr(KlValue v) { return (void *)(uintptr_t)(v & KL_PAYLOAD_MASK); }
/* The address of an object-tagged value: v - KL_OBJECT_MIN, which is
 * v + 2^48 mod 2^64: a constant in a register and an addressing mode
 * (`lea`, or the load's base + index), where the mask of kl_ptr is a
 * `movabs`, a `mov` and an `and` (`a[i & 7]` 27 → 25 instructions). */
static inline void *kl_obj(KlValue v) { return (void *)(uintptr_t)(v - KL_OBJECT_MIN); }
static inline KlValue kl_from_string(const void *p) {
  return ((KlValue)KL_TAG_STRING << KL_TAG_SHIFT) | (KlValue)(uintptr_t)p;
}
static inline KlValue kl_from_object(const void *p) {
  return ((KlValue)KL_TAG_OBJECT << KL_TAG_SHIFT) | (KlValue)(uintptr_t)p;
}

/* ------------------------------------------------------------------------ */
/* Heap objects.                                                            */
/*                                                                          */
/* Every heap object starts with one 64-bit header word:                    */
/*   bit 0        1 = forwarded (during a copying collection the whole word */
/*                is then the new address | 1)                              */
/*   bits 8..15   kind (KL_KIND_*)                                          */
/*   bits 16..23  flags (KL_HDR_*)                                          */
/*   bits 24..31  value-body kinds: how many raw (untraced) words follow    */
/*                the header before the KlValue words begin                 */
/*   bits 32..63  object size in bytes, header included, multiple of 8      */
/* Objects are 8-byte aligned. A "value-body" kind (kind >=                 */
/* KL_KIND_FIRST_VALUE_BODY) holds, after its raw words, only KlValue words,*/
/* and the collector traces every one of them that is >= KL_REF_MIN. A     */
/* "byte-body" kind (strings) holds no references at all.                   */
/* ------------------------------------------------------------------------ */
typedef struct KlHeader {
  uint64_t word;
} KlHeader;

#define KL_HDR_KIND_SHIFT 8
#define KL_HDR_FLAGS_SHIFT 16
#define KL_HDR_RAW_WORDS_SHIFT 24
#define KL_HDR_SIZE_SHIFT 32
#define KL_HDR_FORWARDED 1
/* Header flags. */
#define KL_HDR_STATIC 0x01     /* lives in the executable's data; never moved or freed */
#define KL_HDR_REMEMBERED 0x02 /* old object already in the remembered set */
#define KL_HDR_MARKED 0x04     /* reached in the current major collection (large objects) */
#define KL_HDR_LARGE 0x08      /* in the non-moving large-object space */

/* Object kinds. Byte-body kinds are below KL_KIND_FIRST_VALUE_BODY;
 * JavaScript objects (the KlObject prefix below) are KL_KIND_FIRST_OBJECT
 * and above. */
#define KL_KIND_STRING 1
#define KL_KIND_SYMBOL 2     /* immortal (KL_HDR_STATIC), outside the heap */
/* WeakMap/WeakSet entries: untraced words the collector visits in its weak
 * pass (docs/gc.md, heap/weak.rs), clearing entries whose key died. (The
 * GC tests use kind 3 for plain byte objects.) */
#define KL_KIND_WEAK_TABLE 8
/* An ArrayBuffer's bytes (object/typed.rs). */
#define KL_KIND_BYTES 4
/* A BigInt (bigint.rs): a word of digit count (low 32 bits) and sign (bit
 * 32), then the magnitude's 32-bit digits, least significant first, with
 * no leading zero digit (zero has none and is never negative). */
#define KL_KIND_BIGINT 5
#define KL_KIND_FIRST_VALUE_BODY 16
#define KL_KIND_SLOTS 16     /* out-of-line property values */
#define KL_KIND_ELEMENTS 17  /* dense elements; KL_HOLE marks a hole */
#define KL_KIND_ENV 18       /* closure environment: parent, then bindings */
#define KL_KIND_ACCESSOR 19  /* getter and setter of an accessor property */
#define KL_KIND_DICT 20      /* hashed (key, value, attributes) entries */
#define KL_KIND_EXT 21       /* a non-array object's slots and elements stores */
#define KL_KIND_RECORD 22    /* an internal record of values: saved variables, promise reactions */
#define KL_KIND_STRING_VIEW 23 /* a string (KlStringView): length, flags, offset, then the string it views */
#define KL_KIND_TABLE 24     /* ordered hash table: Map and Set entries */
#define KL_KIND_FIRST_OBJECT 32
#define KL_KIND_OBJECT 32
#define KL_KIND_ARRAY 33        /* dense elements, capacity >= length */
#define KL_KIND_ARRAY_SPARSE 34 /* elements in a KL_KIND_DICT */
#define KL_KIND_FUNCTION 35
#define KL_KIND_ERROR 36
#define KL_KIND_ARGUMENTS 37
#define KL_KIND_BOXED 38        /* Number, String, Boolean, Symbol objects */
#define KL_KIND_ARRAY_ITERATOR 39 /* iterated object, next index, kind of an Array Iterator */
#define KL_KIND_GENERATOR 40    /* a generator object: KlCoroutine */
#define KL_KIND_PROMISE 41      /* state, result, reactions, flags of a Promise */
#define KL_KIND_ASYNC 42        /* an async function's state (KlCoroutine), never seen by JavaScript */
#define KL_KIND_ASYNC_GENERATOR 43 /* an async generator object: KlCoroutine */
#define KL_KIND_ASYNC_FROM_SYNC 44 /* sync iterator, its next: an async-from-sync iterator */
#define KL_KIND_MAP 48          /* Map: its KL_KIND_TABLE */
#define KL_KIND_SET 49          /* Set: its KL_KIND_TABLE */
#define KL_KIND_WEAKMAP 50      /* WeakMap: its KL_KIND_WEAK_TABLE */
#define KL_KIND_WEAKSET 51      /* WeakSet: its KL_KIND_WEAK_TABLE */
#define KL_KIND_MAP_ITERATOR 52 /* table, position, kind of a Map iterator */
#define KL_KIND_SET_ITERATOR 53 /* table, position, kind of a Set iterator */
#define KL_KIND_DATE 54         /* Date: its time value (a number) */
#define KL_KIND_ARRAY_BUFFER 55 /* ArrayBuffer: KlArrayBuffer */
#define KL_KIND_TYPED_ARRAY 56  /* Int8Array … Float64Array: KlTypedArray */
#define KL_KIND_DATA_VIEW 57    /* DataView: its buffer, byte offset and length (numbers) */
#define KL_KIND_TEXT_DECODER 58 /* TextDecoder: encoding, flags, held bytes (numbers) */
/* BigInt64Array, BigUint64Array: a KlTypedArray whose elements are
 * BigInts. A kind of its own so that the inline element paths, which
 * test for KL_KIND_TYPED_ARRAY, never see one: they cost the number
 * types nothing (a type test in those paths was +0.5% to +5.3%
 * instructions on bench/typed, by how gcc laid out the switch). */
#define KL_KIND_BIGINT_TYPED_ARRAY 59
#define KL_KIND_REGEXP 60       /* RegExp: pattern, flags, compiled program index */
#define KL_KIND_STRING_ITERATOR 61 /* string, next position */
#define KL_KIND_REGEXP_STRING_ITERATOR 62 /* matcher RegExp, string, done */
#define KL_KIND_WEAKREF 63      /* WeakRef: a KL_KIND_WEAK_TABLE holding its target, the target while kept for the current job */
#define KL_KIND_FINALIZATION_REGISTRY 64 /* FinalizationRegistry: cleanup callback, cells record, cell count */
/* A module namespace object: an ordinary object's layout (a non-extensible
 * dictionary with a null prototype), whose [[Set]] always fails and whose
 * [[DefineOwnProperty]] only confirms what an export holds. */
#define KL_KIND_NAMESPACE 65
/* `process.env`: an ordinary dictionary object whose [[Set]] of a string
 * key stores the value converted to a string, as node's does. */
#define KL_KIND_PROCESS_ENV 66

#define KL_HEADER(kind, flags, size)                                              \
  ((uint64_t)(kind) << KL_HDR_KIND_SHIFT | (uint64_t)(flags) << KL_HDR_FLAGS_SHIFT | \
   (uint64_t)(size) << KL_HDR_SIZE_SHIFT)

/* Strings: JavaScript's UTF-16 semantics over two storage forms. A one-byte
 * string stores Latin-1 code units (0..255) one per byte; otherwise the data
 * is UTF-16 code units, native endian. `length` counts UTF-16 code units.
 * A view's units are its buffer's (KL_STR_VIEW, kl_string_data). */
typedef struct KlString {
  KlHeader hdr;
  uint32_t length;
  uint32_t flags;
  uint8_t data[];
} KlString;

#define KL_STR_ONE_BYTE 1
/* The canonical string of its content among property keys (set by the runtime). */
#define KL_STR_ATOM 2
/* The runtime cached the string's hash (for Map and Set) in bits 8..31 of
 * `flags` (heap strings only: most static strings are read-only data). */
#define KL_STR_HASHED 4
/* A view (kind KL_KIND_STRING_VIEW, KlStringView): its units are
 * `length` units of another, flat string from unit `offset`: a slice, or a
 * prefix of a buffer (KL_STR_BUFFER: a string no value names, with room
 * after its used `length` units, that `+=` appends to in place; runtime
 * string.rs). */
#define KL_STR_VIEW 8
#define KL_STR_BUFFER 16
#define KL_STRING_OFF_LENGTH 8
#define KL_STRING_OFF_FLAGS 12
#define KL_STRING_OFF_DATA 16
typedef struct KlStringView {
  KlHeader hdr;
  uint32_t length;
  uint32_t flags;  /* KL_STR_VIEW, and KL_STR_ONE_BYTE as its string's */
  uint64_t offset; /* in units */
  KlValue string;  /* the flat string it views */
} KlStringView;
#define KL_STRING_VIEW_OFF_OFFSET 16
#define KL_STRING_VIEW_OFF_STRING 24
#define KL_STRING_VIEW_SIZE 32
/* A string's code units: its own, or those of the string a view views. */
static inline const uint8_t *kl_string_data(const KlString *s) {
  if (KL_UNLIKELY(s->flags & KL_STR_VIEW)) {
    const KlStringView *v = (const KlStringView *)(const void *)s;
    const KlString *f = (const KlString *)kl_ptr(v->string);
    return f->data + (v->offset << ((f->flags & KL_STR_ONE_BYTE) ? 0 : 1));
  }
  return s->data;
}
/* Code unit `i` of `s` (within it). */
static inline uint32_t kl_string_unit(const KlString *s, uint32_t i) {
  const uint8_t *data = kl_string_data(s);
  return (s->flags & KL_STR_ONE_BYTE) ? data[i] : ((const uint16_t *)(const void *)data)[i];
}

/* A string constant used as a property key: writable static data, so the
 * runtime can mark it as the atom of its content at start. */
#define KL_KEY_STRING(NAME, LEN, FLAGS, NBYTES, BYTES)                                       \
  KL_DATA struct {                                                                         \
    uint64_t hdr;                                                                         \
    uint32_t length;                                                                      \
    uint32_t flags;                                                                       \
    uint8_t data[(NBYTES) + 1];                                                           \
  } __attribute__((aligned(8))) NAME = {                                                  \
      KL_HEADER(KL_KIND_STRING, KL_HDR_STATIC, (KL_STRING_OFF_DATA + (NBYTES) + 7) / 8 * 8), \
      (LEN), (FLAGS), BYTES}

/* A string constant in the executable's read-only data. `bytes` is a string
 * literal holding exactly `nbytes` data bytes; the size field rounds the
 * object up to 8 bytes. */
#define KL_STATIC_STRING(NAME, LEN, FLAGS, NBYTES, BYTES)                                 \
  KL_DATA const struct {                                                                   \
    uint64_t hdr;                                                                         \
    uint32_t length;                                                                      \
    uint32_t flags;                                                                       \
    uint8_t data[(NBYTES) + 1];                                                           \
  } __attribute__((aligned(8))) NAME = {                                                  \
      KL_HEADER(KL_KIND_STRING, KL_HDR_STATIC, (KL_STRING_OFF_DATA + (NBYTES) + 7) / 8 * 8), \
      (LEN), (FLAGS), BYTES}

/* ------------------------------------------------------------------------ */
/* Per-thread state. Compiled code gets it as its first argument. Only this */
/* prefix is visible to C; the runtime's struct continues past it.           */
/* ------------------------------------------------------------------------ */
typedef struct KlThread {
  uint8_t *alloc_top;    /* nursery bump pointer */
  uint8_t *alloc_limit;  /* end of the bump region (lowered to force the slow path) */
  KlValue *sp;           /* shadow stack: next free slot */
  KlValue *sp_limit;     /* shadow stack: end, less 2 * KL_SHADOW_RESERVE slots */
  uintptr_t stack_guard; /* lowest safe C stack address; UINTPTR_MAX when a safepoint is pending */
  uintptr_t young_lo;    /* nursery address range, for the write barrier */
  uintptr_t young_size;
  KlValue exception;     /* the value being thrown while an exception propagates */
  uint32_t exc_pending;  /* 1 while an exception propagates (for unboxed returns) */
  uint32_t poll;         /* non-zero: a safepoint is requested */
} KlThread;

#define KL_THREAD_OFF_ALLOC_TOP 0
#define KL_THREAD_OFF_ALLOC_LIMIT 8
#define KL_THREAD_OFF_SP 16
#define KL_THREAD_OFF_SP_LIMIT 24
#define KL_THREAD_OFF_STACK_GUARD 32
#define KL_THREAD_OFF_YOUNG_LO 40
#define KL_THREAD_OFF_YOUNG_SIZE 48
#define KL_THREAD_OFF_EXCEPTION 56
#define KL_THREAD_OFF_EXC_PENDING 64
#define KL_THREAD_OFF_POLL 68
#define KL_THREAD_PREFIX_SIZE 72

/* ------------------------------------------------------------------------ */
/* Program description handed to kl_main.                                   */
/* ------------------------------------------------------------------------ */
typedef struct KlSite {
  uint32_t line;    /* 1-based */
  uint32_t col;     /* 1-based, in UTF-16 units as node counts them */
  const char *text; /* source text some messages quote (`o.f is not a function`), or NULL */
} KlSite;

/* The optional built-in groups (runtime builtins/link.rs): each the
 * address of the runtime's table when the program names the group, or NULL
 * (its entry points are then stubs). A table only a program points at is
 * linked, so a program that names none leaves out the RegExp engine, Date,
 * case mapping with collation, the keyed collections, the console object
 * (compiled console.log/error calls use kl_console_log and
 * kl_console_error, not it) and the inspection of objects (a program that
 * throws nothing itself and logs only primitives needs none). */
struct KlGroupTable;
extern const struct KlGroupTable kl_group_regexp;
extern const struct KlGroupTable kl_group_date;
extern const struct KlGroupTable kl_group_case;
extern const struct KlGroupTable kl_group_collections;
extern const struct KlGroupTable kl_group_math;
extern const struct KlGroupTable kl_group_json;
extern const struct KlGroupTable kl_group_uri;
extern const struct KlGroupTable kl_group_console;
extern const struct KlGroupTable kl_group_inspect;
extern const struct KlGroupTable kl_group_async;
extern const struct KlGroupTable kl_group_typed;
extern const struct KlGroupTable kl_group_reflect;
extern const struct KlGroupTable kl_group_bigint;
extern const struct KlGroupTable kl_group_clone;
typedef struct KlGroups {
  const struct KlGroupTable *regexp;
  const struct KlGroupTable *date;
  const struct KlGroupTable *case_;
  const struct KlGroupTable *collections;
  const struct KlGroupTable *math;
  const struct KlGroupTable *json;
  const struct KlGroupTable *uri;
  const struct KlGroupTable *console;
  const struct KlGroupTable *inspect;
  const struct KlGroupTable *async_;
  const struct KlGroupTable *typed;
  const struct KlGroupTable *reflect;
  const struct KlGroupTable *bigint;
  const struct KlGroupTable *clone;
  /* The optional Array.prototype and String.prototype methods the program
   * links (each a runtime static `kl_method_<prototype>_<name>`). */
  const struct KlMethod *const *methods;
  uintptr_t nmethods;
} KlGroups;

typedef struct KlProgram {
  KlValue (*main)(KlThread *th);
  KlValue *globals; /* module-level bindings shared between functions: GC roots */
  uint32_t nglobals;
  uint32_t nsites;
  const KlSite *sites; /* source positions named by throw sites */
  const char *path;    /* the source file, as given to kiln */
  const char *source;  /* the source text, for the uncaught-error excerpt */
  const void *const *keys; /* static strings used as property keys (a writable array: the
                            * runtime replaces each by the atom of its content at start) */
  uint32_t nkeys;
  uint32_t ntemplates;
  struct KlObjTemplate *const *templates; /* the object literals' templates, filled at start */
  KlGroups groups;
  const char *script; /* the source file's absolute path at build time (process.argv[1]) */
  /* A program of several files (ES modules): each file's path and text, the
   * entry first, and the file of each site (NULL when there is one file,
   * whose path and source are the fields above). */
  const uint32_t *site_files;
  const char *const *paths;
  const char *const *sources;
  uint32_t nfiles;
  /* Where each function object's source text is, for toString(). */
  const struct KlFnSource *fn_sources;
  uint32_t nfn_sources;
} KlProgram;

#define KL_PROGRAM_OFF_MAIN 0
#define KL_PROGRAM_OFF_GLOBALS 8
#define KL_PROGRAM_OFF_NGLOBALS 16
#define KL_PROGRAM_OFF_NSITES 20
#define KL_PROGRAM_OFF_SITES 24
#define KL_PROGRAM_OFF_PATH 32
#define KL_PROGRAM_OFF_SOURCE 40
#define KL_PROGRAM_OFF_KEYS 48
#define KL_PROGRAM_OFF_NKEYS 56
#define KL_PROGRAM_OFF_NTEMPLATES 60
#define KL_PROGRAM_OFF_TEMPLATES 64
#define KL_PROGRAM_OFF_GROUPS 72
#define KL_SITE_OFF_TEXT 8
#define KL_SITE_SIZE 16

int kl_main(int argc, char **argv, const KlProgram *program);

/* ------------------------------------------------------------------------ */
/* Frames, safepoints, exceptions.                                          */
/* ------------------------------------------------------------------------ */

/* Slow path of kl_enter: stack overflow (throws RangeError, returns true) or
 * a pending safepoint (may collect, returns false). */
bool kl_enter_slow(KlThread *th);
/* A pending safepoint at a loop back edge: may collect. */
void kl_safepoint(KlThread *th);
/* Shadow stack exhausted: throws RangeError. Always returns true. */
bool kl_shadow_overflow(KlThread *th);

/* Function entry: true if the function must throw at once (stack overflow).
 * Any reference arguments must already be in the frame: this may collect. */
static inline bool kl_enter(KlThread *th) {
  if (KL_UNLIKELY((uintptr_t)__builtin_frame_address(0) < th->stack_guard)) return kl_enter_slow(th);
  return false;
}

/* Reserves `n` shadow-stack slots, all holding a non-reference (0.0).
 * Returns NULL when the shadow stack is exhausted (the RangeError is then
 * pending). A tested frame ends at most KL_SHADOW_RESERVE slots past
 * `sp_limit`: one of at most that many slots (nearly every one; `n` is a
 * constant) needs only its start tested, a compare with memory and a
 * branch, two instructions fewer than the room computed and compared
 * (callgrind: richards -1.0%). A leaf's frame (kl_push_leaf_frame), up
 * to KL_SHADOW_RESERVE slots untested, may sit right above one, so
 * `sp_limit` stops twice that short of the end. */
#define KL_SHADOW_RESERVE 256
static inline KlValue *kl_push_frame(KlThread *th, size_t n) {
  KlValue *fr = th->sp;
  if (KL_UNLIKELY(n <= KL_SHADOW_RESERVE
                      ? (uintptr_t)fr > (uintptr_t)th->sp_limit
                      : (uintptr_t)fr + 8 * (n - KL_SHADOW_RESERVE) > (uintptr_t)th->sp_limit)) {
    kl_shadow_overflow(th);
    return NULL;
  }
  memset(fr, 0, n * sizeof(KlValue));
  th->sp = fr + n;
  return fr;
}
/* A leaf function's frame (codegen frame.rs `is_leaf`): its caller's
 * tested frame ends at most KL_SHADOW_RESERVE slots past `sp_limit`, or
 * its generic or construct entry (kl_leaf_enter) saw the top within
 * `sp_limit`; the end lies 2 * KL_SHADOW_RESERVE slots past it, so up to
 * KL_SHADOW_RESERVE slots fit untested. */
static inline KlValue *kl_push_leaf_frame(KlThread *th, size_t n) {
  if (n > KL_SHADOW_RESERVE) return kl_push_frame(th, n);
  KlValue *fr = th->sp;
  KL_ASSUME(fr != NULL);
  memset(fr, 0, n * sizeof(KlValue));
  th->sp = fr + n;
  return fr;
}
static inline void kl_pop_frame(KlThread *th, KlValue *fr) { th->sp = fr; }

/* The entry check of a leaf function called through its generic or
 * construct entry (by the runtime, or a call site that did not know the
 * callee): the C stack and the shadow stack's top, as kl_enter and
 * kl_push_frame would test them. No safepoint here: the arguments are not
 * in a frame yet. Returns true with the RangeError pending. */
bool kl_leaf_enter_slow(KlThread *th);
KL_HOT bool kl_leaf_enter(KlThread *th) {
  if (KL_UNLIKELY((uintptr_t)__builtin_frame_address(0) < th->stack_guard ||
                  (uintptr_t)th->sp > (uintptr_t)th->sp_limit))
    return kl_leaf_enter_slow(th);
  return false;
}

static inline void kl_poll(KlThread *th) {
  if (KL_UNLIKELY(th->poll)) kl_safepoint(th);
}

/* Throwing: the runtime helpers set th->exception and return KL_EXCEPTION. */
KlValue kl_throw(KlThread *th, KlValue v);
KL_COLD KlValue kl_throw_tdz(KlThread *th, KlValue name, uint32_t site);
KL_COLD KlValue kl_throw_const_assign(KlThread *th, uint32_t site);
KL_COLD KlValue kl_throw_not_defined(KlThread *th, KlValue name, uint32_t site);
/* An identifier no declaration binds: the global object's property, or
 * the ReferenceError (`or_undefined`, for typeof: undefined). */
KlValue kl_global_ref(KlThread *th, KlValue name, uint32_t site, bool or_undefined);
/* node's built-in module `id` (kiln_codegen::node_modules): its default export or namespace. */
KlValue kl_node_module(KlThread *th, uint32_t id, uint32_t ns);
/* A project module's namespace object: `n` export names (strings, in any
 * order) and their values. Allocates; never collects. */
KlValue kl_namespace_new(KlThread *th, uint32_t n, const KlValue *names, const KlValue *values);
/* A store to an exported binding, seen by the namespace objects that show
 * it: `ns` (undefined before the namespace exists) gets `v` under `name`. */
void kl_namespace_sync(KlThread *th, KlValue ns, KlValue name, KlValue v);
/* `import()` (runtime host/loader.rs): a lazy module's record (`body` runs
 * it and returns its namespace), its evaluation (its namespace, undefined
 * while it runs, or KL_EXCEPTION), and the promise of `import()` of a
 * namespace (an evaluated module) or a record. */
KlValue kl_module_record(KlThread *th, KlValue body);
KlValue kl_module_evaluate(KlThread *th, KlValue rec);
/* CommonJS modules (host/commonjs.rs). */
KlValue kl_cjs_record(KlThread *th, KlValue body, KlValue filename, KlValue dirname);
KlValue kl_cjs_require(KlThread *th, KlValue rec);
KlValue kl_cjs_module(KlThread *th, KlValue rec);
KlValue kl_cjs_export(KlThread *th, KlValue exports, KlValue name);
KlValue kl_cjs_import_record(KlThread *th, KlValue rec, uint32_t n, const KlValue *names);
KlValue kl_dynamic_import(KlThread *th, KlValue target);
/* The promise of `import()` of a module node does not find: rejected with
 * node's error of `code` (a string) and `message`. */
KlValue kl_dynamic_import_fail(KlThread *th, KlValue code, KlValue message);
/* `import()` of a specifier computed at run time (runtime host/loader.rs):
 * the modules it may name, registered by path (or `node:` name) with their
 * namespace, record, node module id or null (not run yet), and the
 * promise of the import from the module at `importer`. */
void kl_module_register(KlThread *th, KlValue path, KlValue target);
KlValue kl_dynamic_import_computed(KlThread *th, KlValue importer, KlValue spec, bool json);
/* A module's `import.meta` object (runtime host/meta.rs): `url`, `filename`
 * and `dirname` (strings) and its `resolve`. Allocates; never collects. */
KlValue kl_import_meta(KlThread *th, KlValue url, KlValue filename, KlValue dirname);
/* Modules with top-level `await` and the modules waiting for them (runtime
 * host/async_modules.rs): a module's record (its body, how many of its
 * imports it waits for, whether it awaits, its place in the evaluation
 * order), an import that waits, the start of a module that awaits and
 * waits for nothing (runs its body to its first `await`; never throws),
 * and the entry's promise, the program's result. */
KlValue kl_async_module(KlThread *th, KlValue body, uint32_t pending, bool tla, uint32_t order);
void kl_async_module_parent(KlThread *th, KlValue child, KlValue parent);
KlValue kl_async_module_start(KlThread *th, KlValue rec);
KlValue kl_async_module_top(KlThread *th, KlValue rec);
KlValue kl_global_set_ref(KlThread *th, KlValue name, KlValue v, uint32_t site);
/* Clears and returns the pending exception (a catch). */
static inline KlValue kl_catch(KlThread *th) {
  KlValue v = th->exception;
  th->exception = KL_UNDEFINED;
  th->exc_pending = 0;
  return v;
}

/* A handler's entry: restores the savepoint — the shadow stack's height,
 * which is the catching function's frame top (callees pop their frames on
 * every exit, the runtime's handle scopes are balanced) — and takes the
 * pending exception. Nothing is saved when a `try` is entered. */
static inline KlValue kl_catch_at(KlThread *th, KlValue *frame_top) {
  th->sp = frame_top;
  return kl_catch(th);
}

/* ------------------------------------------------------------------------ */
/* Allocation (used by generated code for objects; see the heap issue).     */
/* ------------------------------------------------------------------------ */
void *kl_alloc_slow(KlThread *th, size_t bytes);
static inline void *kl_alloc(KlThread *th, size_t bytes) {
  uint8_t *p = th->alloc_top;
  if (KL_UNLIKELY((size_t)(th->alloc_limit - p) < bytes)) return kl_alloc_slow(th, bytes);
  th->alloc_top = p + bytes;
  return p;
}

/* Write barrier: call at every store of a value `v` into a field of the heap
 * object `obj` (before or after the store; no safepoint may come between).
 * When an object outside the young generation receives a young reference it
 * is remembered once (header flag KL_HDR_REMEMBERED) for the next minor
 * collection. Initialising stores into an object fresh from kl_alloc (before
 * the next safepoint) need no barrier: objects allocated outside the nursery
 * are remembered at birth. The young generation is one address range. */
void kl_remember(KlThread *th, void *obj);
/* Whether storing `v` into `obj` must reach the slow path: a young
 * reference into an object outside the young generation not yet
 * remembered whole. */
KL_HOT bool kl_barrier_needed(const KlThread *th, const void *obj, KlValue v) {
  /* The reference test first, on its own: gcc loaded the young range
   * ahead of it, two loads for every store of a number (n-body). */
  if (v < KL_REF_MIN) return false;
  uintptr_t lo = th->young_lo, n = th->young_size;
  return KL_UNLIKELY((uintptr_t)(v & KL_PAYLOAD_MASK) - lo < n) && (uintptr_t)obj - lo >= n &&
         !(((const KlHeader *)obj)->word & ((uint64_t)KL_HDR_REMEMBERED << KL_HDR_FLAGS_SHIFT));
}
KL_HOT void kl_write_barrier(KlThread *th, void *obj, KlValue v) {
  if (KL_UNLIKELY(kl_barrier_needed(th, obj, v))) kl_remember(th, obj);
}
/* The barrier for a store into element `slot` of the store `obj`: as
 * kl_write_barrier, but a large store (never moved) is remembered by the
 * slot, so a minor collection scans that slot, not the whole store
 * (bench/livegc's 300 000-element array was rescanned at every one). */
void kl_remember_slot(KlThread *th, void *obj, KlValue *slot);
KL_HOT void kl_write_barrier_slot(KlThread *th, void *obj, KlValue *slot, KlValue v) {
  if (KL_UNLIKELY(kl_barrier_needed(th, obj, v))) kl_remember_slot(th, obj, slot);
}

/* ------------------------------------------------------------------------ */
/* Objects.                                                                 */
/*                                                                          */
/* Every JavaScript object (kind >= KL_KIND_FIRST_OBJECT) starts with       */
/* KlObject. Its shape (owned by the runtime, immortal, never moved) fixes  */
/* where each named property lives: the first `inline capacity` slots       */
/* inside the object after the kind's fields, the rest in `slots`.          */
/* Integer-keyed properties live in an elements store: an array's own      */
/* `elements` field; any other object's in a KL_KIND_EXT record that then   */
/* takes the place of `slots` (rare: a plain object keyed by integers).     */
/* The shape pointer is the one raw (untraced) word; every other field is a */
/* KlValue. Four words, so that a literal's header is two 16-byte stores.   */
/* ------------------------------------------------------------------------ */
typedef struct KlShape KlShape;
typedef struct KlObject {
  uint64_t hdr;
  const KlShape *shape;
  KlValue proto;    /* an object or KL_NULL */
  KlValue slots; /* KL_KIND_SLOTS, KL_KIND_DICT (dictionary mode), KL_KIND_EXT or KL_UNDEFINED */
} KlObject;

#define KL_OBJECT_OFF_SHAPE 8
#define KL_OBJECT_OFF_PROTO 16
#define KL_OBJECT_OFF_SLOTS 24
#define KL_OBJECT_SIZE 32

/* An array: the object, its elements store, then its length (a number).
 * Kind KL_KIND_ARRAY guarantees dense elements (KL_KIND_ELEMENTS) with
 * capacity >= length; KL_KIND_ARRAY_SPARSE keeps them in a KL_KIND_DICT. */
typedef struct KlArray {
  KlObject base;
  KlValue elements; /* KL_KIND_ELEMENTS, KL_KIND_DICT or KL_UNDEFINED */
  KlValue length;
} KlArray;
#define KL_ARRAY_OFF_ELEMENTS 32
#define KL_ARRAY_OFF_LENGTH 40
#define KL_ARRAY_SIZE 48

/* An ArrayBuffer: the object, its KL_KIND_BYTES store (a header, then the
 * bytes), its length in bytes (a number). */
typedef struct KlArrayBuffer {
  KlObject base;
  KlValue store;
  KlValue byte_length;
} KlArrayBuffer;
#define KL_ARRAY_BUFFER_SIZE 48

/* A typed array: the object, its buffer, the buffer's store (stores move:
 * read it again after a safepoint), its length in elements (a number, as
 * an array's: the indexed paths compare a double index with it), then
 * raw words: the byte offset into the store's bytes and the element type
 * (KL_TA_*). No buffer is ever detached or resized. */
typedef struct KlTypedArray {
  KlObject base;
  KlValue buffer;
  KlValue store;
  KlValue length;
  uint64_t byte_offset;
  uint64_t type;
} KlTypedArray;
#define KL_TYPED_ARRAY_OFF_STORE 40
#define KL_TYPED_ARRAY_OFF_LENGTH 48
#define KL_TYPED_ARRAY_SIZE 72
#define KL_TA_INT8 0
#define KL_TA_UINT8 1
#define KL_TA_UINT8_CLAMPED 2
#define KL_TA_INT16 3
#define KL_TA_UINT16 4
#define KL_TA_INT32 5
#define KL_TA_UINT32 6
#define KL_TA_FLOAT32 7
#define KL_TA_FLOAT64 8
#define KL_TA_BIGINT64 9  /* only in a KL_KIND_BIGINT_TYPED_ARRAY */
#define KL_TA_BIGUINT64 10
#define KL_TA_NONE 255 /* kl_typed_type of a value that is no (number) typed array */

typedef struct KlElements {
  uint64_t hdr;
  KlValue data[];
} KlElements;

/* Function objects. The generic call entry takes the function itself (for
 * its environment), `this`, and the arguments (which the callee copies
 * before its first safepoint). The construct entry takes new.target. */
typedef KlValue (*KlCallFn)(KlThread *th, KlValue fn, KlValue this_v, uint32_t argc, const KlValue *argv);
typedef KlValue (*KlConstructFn)(KlThread *th, KlValue fn, KlValue new_target, uint32_t argc,
                                 const KlValue *argv);
typedef struct KlFuncInfo {
  KlCallFn call;
  KlConstructFn construct; /* NULL: not a constructor */
  const void *name;        /* a static KlString */
  uint32_t length;
  uint32_t flags;          /* KL_FN_* */
  const void *native;      /* runtime built-ins only; NULL in generated code */
} KlFuncInfo;
/* A compiled function's source text: bytes start..end of file `file`'s
 * embedded text (KlProgram's sources), for Function.prototype.toString. */
typedef struct KlFnSource {
  const KlFuncInfo *info;
  uint32_t file;
  uint32_t start;
  uint32_t end;
  uint32_t pad;
} KlFnSource;
#define KL_FN_CONSTRUCTOR 1
#define KL_FN_CLASS 2   /* a class constructor: calling it without `new` throws */
#define KL_FN_DERIVED 4 /* a derived class constructor */
#define KL_FN_ARROW 8
/* A class whose `extends` clause holds a parenthesis (`extends Mixin(B)`):
 * node's inspect, which tells classes by their source text, prints it as
 * `[Function: C]`. */
#define KL_FN_PAREN_HERITAGE 16
#define KL_FN_GENERATOR 32 /* a generator function (`function*`) */
#define KL_FN_ASYNC 64     /* an async function (or, with KL_FN_GENERATOR, async generator) */
/* Bits 17..23 of a built-in's flags: which built-in it is, among those
 * whose common case compiled code runs inline (0: none): the original
 * Array.prototype.push (kl_call_push1), the one-argument Math
 * functions (kl_call_math1), String.prototype.charCodeAt
 * (kl_call_char_code_at), charAt (kl_call_char_at) and indexOf
 * (kl_call_index_of). */
#define KL_FN_BUILTIN_SHIFT 17
#define KL_FN_BUILTIN_MASK 127
#define KL_BUILTIN_ARRAY_PUSH 1
#define KL_MATH_SQRT 2
#define KL_MATH_FLOOR 3
#define KL_MATH_CEIL 4
#define KL_MATH_ABS 5
#define KL_MATH_TRUNC 6
#define KL_MATH_ROUND 7
#define KL_MATH_SIN 8
#define KL_MATH_COS 9
#define KL_MATH_TAN 10
#define KL_MATH_EXP 11
#define KL_MATH_LOG 12
#define KL_MATH_ATAN 13
#define KL_MATH_SIGN 14
#define KL_BUILTIN_CHAR_CODE_AT 15
#define KL_BUILTIN_CHAR_AT 16
#define KL_BUILTIN_INDEX_OF 17
#define KL_MATH_MAX 18 /* two-argument Math.max and Math.min (kl_call_math2) */
#define KL_MATH_MIN 19
/* Bits 24..31 of a constructor's flags: how many named properties it adds
 * to `this` itself, so kl_ordinary_create gives instances that many inline
 * slots (summed over the classes new.target derives from). */
#define KL_FN_FIELDS_SHIFT 24
#define KL_FUNCINFO_OFF_FLAGS 28
#define KL_FUNCINFO_SIZE 40

typedef struct KlFunction {
  KlObject base;
  const KlFuncInfo *info; /* a static address, so never >= KL_REF_MIN */
  KlValue env;            /* closure environment or KL_UNDEFINED */
  KlValue home;           /* [[HomeObject]] of methods, or KL_UNDEFINED */
  KlValue bound;          /* bound functions: [target, this, args...] */
} KlFunction;
#define KL_FUNCTION_OFF_INFO 32
#define KL_FUNCTION_OFF_ENV 40
#define KL_FUNCTION_OFF_HOME 48
#define KL_FUNCTION_SIZE 64

/* A closure environment: its parent, then its bindings. */
typedef struct KlEnv {
  uint64_t hdr;
  KlValue parent;
  KlValue slot[];
} KlEnv;

static inline uint32_t kl_kind(const void *obj) {
  return (uint32_t)(((const KlHeader *)obj)->word >> KL_HDR_KIND_SHIFT) & 0xFF;
}

/* Coroutines: functions that suspend (generators). Each is two C
 * functions: the call entry (kl_fN), which binds the parameters, makes the
 * state object and suspends at once, and the resume entry (KlResumeFn,
 * kl_rN), which the runtime calls to continue from the suspension the
 * state names. A suspension stores what is live across it in the state's
 * KL_KIND_RECORD store (a GC-traced array of values, made with the object
 * and large enough for every suspension), records its resume point and
 * returns; the resume entry restores them. Nothing about a suspended
 * function lives on the C stack or the shadow stack. The runtime passes
 * the resume point to the resume entry, and marks the state running
 * meanwhile. */
typedef KlValue (*KlResumeFn)(KlThread *th, KlValue co, uint32_t point, int mode, KlValue sent);
#define KL_RESUME_NEXT 0
#define KL_RESUME_THROW 1
#define KL_RESUME_RETURN 2
typedef struct KlCoroutine {
  KlObject base;
  KlResumeFn resume; /* a code address, so never >= KL_REF_MIN */
  KlValue point;     /* a number: the resume point, or a state of the runtime's (negative) */
  KlValue saved;     /* KL_KIND_RECORD, or KL_UNDEFINED when nothing is ever saved */
  KlValue extra;     /* runtime-private */
} KlCoroutine;
#define KL_COROUTINE_OFF_RESUME 32
#define KL_COROUTINE_OFF_POINT 40
#define KL_COROUTINE_OFF_SAVED 48
#define KL_COROUTINE_OFF_EXTRA 56
#define KL_COROUTINE_SIZE 64
typedef struct KlRecord {
  uint64_t hdr;
  KlValue slot[];
} KlRecord;

/* A generator's state object, with `fn.prototype` (or the intrinsic
 * %GeneratorPrototype%) as its prototype and room for `nsaved` values. */
KlValue kl_generator_create(KlThread *th, KlValue fn, KlResumeFn resume, uint32_t nsaved);
/* The function object of a generator function. */
KlValue kl_new_generator_function(KlThread *th, const KlFuncInfo *info, KlValue env);
/* Async functions: the function object; a call's state object (holding
 * the promise the call returns); the start, which runs the body to its
 * first `await` and returns that promise; `await v` (KL_UNDEFINED, or
 * KL_EXCEPTION when PromiseResolve threw); a promise rejected with the
 * error the parameters threw. */
KlValue kl_new_async_function(KlThread *th, const KlFuncInfo *info, KlValue env);
KlValue kl_async_create(KlThread *th, KlValue fn, KlResumeFn resume, uint32_t nsaved);
KlValue kl_async_start(KlThread *th, KlValue co);
KlValue kl_await(KlThread *th, KlValue co, KlValue v);
KlValue kl_async_rejected(KlThread *th, KlValue reason);
/* Async generators: the function object and a call's generator object. */
KlValue kl_new_async_generator_function(KlThread *th, const KlFuncInfo *info, KlValue env);
KlValue kl_async_generator_create(KlThread *th, KlValue fn, KlResumeFn resume, uint32_t nsaved);
/* `for await` and an async generator's `yield*`: GetIterator(v, async);
 * the check of an awaited iterator result; AsyncIteratorClose's call of
 * `return` (KL_HOLE when there is none, or, with `throwing`, when it
 * threw). */
KlValue kl_get_async_iterator(KlThread *th, KlValue v, uint32_t site);
KlValue kl_check_iter_result(KlThread *th, KlValue r);
/* An array pattern's step and rest (the compiler's lower/array_pattern.rs):
 * the next value or KL_HOLE when done; the rest as an array. With `next`
 * KL_HOLE, `it` is an array iterated the original way, read at `index`. */
KlValue kl_pattern_step(KlThread *th, KlValue it, KlValue next, uint32_t index);
KlValue kl_pattern_rest(KlThread *th, KlValue it, KlValue next, uint32_t index);
KlValue kl_async_close_start(KlThread *th, KlValue it, bool throwing);
/* One step of `yield*` (see the compiler's lower/coroutine.rs): the inner
 * iterator's result object, or KL_HOLE when `return` finds no method. */
KlValue kl_delegate_step(KlThread *th, KlValue iter, KlValue next, int mode, KlValue v);
/* ToBoolean(result.done), as KL_TRUE or KL_FALSE, or KL_EXCEPTION. */
KlValue kl_iter_done(KlThread *th, KlValue result);

static inline KlRecord *kl_co_store(KlValue co) {
  return (KlRecord *)kl_obj(((const KlCoroutine *)kl_obj(co))->saved);
}
static inline const KlValue *kl_co_saved(KlValue co) { return kl_co_store(co)->slot; }
static inline void kl_co_save(KlThread *th, KlRecord *s, uint32_t i, KlValue v) {
  s->slot[i] = v;
  kl_write_barrier_slot(th, s, &s->slot[i], v);
}
/* A generator's `yield*` hands out the inner result object as it is: the
 * runtime reads this mark (no barrier: KL_TRUE is no reference). */
static inline KlValue kl_co_mark_delegated(KlValue co) {
  ((KlCoroutine *)kl_obj(co))->extra = KL_TRUE;
  return KL_UNDEFINED;
}
static inline void kl_co_suspend(KlValue co, uint32_t point) {
  ((KlCoroutine *)kl_obj(co))->point = kl_from_num((double)point);
}

KlValue kl_new_function(KlThread *th, const KlFuncInfo *info, KlValue env);
KlValue kl_new_env(KlThread *th, KlValue parent, uint32_t n);
KlValue kl_new_object(KlThread *th, uint32_t inline_cap);
KlValue kl_new_object_proto(KlThread *th, KlValue proto, uint32_t inline_cap);
KlValue kl_new_array(KlThread *th, uint32_t n, const KlValue *values);
/* A RegExp literal's evaluation: a new RegExp of (pattern, flags), two string
 * constants the compiler has validated; KL_EXCEPTION if they do not compile. */
KlValue kl_new_regexp(KlThread *th, KlValue pattern, KlValue flags);
/* A tagged template site's template object: made by the site's first
 * evaluation (n cooked strings, then n raw ones) and kept in *cache, a
 * program global. */
KlValue kl_template_object(KlThread *th, KlValue *cache, uint32_t n, const KlValue *strings);
KlValue kl_ordinary_create(KlThread *th, KlValue new_target, uint32_t inline_cap);
KlValue kl_global_object(KlThread *th);

/* Inline caches: one static KlIC per named property site (object/cache.rs).
 * Generated code checks the inline entry itself: the receiver's shape equal
 * to `shape` means an own data property in an inline slot at byte `offset`
 * (get and set sites), or, at a define site, that the key is absent and
 * adding it moves the object to shape `aux` with the value at `offset`.
 * Everything else (out-of-line slots, prototype properties, accessors,
 * missing properties, adds, polymorphic and megamorphic sites) is the miss
 * path's: a get site's further entries first (kl_get_ic_poly, below),
 * then the runtime's, which checks them in full before any lookup. */
typedef struct KlIC {
  const KlShape *shape;
  uint32_t offset;
  uint32_t state; /* runtime-private */
  const void *aux;
  const KlShape *holder; /* method sites: the prototype's shape */
  /* Get and set sites: a second own inline entry, for sites that see two
   * shapes (subclasses sharing a base's fields, two literal shapes). */
  const KlShape *shape2;
  uint64_t offset2;
} KlIC;
#define KL_IC_OFF_SHAPE 0
#define KL_IC_OFF_OFFSET 8
#define KL_IC_OFF_AUX 16
#define KL_IC_OFF_HOLDER 24
#define KL_IC_OFF_SHAPE2 32
#define KL_IC_OFF_OFFSET2 40
#define KL_IC_SIZE 48

/* Whether `v` is an object, and its address `*p` then. Objects have the
 * top tag, so v + 2^48 is the address and carries out exactly for an
 * object: on x86-64 one `add` of a constant in memory, whose carry flag
 * is the test. The portable form (an unsigned comparison and a
 * subtraction) needs 2^48 and 2^48 - 1 in registers, and gcc
 * rematerialises such 64-bit constants inside loops (a `movabs` before
 * each use): 7 instructions for the monomorphic load probe against 6
 * now (a[i] load 25 against 23), and callgrind over whole programs with
 * and without this: richards -10.0%, n-body -11.1%, deltablue -7.4%,
 * churn -3.7%.
 * Callers pass `*p + KL_OBJECT_MIN` rather than `v` to their miss paths,
 * so that `v` need not stay live in a second register. (With objects at
 * tag 0xFFFC the test was a subtraction, a copy, a shift and a branch:
 * 9 instructions for the same probe.) */
static const uint64_t kl_object_bias = 0ull - KL_OBJECT_MIN;
KL_HOT bool kl_object_addr(KlValue v, KlValue *p) {
#if defined(__x86_64__) && defined(__GCC_ASM_FLAG_OUTPUTS__)
  bool carry;
  KlValue a = v;
  __asm__("addq %2, %0" : "+r"(a), "=@ccc"(carry) : "m"(kl_object_bias));
  *p = a;
  return carry;
#else
  *p = v - KL_OBJECT_MIN;
  return v >= KL_OBJECT_MIN;
#endif
}

/* The key of a site: a pointer to its `kl_keys` entry (the atom), read only
 * on the miss path. A hit is a compare and a load; the loaded value is a
 * property's value, never KL_EXCEPTION, which lets the compiler move the
 * caller's exception test onto the miss path. */
KlValue kl_get_ic_miss(KlThread *th, KlValue o, KlValue key, KlIC *ic, uint32_t site);
KlValue kl_get_method_ic_miss(KlThread *th, KlValue o, KlValue key, KlIC *ic, uint32_t site);

/* A get or method site's further entries, past its inline ones: `aux`
 * points at KL_POLY of these once the runtime has filled any (null
 * again when the site goes megamorphic). An entry names a data property
 * in an inline slot (byte `offset`) of the receiver (`depth` 0) or of its
 * prototype `depth` up, the prototypes on the way having the shapes
 * `protos[0..depth)`; an empty one has a null `shape`. Checked here, out
 * of line, before the runtime's miss path: richards' `this.task.run`
 * (four classes) and deltablue's constraint methods (six classes,
 * holders up to three prototypes up) took ~65 instructions a hit in the
 * runtime (cache.rs Poly), ~20 here. */
#define KL_POLY 4
#define KL_POLY_QUICK_DEPTH 3
typedef struct KlPolyQuick {
  const KlShape *shape;
  const KlShape *protos[KL_POLY_QUICK_DEPTH];
  uint32_t offset;
  uint32_t depth;
  /* Nonzero: the slot holds an accessor pair (KL_KIND_ACCESSOR), whose
   * getter the access calls. */
  uint32_t accessor;
  uint32_t pad;
} KlPolyQuick;
#define KL_POLY_QUICK_SIZE 48

/* The entry of `e` that holds for the object at `a`, as the address of
 * the value (with `*accessor` set when that value is an accessor pair),
 * or NULL. */
KL_HOT const KlValue *kl_poly_find(const KlPolyQuick *e, KlValue a, uint32_t *accessor) {
  const KlObject *h = (const KlObject *)(uintptr_t)a;
  const KlShape *s = h->shape;
  KlValue q;
#pragma GCC unroll 4
  for (int i = 0; i < KL_POLY; i++, e++) {
    if (e->shape != s) continue;
    *accessor = e->accessor;
    /* Unrolled: a loop over the depth cost richards 0.7%. */
    uint32_t d = e->depth;
    if (d > 0) {
      if (!kl_object_addr(h->proto, &q) || ((const KlObject *)(uintptr_t)q)->shape != e->protos[0]) return NULL;
      h = (const KlObject *)(uintptr_t)q;
      if (d > 1) {
        if (!kl_object_addr(h->proto, &q) || ((const KlObject *)(uintptr_t)q)->shape != e->protos[1]) return NULL;
        h = (const KlObject *)(uintptr_t)q;
        if (d > 2) {
          if (!kl_object_addr(h->proto, &q) || ((const KlObject *)(uintptr_t)q)->shape != e->protos[2]) return NULL;
          h = (const KlObject *)(uintptr_t)q;
        }
      }
    }
    return (const KlValue *)((const char *)h + e->offset);
  }
  return NULL;
}
/* Out of line, one copy per program. The runtime's miss paths are
 * reached by a jump where the C compiler allows it: JavaScript recursion
 * never runs through this function alone, so the stack checks at
 * function entry still see every level. */
#if defined(__GNUC__) && !defined(__clang__)
#define KL_POLY_ATTRS __attribute__((noinline, unused, optimize("optimize-sibling-calls")))
#else
#define KL_POLY_ATTRS __attribute__((noinline, unused))
#endif
/* Every string receiver as the poly entries see it: an object whose
 * shape is the runtime's string marker and whose prototype is
 * String.prototype (object/cache.rs `StringReceiver`). */
extern const KlObject *kl_string_receiver;
/* The object the poly entries check for `o`: itself, the string stand-in
 * for a string (`s.charCodeAt` finds String.prototype's method here, not
 * in the runtime's lookup), or nothing. */
static inline bool kl_poly_receiver(KlValue o, KlValue *a) {
  if (kl_object_addr(o, a)) return true;
  if (!kl_is_string(o)) return false;
  *a = (KlValue)(uintptr_t)kl_string_receiver;
  return true;
}
KL_HOT KlValue kl_call(KlThread *th, KlValue f, KlValue this_v, uint32_t argc, const KlValue *argv,
                       uint32_t site);
/* The value of a get whose cached property is an accessor: its getter
 * called with the receiver `o` (undefined without a getter). Through the
 * runtime's miss path a getter on a prototype (bench/privates' `get x()
 * { return this.#x; }`) took ~270 instructions a read with its body
 * (lookup, step, generic call: 800 M → 485 M instructions for the whole
 * program with the private-name change); from here a read of `get g() {
 * return this.v; }` is 95 with the getter's entry (bench/probe call). */
static inline KlValue kl_run_getter(KlThread *th, KlValue pair, KlValue o, uint32_t site) {
  KlValue getter = ((const KlValue *)kl_obj(pair))[1];
  if (getter == KL_UNDEFINED) return KL_UNDEFINED;
  return kl_call(th, getter, o, 0, NULL, site);
}
/* Where a method site's inline entry finds the method for a receiver `p`
 * of the entry's shape (`ic->shape`): in its prototype of shape
 * `ic->holder`, or one further past a prototype of shape `ic->shape2`, or
 * in `p` itself when there is no holder; NULL when the prototypes differ. */
static inline const KlValue *kl_method_entry(const KlObject *p, const KlIC *ic) {
  KlValue q;
  const KlObject *h = p;
  if (ic->holder) {
    if (!kl_object_addr(p->proto, &q)) return NULL;
    h = (const KlObject *)(uintptr_t)q;
    if (h->shape != ic->holder) {
      if (!ic->shape2 || h->shape != ic->shape2 || !kl_object_addr(h->proto, &q)) return NULL;
      h = (const KlObject *)(uintptr_t)q;
      if (h->shape != ic->holder) return NULL;
    }
  }
  return (const KlValue *)((const char *)h + ic->offset);
}
static KL_POLY_ATTRS KlValue kl_get_ic_poly(KlThread *th, KlValue o, const void *const *key, KlIC *ic,
                                                   uint32_t site) {
  const KlPolyQuick *e = (const KlPolyQuick *)ic->aux;
  KlValue a;
  if (e && kl_poly_receiver(o, &a)) {
    uint32_t accessor = 0;
    const KlValue *v = kl_poly_find(e, a, &accessor);
    if (v) return KL_LIKELY(!accessor) ? *v : kl_run_getter(th, *v, o, site);
  }
  return kl_get_ic_miss(th, o, kl_from_string(*key), ic, site);
}
static KL_POLY_ATTRS KlValue kl_get_method_ic_poly(KlThread *th, KlValue o, const void *const *key,
                                                          KlIC *ic, uint32_t site) {
  const KlPolyQuick *e = (const KlPolyQuick *)ic->aux;
  KlValue a;
  if (e && kl_poly_receiver(o, &a)) {
    /* A method site's entries are data properties (cache.rs Poly::sync):
     * the flag is not read. */
    uint32_t accessor;
    const KlValue *v = kl_poly_find(e, a, &accessor);
    if (v) return *v;
  }
  /* A string at a site whose inline entry is the string stand-in's (see
   * kl_get_method_ic_str): checked after the poly entries, so that an
   * object's poly hit pays nothing for it (first, it cost bench/richards
   * +1.2%). */
  if (kl_is_string(o) && ic->shape == kl_string_receiver->shape) {
    const KlValue *v = kl_method_entry(kl_string_receiver, ic);
    if (v) return *v;
  }
  return kl_get_method_ic_miss(th, o, kl_from_string(*key), ic, site);
}

KL_HOT KlValue kl_get_ic(KlThread *th, KlValue o, const void *const *key, KlIC *ic, uint32_t site) {
  KlValue a;
  if (KL_LIKELY(kl_object_addr(o, &a))) {
    const KlObject *p = (const KlObject *)(uintptr_t)a;
    if (KL_LIKELY(p->shape == ic->shape)) {
      KlValue v = *(const KlValue *)((const char *)p + ic->offset);
      KL_ASSUME(v != KL_EXCEPTION);
      return v;
    }
    if (p->shape == ic->shape2) {
      KlValue v = *(const KlValue *)((const char *)p + ic->offset2);
      KL_ASSUME(v != KL_EXCEPTION);
      return v;
    }
  }
  return kl_get_ic_poly(th, a + KL_OBJECT_MIN, key, ic, site);
}

/* The callee of `o.m(…)`: most often a method on the receiver's
 * prototype, so a method site's inline entry is the receiver's shape, its
 * prototype's shape (`holder`) and the byte offset of an inline slot of the
 * prototype; or, with `holder` null, an own inline slot (`Math.sqrt`).
 * An inherited method one class up (a subclass instance calling its base
 * class's method) has its holder two prototypes up: `shape2` is then the
 * shape of the prototype in between. Deeper prototypes and accessors take
 * the miss path's entries. */
KL_HOT KlValue kl_get_method_ic(KlThread *th, KlValue o, const void *const *key, KlIC *ic,
                                uint32_t site) {
  KlValue a, q;
  if (KL_LIKELY(kl_object_addr(o, &a))) {
    const KlObject *p = (const KlObject *)(uintptr_t)a;
    if (KL_LIKELY(p->shape == ic->shape)) {
      const KlObject *h = p;
      const KlShape *hs = ic->holder;
      if (hs) {
        if (KL_UNLIKELY(!kl_object_addr(p->proto, &q))) goto miss;
        h = (const KlObject *)(uintptr_t)q;
        if (KL_UNLIKELY(h->shape != hs)) {
          /* Not the prototype itself: one further up, past a prototype of
           * shape `shape2`. (A prototype of the holder's shape has the
           * property at the same place, so the first test is right for
           * both kinds of entry, and the common one pays nothing more.) */
          const KlShape *mid = ic->shape2;
          if (!mid || h->shape != mid) goto miss;
          if (KL_UNLIKELY(!kl_object_addr(h->proto, &q))) goto miss;
          h = (const KlObject *)(uintptr_t)q;
          if (KL_UNLIKELY(h->shape != hs)) goto miss;
        }
      }
      KlValue v = *(const KlValue *)((const char *)h + ic->offset);
      KL_ASSUME(v != KL_EXCEPTION);
      return v;
    }
  }
miss:
  return kl_get_method_ic_poly(th, a + KL_OBJECT_MIN, key, ic, site);
}
/* kl_get_method_ic at a site whose receiver the compiler knows is a
 * string (`src.charAt(i)` with `src` a string parameter): the inline
 * entry's receiver is the string stand-in, whose shape the miss path
 * caches for a string, and the method String.prototype's (or
 * Object.prototype's). Through the poly path each call took ~25
 * instructions more (bench/tokenizer: 6.5% of its instructions). A
 * separate entry, not a string test in kl_get_method_ic, which cost every
 * object's method call an instruction (bench/richards +1.3%). */
KL_HOT KlValue kl_get_method_ic_str(KlThread *th, KlValue o, const void *const *key, KlIC *ic,
                                    uint32_t site) {
  const KlObject *p = kl_string_receiver;
  if (KL_LIKELY(p->shape == ic->shape)) {
    const KlValue *v = kl_method_entry(p, ic);
    if (KL_LIKELY(v != NULL)) {
      KL_ASSUME(*v != KL_EXCEPTION);
      return *v;
    }
  }
  return kl_get_method_ic_poly(th, o, key, ic, site);
}

/* `o.length`: an array's length field, then the cache. */
KL_HOT KlValue kl_get_length_ic(KlThread *th, KlValue o, const void *const *key, KlIC *ic,
                                uint32_t site) {
  KlValue a;
  if (KL_LIKELY(kl_object_addr(o, &a) && kl_kind((const void *)(uintptr_t)a) == KL_KIND_ARRAY)) {
    KlValue v = ((const KlArray *)(uintptr_t)a)->length;
    KL_ASSUME(v != KL_EXCEPTION);
    return v;
  }
  /* A typed array's `length` is a getter on %TypedArray%.prototype: a
   * rooted call through the cache's accessor path at every loop test.
   * kiln assumes no program shadows it (an own `length` on a typed
   * array, or a replaced getter), as it assumes of Array's built-ins. */
  if (kl_is_object(o) && kl_kind(kl_obj(o)) == KL_KIND_TYPED_ARRAY)
    return ((const KlTypedArray *)kl_obj(o))->length;
  /* A string's own `length` (no prototype can change it): through the
   * cache it was the Rust lookup at every `key.length` of a loop over a
   * string (bench/hashmap's hash: ~13% of the program). */
  if (kl_is_string(o)) return kl_from_num((double)((const KlString *)kl_ptr(o))->length);
  return kl_get_ic(th, o, key, ic, site);
}

/* Returns KL_UNDEFINED, or KL_EXCEPTION. */
KlValue kl_set_ic_miss(KlThread *th, KlValue o, KlValue key, KlValue v, KlIC *ic, uint32_t site);
/* A set site's further entries, before the runtime's miss path: an own
 * writable data property in an inline slot (a set site's data entries
 * are always the receiver's own, depth 0), or an accessor whose setter
 * is called with the receiver (`set x(v)` on a prototype: the runtime's
 * lookup, step and generic call before). */
static KL_POLY_ATTRS KlValue kl_set_ic_poly(KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic,
                                            uint32_t site) {
  const KlPolyQuick *e = (const KlPolyQuick *)ic->aux;
  KlValue a;
  /* The entries with a quick form come first (cache.rs Poly::sync). */
  if (e && e->shape && kl_object_addr(o, &a)) {
    uint32_t accessor = 0;
    const KlValue *slot = kl_poly_find(e, a, &accessor);
    if (slot && !accessor) {
      *(KlValue *)slot = v;
      kl_write_barrier(th, (void *)(uintptr_t)a, v);
      return KL_UNDEFINED;
    }
    if (slot) {
      KlValue setter = ((const KlValue *)kl_obj(*slot))[2];
      /* Without a setter the miss path throws. The argument goes in a
       * frame slot: a callee that keeps its arguments (`arguments`, a
       * rest parameter) reads them after its first safepoint. */
      if (setter != KL_UNDEFINED) {
        KlValue *fr = kl_push_frame(th, 1);
        if (KL_UNLIKELY(!fr)) return KL_EXCEPTION;
        fr[0] = v;
        KlValue r = kl_call(th, setter, o, 1, fr, site);
        kl_pop_frame(th, fr);
        return r == KL_EXCEPTION ? r : KL_UNDEFINED;
      }
    }
  }
  return kl_set_ic_miss(th, o, kl_from_string(*key), v, ic, site);
}
KL_HOT KlValue kl_set_ic_with(KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic,
                              uint32_t site, bool barrier) {
  KlValue a;
  if (KL_LIKELY(kl_object_addr(o, &a))) {
    KlObject *p = (KlObject *)(uintptr_t)a;
    if (KL_LIKELY(p->shape == ic->shape)) {
      *(KlValue *)((char *)p + ic->offset) = v;
      if (barrier) kl_write_barrier(th, p, v);
      return KL_UNDEFINED;
    }
    if (p->shape == ic->shape2) {
      *(KlValue *)((char *)p + ic->offset2) = v;
      if (barrier) kl_write_barrier(th, p, v);
      return KL_UNDEFINED;
    }
  }
  return kl_set_ic_poly(th, a + KL_OBJECT_MIN, key, v, ic, site);
}
KL_HOT KlValue kl_set_ic(KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic,
                         uint32_t site) {
  return kl_set_ic_with(th, o, key, v, ic, site, true);
}
/* A store of a value the compiler knows is no reference (a number, a
 * boolean, undefined or null): no write barrier. */
KL_HOT KlValue kl_set_ic_prim(KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic,
                              uint32_t site) {
  return kl_set_ic_with(th, o, key, v, ic, site, false);
}

/* CreateDataPropertyOrThrow(o, key, v) for an object `o` and a constant
 * key (class fields, object literals): a hit adds the key with one shape
 * compare, a store and a shape store. Returns KL_UNDEFINED, or
 * KL_EXCEPTION. `barrier`: false on an object allocated since the last
 * safepoint (a class constructor's `this` right after it is made), whose
 * initialising stores need none (an object allocated outside the nursery
 * is remembered at birth). `name`: an anonymous function value takes the
 * key's name (SetFunctionName of an initialiser; a folded parameter
 * property or field store names nothing). */
KlValue kl_define_ic_miss(KlThread *th, KlValue o, KlValue key, KlValue v, KlIC *ic, bool name);
KL_HOT KlValue kl_define_ic_with(KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic,
                                 bool barrier, bool name) {
  KlObject *p = (KlObject *)kl_obj(o);
  if (KL_LIKELY(p->shape == ic->shape)) {
    *(KlValue *)((char *)p + ic->offset) = v;
    p->shape = (const KlShape *)ic->aux;
    if (barrier) kl_write_barrier(th, p, v);
    return KL_UNDEFINED;
  }
  return kl_define_ic_miss(th, o, kl_from_string(*key), v, ic, name);
}
/* The same for a key computed as a symbol: a private field's declaration
 * (`#x;`, `#n = 0`) or `[Symbol.iterator]`. A hit also compares the key
 * with the one the site cached, in `offset2` (symbols never move): a class
 * evaluated more than once makes new private names, and a site then sees
 * several keys. The runtime's define with its transition lookup cost ~60
 * instructions a field (bench/privates: a quarter of its instructions
 * defined `#x`, `#y` and `#pos`, `#vel`, `#mass`, `#bounces`). */
KlValue kl_define_sym_ic_miss(KlThread *th, KlValue o, KlValue key, KlValue v, KlIC *ic, bool name);
KL_HOT KlValue kl_define_sym_ic(KlThread *th, KlValue o, KlValue key, KlValue v, KlIC *ic, bool barrier,
                                bool name) {
  KlObject *p = (KlObject *)kl_obj(o);
  if (KL_LIKELY(p->shape == ic->shape && ic->offset2 == key)) {
    *(KlValue *)((char *)p + ic->offset) = v;
    p->shape = (const KlShape *)ic->aux;
    if (barrier) kl_write_barrier(th, p, v);
    return KL_UNDEFINED;
  }
  return kl_define_sym_ic_miss(th, o, key, v, ic, name);
}
KL_HOT KlValue kl_define_ic(KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic) {
  return kl_define_ic_with(th, o, key, v, ic, true, true);
}
KL_HOT KlValue kl_define_ic_fresh(KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic) {
  return kl_define_ic_with(th, o, key, v, ic, false, true);
}

/* A typed array's elements (index < length): the store's bytes from the
 * byte offset, naturally aligned (a view's offset is a multiple of its
 * element size). A float element's NaN is made the canonical one: a
 * buffer's bytes can spell a NaN whose payload would read as a tag. */
static inline unsigned char *kl_typed_data(const KlTypedArray *ta) {
  return (unsigned char *)kl_obj(ta->store) + 8 + ta->byte_offset;
}
KL_HOT double kl_typed_load_as(const KlTypedArray *ta, uint32_t i, uint64_t type) {
  const unsigned char *p = kl_typed_data(ta);
  switch (type) {
  case KL_TA_INT8: return (double)((const int8_t *)p)[i];
  case KL_TA_UINT8:
  case KL_TA_UINT8_CLAMPED: return (double)p[i];
  case KL_TA_INT16: { int16_t x; memcpy(&x, p + 2 * (size_t)i, 2); return (double)x; }
  case KL_TA_UINT16: { uint16_t x; memcpy(&x, p + 2 * (size_t)i, 2); return (double)x; }
  case KL_TA_INT32: { int32_t x; memcpy(&x, p + 4 * (size_t)i, 4); return (double)x; }
  case KL_TA_UINT32: { uint32_t x; memcpy(&x, p + 4 * (size_t)i, 4); return (double)x; }
  case KL_TA_FLOAT32: {
    float x;
    memcpy(&x, p + 4 * (size_t)i, 4);
    return x == x ? (double)x : __builtin_nan("");
  }
  default: {
    double x;
    memcpy(&x, p + 8 * (size_t)i, 8);
    return x == x ? x : __builtin_nan("");
  }
  }
}
KL_HOT double kl_typed_load(const KlTypedArray *ta, uint32_t i) { return kl_typed_load_as(ta, i, ta->type); }
/* Stores a number as element i, converted as the element type says
 * (ToInt8 … as ToInt32's low bits; Uint8Clamped through the runtime). */
void kl_typed_store_clamped(KlTypedArray *ta, uint32_t i, double d);
/* ToInt32: always inlined, since a typed array's store calls it for every
 * integer element, and gcc's unit-growth limits left it a call in a large
 * module body (bench/fannkuch: 174 M calls, 6% of its instructions). */
int32_t kl_d_to_i32_slow(double d);
KL_HOT int32_t kl_d_to_i32(double d) {
  if (KL_LIKELY(d >= -2147483648.0 && d <= 2147483647.0)) return (int32_t)d;
  return kl_d_to_i32_slow(d);
}
KL_HOT void kl_typed_store_as(KlTypedArray *ta, uint32_t i, double d, uint64_t type) {
  unsigned char *p = kl_typed_data(ta);
  switch (type) {
  case KL_TA_INT8:
  case KL_TA_UINT8: p[i] = (unsigned char)(uint32_t)kl_d_to_i32(d); break;
  case KL_TA_UINT8_CLAMPED: kl_typed_store_clamped(ta, i, d); break;
  case KL_TA_INT16:
  case KL_TA_UINT16: { uint16_t x = (uint16_t)(uint32_t)kl_d_to_i32(d); memcpy(p + 2 * (size_t)i, &x, 2); break; }
  case KL_TA_INT32:
  case KL_TA_UINT32: { uint32_t x = (uint32_t)kl_d_to_i32(d); memcpy(p + 4 * (size_t)i, &x, 4); break; }
  case KL_TA_FLOAT32: { float x = (float)d; memcpy(p + 4 * (size_t)i, &x, 4); break; }
  default: memcpy(p + 8 * (size_t)i, &d, 8); break;
  }
}
KL_HOT void kl_typed_store(KlTypedArray *ta, uint32_t i, double d) { kl_typed_store_as(ta, i, d, ta->type); }

/* Whether an index is an integer in [0, len), `len` an array's or a
 * view's length (a number): then *i is it. Every inline indexed access
 * below makes this test, on a double `d` or, where the compiler proved
 * the index an integer counter (`is_int`, codegen emit/func/ints.rs), on
 * the int64_t `n`: one unsigned compare, no conversion back and forth
 * (bench/probe index). The accesses take both forms, and each caller
 * passes a constant `is_int`, so gcc keeps one. */
KL_HOT bool kl_index_in(double d, int64_t n, bool is_int, KlValue len, uint32_t *i) {
  if (is_int) {
    *i = (uint32_t)n;
    /* Through int64_t: a length (below 2^32) converts exactly, in one
     * instruction, where a double to uint64_t is a branch and two. */
    return (uint64_t)n < (uint64_t)(int64_t)kl_num(len);
  }
  if (!(d >= 0 && d < kl_num(len))) return false;
  *i = (uint32_t)d;
  return (double)*i == d;
}
/* The index as the runtime's slow paths take it. */
KL_HOT double kl_index_num(double d, int64_t n, bool is_int) { return is_int ? (double)n : d; }

/* o[i] for a number i: dense arrays and typed arrays inline. */
KlValue kl_get_index_slow(KlThread *th, KlValue o, double i, uint32_t site);
KL_HOT KlValue kl_get_index_at(KlThread *th, KlValue o, double d, int64_t n, bool is_int, uint32_t site) {
  KlValue oa;
  uint32_t i;
  if (KL_LIKELY(kl_object_addr(o, &oa))) {
    const KlArray *a = (const KlArray *)(uintptr_t)oa;
    if (KL_LIKELY(kl_kind(a) == KL_KIND_ARRAY)) {
      if (KL_LIKELY(kl_index_in(d, n, is_int, a->length, &i))) {
        KlValue v = ((const KlElements *)kl_obj(a->elements))->data[i];
        if (KL_LIKELY(v != KL_HOLE)) {
          KL_ASSUME(v != KL_EXCEPTION); /* elements hold JavaScript values */
          return v;
        }
      }
    } else if (kl_kind(a) == KL_KIND_TYPED_ARRAY) {
      const KlTypedArray *ta = (const KlTypedArray *)(uintptr_t)oa;
      if (KL_LIKELY(kl_index_in(d, n, is_int, ta->length, &i))) return kl_from_num(kl_typed_load(ta, i));
    }
  }
  return kl_get_index_slow(th, oa + KL_OBJECT_MIN, kl_index_num(d, n, is_int), site);
}
KL_HOT KlValue kl_get_index(KlThread *th, KlValue o, double d, uint32_t site) {
  return kl_get_index_at(th, o, d, 0, false, site);
}
KL_HOT KlValue kl_get_index_i(KlThread *th, KlValue o, int64_t n, uint32_t site) {
  return kl_get_index_at(th, o, 0.0, n, true, site);
}

KlValue kl_set_index_slow(KlThread *th, KlValue o, double i, KlValue v, uint32_t site);
KL_HOT KlValue kl_set_index_at(KlThread *th, KlValue o, double d, int64_t n, bool is_int, KlValue v,
                               uint32_t site) {
  KlValue oa;
  uint32_t i;
  if (KL_LIKELY(kl_object_addr(o, &oa))) {
    KlArray *a = (KlArray *)(uintptr_t)oa;
    if (KL_LIKELY(kl_kind(a) == KL_KIND_ARRAY)) {
      if (KL_LIKELY(kl_index_in(d, n, is_int, a->length, &i))) {
        KlElements *e = (KlElements *)kl_obj(a->elements);
        if (KL_LIKELY(e->data[i] != KL_HOLE)) {
          e->data[i] = v;
          kl_write_barrier_slot(th, e, &e->data[i], v);
          return KL_UNDEFINED;
        }
      }
    } else if (kl_kind(a) == KL_KIND_TYPED_ARRAY && kl_is_number(v)) {
      /* No barrier: the store holds bytes, never references. */
      KlTypedArray *ta = (KlTypedArray *)(uintptr_t)oa;
      if (KL_LIKELY(kl_index_in(d, n, is_int, ta->length, &i))) {
        kl_typed_store(ta, i, kl_num(v));
        return KL_UNDEFINED;
      }
    }
  }
  return kl_set_index_slow(th, oa + KL_OBJECT_MIN, kl_index_num(d, n, is_int), v, site);
}
KL_HOT KlValue kl_set_index(KlThread *th, KlValue o, double d, KlValue v, uint32_t site) {
  return kl_set_index_at(th, o, d, 0, false, v, site);
}
KL_HOT KlValue kl_set_index_i(KlThread *th, KlValue o, int64_t n, KlValue v, uint32_t site) {
  return kl_set_index_at(th, o, 0.0, n, true, v, site);
}

/* A typed array's element type, or KL_TA_NONE for any other value. The
 * compiler reads it once where a variable is assigned its only value,
 * made by `new Int32Array(…)` (or another view constructor, whatever the
 * global holds then), and the variable's element accesses then test that
 * word against the type the constructor's name promises instead of the
 * value's tag, kind and element type: one compare, and the element switch
 * folded (bench/fannkuch 19.78 G → 13.9 G instructions). */
KL_HOT uint32_t kl_typed_type(KlValue v) {
  KlValue a;
  if (kl_object_addr(v, &a) && kl_kind((const void *)(uintptr_t)a) == KL_KIND_TYPED_ARRAY)
    return (uint32_t)((const KlTypedArray *)(uintptr_t)a)->type;
  return KL_TA_NONE;
}
/* o[i] and o[i] = v for such a variable: `type` is its kl_typed_type,
 * `want` the constructor's element type (a constant). */
KL_HOT KlValue kl_get_index_typed_at(KlThread *th, KlValue o, double d, int64_t n, bool is_int, uint32_t type,
                                     uint32_t want, uint32_t site) {
  uint32_t i;
  if (KL_LIKELY(type == want)) {
    const KlTypedArray *ta = (const KlTypedArray *)kl_obj(o);
    if (KL_LIKELY(kl_index_in(d, n, is_int, ta->length, &i))) return kl_from_num(kl_typed_load_as(ta, i, want));
  }
  return kl_get_index_at(th, o, d, n, is_int, site);
}
KL_HOT KlValue kl_get_index_typed(KlThread *th, KlValue o, double d, uint32_t type, uint32_t want, uint32_t site) {
  return kl_get_index_typed_at(th, o, d, 0, false, type, want, site);
}
KL_HOT KlValue kl_get_index_typed_i(KlThread *th, KlValue o, int64_t n, uint32_t type, uint32_t want,
                                    uint32_t site) {
  return kl_get_index_typed_at(th, o, 0.0, n, true, type, want, site);
}
KL_HOT KlValue kl_set_index_typed_at(KlThread *th, KlValue o, double d, int64_t n, bool is_int, KlValue v,
                                     uint32_t type, uint32_t want, uint32_t site) {
  uint32_t i;
  if (KL_LIKELY(type == want && kl_is_number(v))) {
    KlTypedArray *ta = (KlTypedArray *)kl_obj(o);
    if (KL_LIKELY(kl_index_in(d, n, is_int, ta->length, &i))) {
      kl_typed_store_as(ta, i, kl_num(v), want);
      return KL_UNDEFINED;
    }
  }
  return kl_set_index_at(th, o, d, n, is_int, v, site);
}
KL_HOT KlValue kl_set_index_typed(KlThread *th, KlValue o, double d, KlValue v, uint32_t type, uint32_t want,
                                  uint32_t site) {
  return kl_set_index_typed_at(th, o, d, 0, false, v, type, want, site);
}
KL_HOT KlValue kl_set_index_typed_i(KlThread *th, KlValue o, int64_t n, KlValue v, uint32_t type, uint32_t want,
                                    uint32_t site) {
  return kl_set_index_typed_at(th, o, 0.0, n, true, v, type, want, site);
}

/* An integer counter's step `v + c` (|c| <= 256; codegen
 * emit/func/ints.rs): the integer add while |v| < 2^52, where it is
 * exact; past that the double add, so the value is always the one double
 * arithmetic gives (stuck where a double's rounding sticks). */
KL_HOT int64_t kl_i64_step(int64_t v, int64_t c) {
  if (KL_LIKELY((uint64_t)v + (UINT64_C(1) << 52) < (UINT64_C(1) << 53))) return v + c;
  return (int64_t)((double)v + (double)c);
}
/* The same for a counter that only counts up (c > 0) or only down
 * (c < 0) from an int32 or uint32 start: it never passes -2^52 (2^52),
 * so only the other side needs the test. On x86-64 the bound is compared
 * in memory, as kl_object_addr's bias is: gcc otherwise rematerialises
 * the 64-bit constant (a `movabs`) before each step inside a loop with
 * many live values (bench/matrix's inner loop). */
static const int64_t kl_i64_bound[2] = {INT64_C(1) << 52, -(INT64_C(1) << 52)};
KL_HOT bool kl_i64_below_bound(int64_t v) {
#if defined(__x86_64__) && defined(__GCC_ASM_FLAG_OUTPUTS__)
  /* Where gcc knows the answer (a loop bounded by a constant), the plain
   * compare, which it folds away: the asm would hide it (bench/probe
   * index's base loop 11 → 13 instructions). */
  if (__builtin_constant_p(v < kl_i64_bound[0])) return v < kl_i64_bound[0];
  bool less;
  __asm__("cmpq %2, %1" : "=@ccl"(less) : "r"(v), "m"(kl_i64_bound[0]));
  return less;
#else
  return v < kl_i64_bound[0];
#endif
}
KL_HOT bool kl_i64_above_bound(int64_t v) {
#if defined(__x86_64__) && defined(__GCC_ASM_FLAG_OUTPUTS__)
  if (__builtin_constant_p(v > kl_i64_bound[1])) return v > kl_i64_bound[1];
  bool greater;
  __asm__("cmpq %2, %1" : "=@ccg"(greater) : "r"(v), "m"(kl_i64_bound[1]));
  return greater;
#else
  return v > kl_i64_bound[1];
#endif
}
KL_HOT int64_t kl_i64_step_up(int64_t v, int64_t c) {
  if (KL_LIKELY(kl_i64_below_bound(v))) return v + c;
  return (int64_t)((double)v + (double)c);
}
KL_HOT int64_t kl_i64_step_down(int64_t v, int64_t c) {
  if (KL_LIKELY(kl_i64_above_bound(v))) return v + c;
  return (int64_t)((double)v + (double)c);
}
/* ToInt32 of a counter: its low 32 bits (it is an integer). */
KL_HOT int32_t kl_i64_to_i32(int64_t v) { return (int32_t)(uint32_t)(uint64_t)v; }

/* o[key] and o[key] = v for any key value. */
KlValue kl_get_elem(KlThread *th, KlValue o, KlValue key, uint32_t site);
KlValue kl_set_elem(KlThread *th, KlValue o, KlValue key, KlValue v, uint32_t site);
/* A computed get site's cache of named keys (`handlers[e.kind]`): up to
 * KL_KEYIC_N (key, receiver shape) pairs, each an own data property in
 * an inline slot at byte `offset`, and one more pair for a property out
 * of line, slot `ool_index` (a class's static fields sit there, on the
 * constructor: bench/privates' `Vec.#made++` missed twice a
 * construction), which the miss paths test first: tested here, it cost
 * every inline hit an instruction (bench/bst +0.8%). The runtime fills it (round robin)
 * only with keys that are static atoms (KL_HDR_STATIC: never moved, so
 * no root) and that cannot be indices, or symbols (immortal; private
 * names among them, where a pair is also the brand check); a shape fixes its objects' own
 * properties and their places, so a pair stays right for good. Empty
 * pairs have a null shape. A hit is ~17 instructions with the call; the
 * runtime's path through the megamorphic table was ~136 (bench/churn's
 * `handlers[e.kind]`: callgrind −8.0% for the whole program). */
#define KL_KEYIC_N 4
typedef struct KlKeyIC {
  KlValue key[KL_KEYIC_N];
  const KlShape *shape[KL_KEYIC_N];
  uint32_t offset[KL_KEYIC_N];
  uint32_t next;
  uint32_t ool_index;
  KlValue ool_key;
  const KlShape *ool_shape;
} KlKeyIC;
#define KL_KEYIC_SIZE 104
KlValue kl_get_keyed_miss(KlThread *th, KlValue o, KlValue key, KlKeyIC *c, uint32_t site);
static KL_POLY_ATTRS KlValue kl_get_keyed(KlThread *th, KlValue o, KlValue key, KlKeyIC *c, uint32_t site) {
  KlValue a;
  if (kl_object_addr(o, &a)) {
    const KlShape *s = ((const KlObject *)(uintptr_t)a)->shape;
#pragma GCC unroll 4
    for (int i = 0; i < KL_KEYIC_N; i++)
      if (c->key[i] == key && c->shape[i] == s) return *(const KlValue *)((const char *)(uintptr_t)a + c->offset[i]);
  }
  return kl_get_keyed_miss(th, o, key, c, site);
}
/* `o[key]` for a key the compiler knows is a symbol (a private name
 * `o.#x`, whose class environment always holds one): the site's first
 * pair inline, as a named get's inline entry (a shape and a key compare
 * and a load), then the others out of line. Through kl_get_elem_keyed a
 * `this.#x` cost the number test and a call, ~20 instructions. */
/* kl_get_keyed with the key read behind the call: a once site's key (a
 * global) was otherwise loaded ahead of the shape test on every hit. */
static KL_POLY_ATTRS KlValue kl_get_keyed_at(KlThread *th, KlValue o, const KlValue *key, KlKeyIC *c,
                                             uint32_t site) {
  return kl_get_keyed(th, o, *key, c, site);
}
KL_HOT KlValue kl_get_sym_keyed_with(KlThread *th, KlValue o, const KlValue *key, KlKeyIC *c, uint32_t site,
                                     bool once) {
  KlValue a;
  if (KL_LIKELY(kl_object_addr(o, &a))) {
    const KlObject *p = (const KlObject *)(uintptr_t)a;
    if (KL_LIKELY(c->shape[0] == p->shape && (once || c->key[0] == *key))) {
      KlValue v = *(const KlValue *)((const char *)p + c->offset[0]);
      KL_ASSUME(v != KL_EXCEPTION);
      return v;
    }
  }
  /* o again from a (as kl_get_ic): gcc kept o in a register of its own. */
  o = a + KL_OBJECT_MIN;
  return once ? kl_get_keyed_at(th, o, key, c, site) : kl_get_keyed(th, o, *key, c, site);
}
KL_HOT KlValue kl_get_sym_keyed(KlThread *th, KlValue o, KlValue key, KlKeyIC *c, uint32_t site) {
  return kl_get_sym_keyed_with(th, o, &key, c, site, false);
}
/* `o.#x` where #x is the private name of a class the module body
 * evaluates at most once (outside loops and functions): the site sees one
 * key for the whole run, so every pair its cache holds has that key, the
 * shape alone decides a hit, as for `o.y`, and only a miss reads the key
 * (from its global). bench/probe private: a read 12 → 6 instructions, a
 * store 15 → 9 (the name's load from the class environment and the key
 * test gone). */
KL_HOT KlValue kl_get_private_once(KlThread *th, KlValue o, const KlValue *key, KlKeyIC *c, uint32_t site) {
  return kl_get_sym_keyed_with(th, o, key, c, site, true);
}
/* `o[key]` where the key's type is not known at compile time: a number
 * key takes the indexed paths (a dense array's element inline), any other
 * the site's KlKeyIC. */
static inline KlValue kl_get_elem_keyed(KlThread *th, KlValue o, KlValue key, KlKeyIC *c, uint32_t site) {
  if (KL_LIKELY(kl_is_number(key))) return kl_get_index(th, o, kl_num(key), site);
  return kl_get_keyed(th, o, key, c, site);
}
/* `o[key] = v` with the key no number: the site's own KlKeyIC, whose
 * pairs are own writable data properties (for a private name, a field),
 * filled by kl_set_keyed_miss. A hit is the store and its barrier. */
KlValue kl_set_keyed_miss(KlThread *th, KlValue o, KlValue key, KlValue v, KlKeyIC *c, uint32_t site);
static KL_POLY_ATTRS KlValue kl_set_keyed(KlThread *th, KlValue o, KlValue key, KlValue v, KlKeyIC *c,
                                          uint32_t site) {
  KlValue a;
  if (kl_object_addr(o, &a)) {
    KlObject *p = (KlObject *)(uintptr_t)a;
    const KlShape *s = p->shape;
#pragma GCC unroll 4
    for (int i = 0; i < KL_KEYIC_N; i++)
      if (c->key[i] == key && c->shape[i] == s) {
        *(KlValue *)((char *)p + c->offset[i]) = v;
        kl_write_barrier(th, p, v);
        return KL_UNDEFINED;
      }
  }
  return kl_set_keyed_miss(th, o, key, v, c, site);
}
/* `o[key] = v` for a key the compiler knows is a symbol (`o.#x = v`):
 * the site's first pair inline, as kl_get_sym_keyed; `_prim` for a value
 * the compiler knows is no reference (no barrier, as kl_set_ic_prim). */
/* kl_set_keyed with the key read behind the call, as kl_get_keyed_at. */
static KL_POLY_ATTRS KlValue kl_set_keyed_at(KlThread *th, KlValue o, const KlValue *key, KlValue v, KlKeyIC *c,
                                             uint32_t site) {
  return kl_set_keyed(th, o, *key, v, c, site);
}
KL_HOT KlValue kl_set_sym_keyed_with(KlThread *th, KlValue o, const KlValue *key, KlValue v, KlKeyIC *c,
                                     uint32_t site, bool barrier, bool once) {
  KlValue a;
  if (KL_LIKELY(kl_object_addr(o, &a))) {
    KlObject *p = (KlObject *)(uintptr_t)a;
    if (KL_LIKELY(c->shape[0] == p->shape && (once || c->key[0] == *key))) {
      *(KlValue *)((char *)p + c->offset[0]) = v;
      if (barrier) kl_write_barrier(th, p, v);
      return KL_UNDEFINED;
    }
  }
  o = a + KL_OBJECT_MIN;
  return once ? kl_set_keyed_at(th, o, key, v, c, site) : kl_set_keyed(th, o, *key, v, c, site);
}
KL_HOT KlValue kl_set_sym_keyed(KlThread *th, KlValue o, KlValue key, KlValue v, KlKeyIC *c, uint32_t site) {
  return kl_set_sym_keyed_with(th, o, &key, v, c, site, true, false);
}
KL_HOT KlValue kl_set_sym_keyed_prim(KlThread *th, KlValue o, KlValue key, KlValue v, KlKeyIC *c, uint32_t site) {
  return kl_set_sym_keyed_with(th, o, &key, v, c, site, false, false);
}
/* `o.#x = v` for a private name of a class evaluated at most once, as
 * kl_get_private_once. */
KL_HOT KlValue kl_set_private_once(KlThread *th, KlValue o, const KlValue *key, KlValue v, KlKeyIC *c,
                                   uint32_t site) {
  return kl_set_sym_keyed_with(th, o, key, v, c, site, true, true);
}
KL_HOT KlValue kl_set_private_once_prim(KlThread *th, KlValue o, const KlValue *key, KlValue v, KlKeyIC *c,
                                        uint32_t site) {
  return kl_set_sym_keyed_with(th, o, key, v, c, site, false, true);
}
/* `o[key] = v` where the key's type is not known at compile time: a number
 * key takes the indexed paths, any other the site's KlKeyIC. */
static inline KlValue kl_set_elem_keyed(KlThread *th, KlValue o, KlValue key, KlValue v, KlKeyIC *c,
                                        uint32_t site) {
  if (KL_LIKELY(kl_is_number(key))) return kl_set_index(th, o, kl_num(key), v, site);
  return kl_set_keyed(th, o, key, v, c, site);
}
/* `key in o`, `delete o[key]`: KL_TRUE/KL_FALSE or KL_EXCEPTION. */
KlValue kl_has_prop(KlThread *th, KlValue key, KlValue o, uint32_t site);
KlValue kl_delete_prop(KlThread *th, KlValue o, KlValue key, uint32_t site);
/* Object literals and classes: CreateDataProperty (with `name`, the value
 * is an anonymous function definition, which takes the key as its name),
 * and methods/accessors (kind 0 method, 1 getter, 2 setter; 3 a class's
 * `prototype`, 4 a prototype's `constructor`). KL_UNDEFINED or
 * KL_EXCEPTION. */
KlValue kl_define_prop(KlThread *th, KlValue o, KlValue key, KlValue v, bool name);
KlValue kl_define_method(KlThread *th, KlValue o, KlValue key, KlValue f, uint32_t kind, bool enumerable);

/* Calls. */
KlValue kl_call_slow(KlThread *th, KlValue f, KlValue this_v, uint32_t argc, const KlValue *argv, uint32_t site);
KL_HOT KlValue kl_call(KlThread *th, KlValue f, KlValue this_v, uint32_t argc, const KlValue *argv,
                       uint32_t site) {
  if (KL_LIKELY(kl_is_object(f))) {
    const KlFunction *fn = (const KlFunction *)kl_obj(f);
    if (KL_LIKELY(kl_kind(fn) == KL_KIND_FUNCTION && !(fn->info->flags & KL_FN_CLASS)))
      return fn->info->call(th, f, this_v, argc, argv);
  }
  return kl_call_slow(th, f, this_v, argc, argv, site);
}
KlValue kl_construct(KlThread *th, KlValue f, uint32_t argc, const KlValue *argv, uint32_t site);
/* Which built-in function object `fn` is (KL_BUILTIN_*, KL_MATH_*; 0 for
 * none): the id in its flags. */
static inline uint32_t kl_fn_builtin(const KlFunction *fn) {
  return (fn->info->flags >> KL_FN_BUILTIN_SHIFT) & KL_FN_BUILTIN_MASK;
}
/* `o.push(v)` (argv holds v): when `f` is the original Array.prototype.push
 * and `o` a dense array with room in its store, the element is stored here,
 * as the built-in's dense path does (an own accessor, a read-only element
 * or length makes an array sparse; like that path, this one does not look
 * for index accessors inherited from the prototypes); anything else is
 * the call. Through the generic call a push took ~190 instructions (the
 * trampoline, argument copy, make_room). */
KL_HOT KlValue kl_call_push1(KlThread *th, KlValue f, KlValue o, const KlValue *argv, uint32_t site) {
  KlValue a, fa;
  if (KL_LIKELY(kl_object_addr(f, &fa) && kl_object_addr(o, &a))) {
    const KlFunction *fn = (const KlFunction *)(uintptr_t)fa;
    KlArray *arr = (KlArray *)(uintptr_t)a;
    if (KL_LIKELY(kl_kind(fn) == KL_KIND_FUNCTION && kl_fn_builtin(fn) == KL_BUILTIN_ARRAY_PUSH &&
                  kl_kind(arr) == KL_KIND_ARRAY)) {
      KlElements *e = (KlElements *)kl_obj(arr->elements);
      uint32_t n = (uint32_t)kl_num(arr->length);
      uint64_t cap = (e->hdr >> KL_HDR_SIZE_SHIFT) / 8 - 1;
      if (KL_LIKELY(n < cap)) {
        KlValue v = argv[0];
        e->data[n] = v;
        kl_write_barrier_slot(th, e, &e->data[n], v);
        arr->length = kl_from_num((double)(n + 1));
        return arr->length;
      }
    }
  }
  return kl_call(th, f, o, 1, argv, site);
}

/* Math functions on numbers, bit for bit as node computes them (fdlibm
 * ports: C's libm differs in the last bit for some inputs). For calls whose
 * argument is known to be a number; they never throw or allocate. (abs,
 * floor, ceil, trunc and sqrt are exact in C: fabs, floor etc. suffice.) */
double kl_math_sin(double x);
double kl_math_cos(double x);
double kl_math_tan(double x);
double kl_math_asin(double x);
double kl_math_acos(double x);
double kl_math_atan(double x);
double kl_math_atan2(double y, double x);
double kl_math_exp(double x);
double kl_math_expm1(double x);
double kl_math_log(double x);
double kl_math_log1p(double x);
double kl_math_log2(double x);
double kl_math_log10(double x);
double kl_math_sinh(double x);
double kl_math_cosh(double x);
double kl_math_tanh(double x);
double kl_math_asinh(double x);
double kl_math_acosh(double x);
double kl_math_atanh(double x);
double kl_math_cbrt(double x);
double kl_math_round(double x);
double kl_math_sign(double x);
double kl_math_fround(double x);
double kl_math_clz32(double x);

/* `Math.f(x)` (argv holds x) for the KL_MATH_* built-in `id`, a constant
 * at every call: when `f` is that built-in and x a number, the result is
 * computed here (the IEEE operations inline, the others by the kl_math_*
 * function the built-in uses); anything else is the
 * call. Through the call a `Math.sqrt` took ~52 instructions (the
 * trampoline and the argument copy). */
KL_HOT KlValue kl_call_math1(KlThread *th, KlValue f, KlValue this_v, const KlValue *argv, uint32_t site,
                             uint32_t id) {
  KlValue fa, x = argv[0];
  if (KL_LIKELY(kl_object_addr(f, &fa) && kl_is_number(x))) {
    const KlFunction *fn = (const KlFunction *)(uintptr_t)fa;
    if (KL_LIKELY(kl_kind(fn) == KL_KIND_FUNCTION && kl_fn_builtin(fn) == id)) {
      double d = kl_num(x);
      switch (id) {
      case KL_MATH_SQRT: return kl_from_num(__builtin_sqrt(d));
      case KL_MATH_FLOOR: return kl_from_num(__builtin_floor(d));
      case KL_MATH_CEIL: return kl_from_num(__builtin_ceil(d));
      case KL_MATH_ABS: return kl_from_num(__builtin_fabs(d));
      case KL_MATH_TRUNC: return kl_from_num(__builtin_trunc(d));
      case KL_MATH_ROUND: return kl_from_num(kl_math_round(d));
      case KL_MATH_SIN: return kl_from_num(kl_math_sin(d));
      case KL_MATH_COS: return kl_from_num(kl_math_cos(d));
      case KL_MATH_TAN: return kl_from_num(kl_math_tan(d));
      case KL_MATH_EXP: return kl_from_num(kl_math_exp(d));
      case KL_MATH_LOG: return kl_from_num(kl_math_log(d));
      case KL_MATH_ATAN: return kl_from_num(kl_math_atan(d));
      default: return kl_from_num(kl_math_sign(d));
      }
    }
  }
  return kl_call(th, f, this_v, 1, argv, site);
}

/* `Math.max(x, y)` and `Math.min(x, y)` (argv holds x and y; `id` is
 * KL_MATH_MAX or KL_MATH_MIN, a constant at every call): computed here
 * when `f` is that built-in and both are numbers, NaN winning and +0
 * above -0 as in the built-in; anything else is the call. Through the
 * call each took ~45 instructions (the trampoline, the argument slice and
 * the fold: 4% of bench/shapes). */
KL_HOT KlValue kl_call_math2(KlThread *th, KlValue f, KlValue this_v, const KlValue *argv, uint32_t site,
                             uint32_t id) {
  KlValue fa, x = argv[0], y = argv[1];
  if (KL_LIKELY(kl_object_addr(f, &fa) && kl_is_number(x) && kl_is_number(y))) {
    const KlFunction *fn = (const KlFunction *)(uintptr_t)fa;
    if (KL_LIKELY(kl_kind(fn) == KL_KIND_FUNCTION && kl_fn_builtin(fn) == id)) {
      double a = kl_num(x), b = kl_num(y);
      bool max = id == KL_MATH_MAX;
      if (max ? a > b : a < b) return x;
      if (max ? b > a : b < a) return y;
      if (a != a || b != b) return kl_from_num(__builtin_nan(""));
      /* Equal: only a zero's sign can tell them apart. */
      return a == 0 && (__builtin_signbit(a) != 0) == max ? y : x;
    }
  }
  return kl_call(th, f, this_v, 2, argv, site);
}

/* The code unit `s.method(i)` reads inline (argv holds i): when the
 * callee is the built-in `id`, `s` a string and `i` an integer-valued
 * number within it. */
static inline bool kl_builtin_unit(KlValue f, KlValue this_v, KlValue x, uint32_t id, uint32_t *c) {
  KlValue fa;
  if (!(kl_is_string(this_v) && kl_is_number(x) && kl_object_addr(f, &fa))) return false;
  const KlFunction *fn = (const KlFunction *)(uintptr_t)fa;
  if (!(kl_kind(fn) == KL_KIND_FUNCTION && kl_fn_builtin(fn) == id)) return false;
  const KlString *s = (const KlString *)kl_ptr(this_v);
  double d = kl_num(x);
  /* NaN and negatives fail the tests before the conversion. */
  if (!(d >= 0 && d < (double)s->length && (double)(uint32_t)d == d)) return false;
  *c = kl_string_unit(s, (uint32_t)d);
  return true;
}
/* `s.charCodeAt(i)` (argv holds i): when the callee is the built-in, `s`
 * a string and `i` an integer-valued number within it, the code unit is
 * read here; anything else is the call. Through the call (the trampoline,
 * ToString of the receiver, ToIntegerOrInfinity of the index) a
 * `key.charCodeAt(i)` was ~150 instructions (bench/hashmap's hash). */
KL_HOT KlValue kl_call_char_code_at(KlThread *th, KlValue f, KlValue this_v, const KlValue *argv,
                                    uint32_t site) {
  uint32_t c;
  if (KL_LIKELY(kl_builtin_unit(f, this_v, argv[0], KL_BUILTIN_CHAR_CODE_AT, &c))) return kl_from_num((double)c);
  return kl_call(th, f, this_v, 1, argv, site);
}

/* The runtime's string of each Latin-1 code unit (KL_ONE_CHAR_STRIDE
 * bytes apart): `s.charAt(i)`'s result, as the runtime's own is. */
extern const uint8_t kl_one_char_strings[];
#define KL_ONE_CHAR_STRIDE 24
/* `s.charAt(i)` (argv holds i): as kl_call_char_code_at, for a Latin-1
 * code unit; anything else is the call. A tokenizer's `src.charAt(j)`
 * through the call was ~110 instructions (bench/tokenizer: 28% of it). */
KL_HOT KlValue kl_call_char_at(KlThread *th, KlValue f, KlValue this_v, const KlValue *argv,
                               uint32_t site) {
  uint32_t c;
  if (KL_LIKELY(kl_builtin_unit(f, this_v, argv[0], KL_BUILTIN_CHAR_AT, &c)) && c < 256)
    return kl_from_string(kl_one_char_strings + (size_t)c * KL_ONE_CHAR_STRIDE);
  return kl_call(th, f, this_v, 1, argv, site);
}

/* `s.indexOf(c)` or `s.indexOf(c, from)` (argv holds c, and from when argc
 * is 2) for a one-unit string `c` and a number `from`, when the callee is
 * the built-in: the scan without the call (`"{}[]:,".indexOf(ch)` in a
 * tokenizer was ~120 instructions through it; readline's
 * `text.indexOf("\n", next)` per line ~200); anything else is the call. */
KL_HOT KlValue kl_call_index_of(KlThread *th, KlValue f, KlValue this_v, uint32_t argc,
                                const KlValue *argv, uint32_t site) {
  KlValue fa, x = argv[0];
  if (KL_LIKELY(kl_is_string(this_v) && kl_is_string(x) && kl_object_addr(f, &fa) &&
                (argc == 1 || kl_is_number(argv[1])))) {
    const KlFunction *fn = (const KlFunction *)(uintptr_t)fa;
    const KlString *n = (const KlString *)kl_ptr(x);
    if (KL_LIKELY(kl_kind(fn) == KL_KIND_FUNCTION && kl_fn_builtin(fn) == KL_BUILTIN_INDEX_OF && n->length == 1)) {
      const KlString *s = (const KlString *)kl_ptr(this_v);
      const uint8_t *data = kl_string_data(s);
      uint32_t c = kl_string_unit(n, 0), len = s->length, from = 0;
      if (argc == 2) {
        /* ToIntegerOrInfinity, clamped to [0, len]: NaN and negatives are 0. */
        double p = kl_num(argv[1]);
        if (p > 0) from = p >= (double)len ? len : (uint32_t)p;
      }
      if (s->flags & KL_STR_ONE_BYTE) {
        if (c < 256 && from < len) {
          const uint8_t *hit = (const uint8_t *)memchr(data + from, (int)c, len - from);
          if (hit) return kl_from_num((double)(hit - data));
        }
      } else {
        const uint16_t *w = (const uint16_t *)(const void *)data;
        for (uint32_t i = from; i < len; i++)
          if (w[i] == c) return kl_from_num((double)i);
      }
      return kl_from_num(-1.0);
    }
  }
  return kl_call(th, f, this_v, argc, argv, site);
}

/* Whether `f` is a function object of the compiled function described by
 * `info`: the guard of a method call that calls a known function's direct
 * entry (`kl_dN`) instead of going through `kl_call`. */
KL_HOT bool kl_fn_is(KlValue f, const KlFuncInfo *info) {
  KlValue a;
  if (!kl_object_addr(f, &a)) return false;
  const KlFunction *fn = (const KlFunction *)(uintptr_t)a;
  return kl_kind(fn) == KL_KIND_FUNCTION && fn->info == info;
}
/* kl_fn_is through a call site's callee cache (a hidden global, so the
 * collector keeps it current; KL_HOLE, no JavaScript value, until the
 * first match): the function object last found to be `info`'s is one
 * compare; another is tested and remembered. A method
 * call's callee test was 8 instructions (bench/binarytrees: two per
 * `check`). */
KL_HOT bool kl_fn_is_cached(KlValue f, const KlFuncInfo *info, KlValue *cache) {
  if (KL_LIKELY(f == *cache)) return true;
  if (!kl_fn_is(f, info)) return false;
  *cache = f;
  return true;
}
KlValue kl_instanceof(KlThread *th, KlValue v, KlValue target, uint32_t site);
/* `v instanceof target` through a site cache (a KlIC: the constructor's
 * shape, and the byte offset of its own `prototype` slot), filled by the
 * miss path when the test is OrdinaryHasInstance (ops.rs
 * `kl_instanceof_miss`: an unbound function of that shape, and no
 * `Symbol.hasInstance` anywhere but Function.prototype). A hit reads the
 * prototype and walks v's chain here; through the runtime,
 * bench/shapes' `s instanceof Rect` was 22% of its instructions. */
extern bool kl_has_instance_elsewhere;
KlValue kl_instanceof_miss(KlThread *th, KlValue v, KlValue target, KlIC *ic, uint32_t site);
KL_HOT KlValue kl_instanceof_ic(KlThread *th, KlValue v, KlValue target, KlIC *ic, uint32_t site) {
  KlValue ta, pa, va;
  if (KL_LIKELY(kl_object_addr(target, &ta))) {
    const KlFunction *t = (const KlFunction *)(uintptr_t)ta;
    if (KL_LIKELY(t->base.shape == ic->shape && t->bound == KL_UNDEFINED && !kl_has_instance_elsewhere)) {
      KlValue proto = *(const KlValue *)((const char *)t + ic->offset);
      if (KL_LIKELY(kl_object_addr(proto, &pa))) {
        if (!kl_object_addr(v, &va)) return KL_FALSE;
        KlValue p = ((const KlObject *)(uintptr_t)va)->proto;
        while (kl_object_addr(p, &va)) {
          if (p == proto) return KL_TRUE;
          p = ((const KlObject *)(uintptr_t)va)->proto;
        }
        return KL_FALSE;
      }
    }
  }
  return kl_instanceof_miss(th, v, target, ic, site);
}

/* Spread: `parts` with `spread[i]` set are iterated. */
KlValue kl_new_array_spread(KlThread *th, uint32_t n, const KlValue *parts, const uint8_t *spread);
KlValue kl_call_spread(KlThread *th, KlValue f, KlValue this_v, uint32_t n, const KlValue *parts,
                       const uint8_t *spread, uint32_t site);
KlValue kl_construct_spread(KlThread *th, KlValue f, uint32_t n, const KlValue *parts, const uint8_t *spread,
                            uint32_t site);

/* Classes. */
KlValue kl_super_construct(KlThread *th, KlValue ctor, KlValue nt, uint32_t argc, const KlValue *argv,
                           uint32_t site);
KlValue kl_super_construct_spread(KlThread *th, KlValue ctor, KlValue nt, uint32_t n, const KlValue *parts,
                                  const uint8_t *spread, uint32_t site);
KlValue kl_get_super(KlThread *th, KlValue home, KlValue key, KlValue this_v, uint32_t site);
KlValue kl_ctor_result(KlThread *th, KlValue v, KlValue this_v, bool derived, uint32_t site);
KL_COLD KlValue kl_throw_this_uninit(KlThread *th, uint32_t site);
KL_COLD KlValue kl_throw_super_twice(KlThread *th, uint32_t site);
KlValue kl_check_heritage(KlThread *th, KlValue v, uint32_t site, bool proto);
KlValue kl_new_private_name(KlThread *th, KlValue desc);
KlValue kl_new_private_method_name(KlThread *th, KlValue desc, KlValue cls, bool is_static);

/* Destructuring, spread and rest, loops. */
KlValue kl_check_destructure(KlThread *th, KlValue v, KlValue first_key, uint32_t site);
KlValue kl_copy_props(KlThread *th, KlValue target, KlValue src);
KlValue kl_object_rest(KlThread *th, KlValue src, uint32_t n, const KlValue *keys, uint32_t site);
KlValue kl_iter_to_array(KlThread *th, KlValue v, uint32_t site);
KlValue kl_iter_snapshot(KlThread *th, KlValue v, uint32_t site); /* always a fresh array */
/* Spread call arguments: one before others, drained where it stands; the
 * last one when null or undefined (its TypeError). */
KlValue kl_spread_middle(KlThread *th, KlValue v);
KlValue kl_spread_nullish(KlThread *th, KlValue v, uint32_t site);
/* The iteration protocol, step by step (`for…of`, destructuring and spread
 * of any iterable). kl_get_iterator is GetIterator: `v[Symbol.iterator]()`,
 * checked to be an object (the site names `v` in "x is not iterable").
 * kl_iter_next calls `next_method` (read once from the iterator, as the
 * spec does) and returns the step's `value`, or KL_HOLE when the iterator
 * is done: KL_HOLE is never a JavaScript value, so it cannot be confused
 * with one. kl_iter_close is IteratorClose after a normal completion
 * (`break`, `return`): it calls the iterator's `return` if it has one and
 * returns KL_UNDEFINED or KL_EXCEPTION. kl_iter_close_throw is IteratorClose
 * after a throw: `return` runs, what it does is ignored, and `exception` is
 * thrown again (it always returns KL_EXCEPTION). */
KlValue kl_get_iterator(KlThread *th, KlValue v, uint32_t site);
KlValue kl_iter_next(KlThread *th, KlValue iterator, KlValue next_method);
KlValue kl_iter_close(KlThread *th, KlValue iterator);
KlValue kl_iter_close_throw(KlThread *th, KlValue iterator, KlValue exception);
/* `for…of` (object/forof.rs): GetIterator, or the array itself when its
 * iteration is the original one (then the next method is KL_HOLE and the
 * loop indexes it); IteratorClose on leaving early, and after a throw (which
 * it rethrows, returning KL_EXCEPTION). */
KlValue kl_for_of_start(KlThread *th, KlValue v, uint32_t site);
KlValue kl_for_of_next_method(KlThread *th, KlValue iterator, KlValue iterated);
KlValue kl_for_of_close(KlThread *th, KlValue iterator, KlValue next);
KlValue kl_for_of_close_throw(KlThread *th, KlValue iterator, KlValue next, KlValue exception);
KlValue kl_slice_from(KlThread *th, KlValue arr, double start);
KlValue kl_for_in_keys(KlThread *th, KlValue v);
/* ToPropertyKey: a string, a symbol or an index (a number); may call
 * JavaScript (an object's toString or Symbol.toPrimitive). */
KlValue kl_to_property_key(KlThread *th, KlValue v);
/* PrivateMethodOrAccessorAdd: each of the holder's own properties (the
 * class's private methods and accessors) copied onto `o`, also when `o` is
 * not extensible; a TypeError when `o` has them already. Returns undefined
 * or KL_EXCEPTION. */
KlValue kl_private_brand(KlThread *th, KlValue o, KlValue holder);
/* Whether `for…in` over `v` still visits `key` (a string from
 * kl_for_in_keys): false once the property is gone. Never calls JavaScript. */
bool kl_for_in_has(KlThread *th, KlValue v, KlValue key);
/* The first `n` values of an iterable (an array pattern without rest), the
 * iterator closed if not done; an array iterated the original way itself. */
KlValue kl_iter_take(KlThread *th, KlValue v, uint32_t n, uint32_t site);
KlValue kl_new_arguments(KlThread *th, uint32_t argc, const KlValue *argv);
KlValue kl_rest(KlThread *th, uint32_t argc, const KlValue *argv, uint32_t start);
KlValue kl_set_proto(KlThread *th, KlValue o, KlValue p);
KL_COLD KlValue kl_throw_read_only(KlThread *th, KlValue name, uint32_t site);

/* Object literals with constant keys. A template starts with the four
 * words that begin every object its literal makes (header word, shape,
 * Object.prototype, no out-of-line slots), which the runtime writes before
 * the program starts (the header word and the slots word too, so the
 * template is the object's head, ready to copy). None of them changes
 * afterwards: the shape is immortal and Object.prototype is pinned (it
 * never moves, heap::alloc_pinned), so a function may read the two halves
 * once on entry (kl_tpl_head) and keep them in registers across its
 * safepoints; kiln does so in functions with a loop. The runtime
 * registers `proto` as a GC root when it fills the template. */
typedef struct KlObjTemplate {
  uint64_t hdr;         /* KL_OBJECT_HDR(n) */
  const KlShape *shape; /* the shape after the literal's keys, in order */
  KlValue proto;        /* Object.prototype (pinned, and a GC root) */
  KlValue slots;        /* KL_UNDEFINED */
  uint32_t n;
  uint32_t pad;
  const void *const *keys; /* n key strings (KL_KEY_STRING) */
} KlObjTemplate;
#define KL_OBJTEMPLATE_SIZE 48
#define KL_OBJTEMPLATE_OFF_SHAPE 8
#define KL_OBJTEMPLATE_OFF_PROTO 16
/* The header word of an ordinary object with n inline slots: its kind, one
 * raw word (the shape pointer) and its size. */
#define KL_OBJECT_HDR(n)                                                     \
  (((uint64_t)(KL_OBJECT_SIZE + 8 * (uint64_t)(n)) << KL_HDR_SIZE_SHIFT) |  \
   ((uint64_t)1 << KL_HDR_RAW_WORDS_SHIFT) | ((uint64_t)KL_KIND_OBJECT << KL_HDR_KIND_SHIFT))
/* The object of a literal with its header written and its n slots not
 * yet, allocated outside the eden (a GC schedule lowers alloc_limit).
 * Never collects. */
KlObject *kl_object_lit_slow(KlThread *th, KlObjTemplate *t);
/* Half `i` (0 or 1) of a template's head: 16 bytes (a GNU C vector, which
 * gcc and clang keep in one SSE/NEON register). */
typedef uint64_t KlPair __attribute__((vector_size(16)));
static inline KlPair kl_tpl_head(const KlObjTemplate *t, int i) {
  KlPair r;
  memcpy(&r, (const char *)t + 16 * i, 16);
  return r;
}
/* A fresh object's value: its address with the object tag. On x86-64 the
 * tag is or'ed in from memory (kl_object_tag_word): as an immediate it
 * needs a 10-byte `movabs` into a register first, which gcc rematerialised
 * inside loops (one instruction more per allocation in bench/probe alloc).
 */
static const uint64_t kl_object_tag_word = (uint64_t)KL_TAG_OBJECT << KL_TAG_SHIFT;
static inline KlValue kl_tag_fresh_object(const void *o) {
  KlValue v = (KlValue)(uintptr_t)o;
#if defined(__x86_64__)
  __asm__("orq %1, %0" : "+r"(v) : "m"(kl_object_tag_word));
#else
  v |= kl_object_tag_word;
#endif
  return v;
}
/* An object literal: one room test, the template's head (`h0`, `h1`: the
 * two halves of kl_tpl_head, read at the site or once per function) as two
 * 16-byte stores, and the values stored one by one. Never collects. `n` is
 * the template's, a constant at every call, and `values` a compound
 * literal whose address goes nowhere else, so its copy becomes n stores.
 * Each store is followed by an empty asm that "changes" `o`: without it
 * gcc's SLP vectoriser paired the values into one 16-byte store, and for
 * `{x: i, y: i}` that took a copy and a shuffle first (3 instructions for
 * 2); and the values are stored in each branch, not after the join, where
 * they must survive the slow path's call and so went through a
 * callee-saved register (one `movq` more). Both loops are unrolled
 * whole: gcc kept a loop with an asm in it from 4 values on, and then
 * built the compound literal on the stack (so did a memcpy of it in the
 * slow branch), bench/churn +2.2% instructions. bench/probe alloc, `{x: i,
 * y: i}`: 24 instructions with a filled-template test and the prototype
 * read through a root slot; 15 with a template filled on first use; 14
 * with templates filled at start; 10 with the four-word object head, the
 * head read once per function, the tag from memory and these stores: the
 * room test and bump (load the top, add, compare with the limit, branch,
 * store the top) 5, the head 2, the values 2, the tag 1. */
static inline KlValue kl_object_lit(KlThread *th, KlObjTemplate *t, KlPair h0, KlPair h1, uint32_t n,
                                    const KlValue *values) {
  uint8_t *o = th->alloc_top;
  uintptr_t end = (uintptr_t)o + KL_OBJECT_SIZE + 8 * (uintptr_t)n;
  if (KL_LIKELY(end <= (uintptr_t)th->alloc_limit)) {
    th->alloc_top = (uint8_t *)end;
    memcpy(o, &h0, 16);
    memcpy(o + 16, &h1, 16);
#pragma GCC unroll 64
    for (uint32_t i = 0; i < n; i++) {
      memcpy(o + KL_OBJECT_SIZE + 8 * (size_t)i, &values[i], 8);
      __asm__("" : "+r"(o));
    }
  } else {
    o = (uint8_t *)kl_object_lit_slow(th, t);
#pragma GCC unroll 64
    for (uint32_t i = 0; i < n; i++) memcpy(o + KL_OBJECT_SIZE + 8 * (size_t)i, &values[i], 8);
  }
  return kl_tag_fresh_object(o);
}

/* A literal made of constants only (a data table: numbers, strings,
 * booleans, null, holes, nested arrays and objects with constant keys),
 * built by one call from static data instead of one store per element in
 * the function's C: gcc's time on a function grows faster than its size
 * (a 10 000-row table of records did not build in 200 s as stores, nor a
 * 100 000-word list). The data is a string literal, which gcc reads at
 * about 30 ns a byte where an initializer list costs 2 us an element
 * (1 000 000 numbers: 0.9 s as bytes, 2.1 s as a double[], 7.2 s as an
 * array of tagged unions). See bench/compile and docs/performance.md.
 *
 * `code` is the literal's nodes in post-order, each an op byte and its
 * operand; an array or object takes the last values made before it.
 * Integers are LEB128, little-endian:
 *   'n' a number: 8 bytes, the double's bits
 *   'i' an integer-valued number other than -0, |x| < 2^53: zigzag
 *   'v' one byte: 0 undefined, 1 null, 2 false, 3 true, 4 a hole
 *   's' a string: the index of its static KlString in `refs`
 *   'a' an array: the number of values it takes
 *   'o' an object: the index of its KlObjTemplate in `refs` (whose key
 *       count is the number of values it takes)
 * Never collects and never throws. */
KlValue kl_const_lit(KlThread *th, const char *code, size_t len, const void *const *refs);
/* A switch over constant cases (at least 16 tests, each an int32-valued
 * number or a string) jumps through a C `switch`: the chain of tests made
 * gcc's time grow with the square of the cases (5 000: 54 s). This finds
 * a string among the string cases, `strs` sorted by UTF-16 code units:
 * the position of its case in the switch (`pos`), or -1. */
int32_t kl_case_string(KlValue d, const void *const *strs, const int32_t *pos, uint32_t n);

/* Out-of-line twins of the inline fast paths, for a function with so many
 * sites that inlining each one makes gcc's time grow faster than the code
 * (2 000 top-level `o.kN = N;` statements: 22 s at -O2 with the paths
 * inline, 2 s with calls to these). kiln calls them from such functions
 * only (emit/mod.rs `outline_if_huge`); an unused one costs nothing. */
#define KL_OOL(name, params, args) \
  static __attribute__((noinline, unused)) KlValue name##_ool params { return name args; }
KL_OOL(kl_get_ic, (KlThread *th, KlValue o, const void *const *key, KlIC *ic, uint32_t site),
       (th, o, key, ic, site))
KL_OOL(kl_get_method_ic, (KlThread *th, KlValue o, const void *const *key, KlIC *ic, uint32_t site),
       (th, o, key, ic, site))
KL_OOL(kl_get_method_ic_str, (KlThread *th, KlValue o, const void *const *key, KlIC *ic, uint32_t site),
       (th, o, key, ic, site))
KL_OOL(kl_get_length_ic, (KlThread *th, KlValue o, const void *const *key, KlIC *ic, uint32_t site),
       (th, o, key, ic, site))
KL_OOL(kl_set_ic,
       (KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic, uint32_t site),
       (th, o, key, v, ic, site))
KL_OOL(kl_set_ic_prim,
       (KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic, uint32_t site),
       (th, o, key, v, ic, site))
KL_OOL(kl_define_ic_with,
       (KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic, bool barrier,
        bool name),
       (th, o, key, v, ic, barrier, name))
KL_OOL(kl_define_ic, (KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic),
       (th, o, key, v, ic))
KL_OOL(kl_define_ic_fresh, (KlThread *th, KlValue o, const void *const *key, KlValue v, KlIC *ic),
       (th, o, key, v, ic))
KL_OOL(kl_get_index, (KlThread *th, KlValue o, double d, uint32_t site), (th, o, d, site))
KL_OOL(kl_set_index, (KlThread *th, KlValue o, double d, KlValue v, uint32_t site),
       (th, o, d, v, site))
KL_OOL(kl_get_index_i, (KlThread *th, KlValue o, int64_t n, uint32_t site), (th, o, n, site))
KL_OOL(kl_set_index_i, (KlThread *th, KlValue o, int64_t n, KlValue v, uint32_t site),
       (th, o, n, v, site))
KL_OOL(kl_call,
       (KlThread *th, KlValue f, KlValue this_v, uint32_t argc, const KlValue *argv, uint32_t site),
       (th, f, this_v, argc, argv, site))
KL_OOL(kl_object_lit,
       (KlThread *th, KlObjTemplate *t, KlPair h0, KlPair h1, uint32_t n, const KlValue *values),
       (th, t, h0, h1, n, values))
#undef KL_OOL

/* `this` of a base class constructor (OrdinaryCreateFromConstructor):
 * one static KlCtorIC per class constructor, keyed by new.target. It starts
 * with the first four words of the object the runtime would make (header
 * word, shape, prototype, no out-of-line slots), so a hit is the room test
 * and a copy, as for an object literal (kl_ordinary_create's per-thread
 * cache took 66 instructions). `nt` is 0 (a number, never a new.target)
 * until the runtime fills the cache, which it does only when the instance
 * has exactly `inline_cap` inline slots (the compiler's field count for
 * this constructor: a base class constructed as itself); on the first fill
 * it registers `nt` and `proto` as GC roots, so they stay valid across
 * collections. Under a GC schedule (alloc_limit lowered) the runtime
 * allocates. */
typedef struct KlCtorIC {
  uint64_t hdr;
  const KlShape *shape;
  KlValue proto;
  KlValue slots; /* KL_UNDEFINED once filled */
  KlValue nt;
} KlCtorIC;
#define KL_CTORIC_SIZE 40
KlValue kl_ordinary_create_miss(KlThread *th, KlValue nt, uint32_t inline_cap, KlCtorIC *c);
/* `this` of a base class constructor together with the field definitions
 * that open it (`x: number;` declared and `this.x = x` first in the body,
 * parameter properties, or `x = 0`): the cache holds the shape after the
 * first `n` fields, so a hit writes the object whole and no define cache
 * runs. kl_ordinary_create_fields is the hit: KL_HOLE on a miss, else the
 * object with inline slots n.. set and 0..n-1 for the caller to store
 * (before its next safepoint). On a miss an out-of-line helper of the
 * program makes `this` with kl_ordinary_create, defines the fields through
 * their define caches (as without the fusion) and calls
 * kl_ctor_fields_fill, which fills the cache when the object is
 * cacheable. Defining a field on a fresh object runs no code and always
 * takes the same transitions, so the shape after them is a function of
 * the cache's key. `new Point(i, i)` with two declared fields: 73
 * instructions before, 37 with this (two define caches fewer, and the
 * constructor became small enough for gcc to inline at the `new`;
 * bench/probe alloc); binary-trees −19%. A base class only ever
 * constructed through `super()` misses every time, as it did before (its
 * instances have more slots). */
void kl_ctor_fields_fill(KlThread *th, KlValue nt, uint32_t inline_cap, KlCtorIC *c, uint32_t n, KlValue o);
KL_HOT KlValue kl_ordinary_create_fields(KlThread *th, KlValue nt, uint32_t inline_cap, KlCtorIC *c, uint32_t n) {
  size_t size = KL_OBJECT_SIZE + 8 * (size_t)inline_cap;
  uint8_t *p = th->alloc_top;
  /* The end compared with the limit (one `lea`), not the room left (a
   * subtraction): the eden lies far below the top of the address space. */
  if (KL_LIKELY(nt == c->nt && (uintptr_t)p + size <= (uintptr_t)th->alloc_limit)) {
    th->alloc_top = p + size;
    KlObject *o = (KlObject *)p;
    memcpy(o, c, KL_OBJECT_SIZE);
    for (uint32_t i = n; i < inline_cap; i++) ((KlValue *)(o + 1))[i] = KL_UNDEFINED;
    return kl_from_object(o);
  }
  return KL_HOLE;
}
/* `this` with no fields fused: the same hit, and on a miss the runtime
 * makes the object and fills the cache with its shape. */
KL_HOT KlValue kl_ordinary_create_ic(KlThread *th, KlValue nt, uint32_t inline_cap, KlCtorIC *c) {
  KlValue r = kl_ordinary_create_fields(th, nt, inline_cap, c, 0);
  return KL_LIKELY(r != KL_HOLE) ? r : kl_ordinary_create_miss(th, nt, inline_cap, c);
}
/* The inline slots of an object made by kl_ordinary_create_fields. */
static inline KlValue *kl_fields_of(KlValue o) { return (KlValue *)((KlObject *)kl_obj(o) + 1); }

/* Environments. */
static inline KlValue kl_env_ancestor(KlValue e, uint32_t hops) {
  while (hops--) e = ((const KlEnv *)kl_obj(e))->parent;
  return e;
}
KL_HOT KlValue kl_env_load(KlValue e, uint32_t hops, uint32_t slot) {
  return ((const KlEnv *)kl_obj(kl_env_ancestor(e, hops)))->slot[slot];
}
KL_HOT void kl_env_store(KlThread *th, KlValue e, uint32_t hops, uint32_t slot, KlValue v) {
  KlEnv *env = (KlEnv *)kl_obj(kl_env_ancestor(e, hops));
  env->slot[slot] = v;
  kl_write_barrier(th, env, v);
}

/* ------------------------------------------------------------------------ */
/* Conversions and operators.                                               */
/* ------------------------------------------------------------------------ */
static inline uint32_t kl_d_to_u32(double d) { return (uint32_t)kl_d_to_i32(d); }

double kl_mod_slow(double a, double b);
/* ECMAScript `%` on numbers (fmod semantics, sign of the dividend). */
static inline double kl_mod(double a, double b) {
  /* Integer operands take the integer path; a < 1 (which includes -0, whose
   * result must stay -0) goes to fmod. */
  if (KL_LIKELY(a >= 1 && a <= 4294967295.0 && b >= 1 && b <= 4294967295.0)) {
    /* Up to 2^32 - 1: `(x >>> 0) % n` of hash and random-number code
     * stays on this path (bench/churn's xorshift). */
    uint32_t ia = (uint32_t)a, ib = (uint32_t)b;
    if ((double)ia == a && (double)ib == b) return (double)(ia % ib);
  }
  /* Integers below 2^63 (hashes, LCG random numbers, whose products pass
   * 2^53) in 64 bits, exactly: fmod costs ~250 instructions (bench/churn
   * spent 13% of its time there). */
  if (a >= 1 && a < 9223372036854775808.0 && b >= 1 && b < 9223372036854775808.0) {
    int64_t la = (int64_t)a, lb = (int64_t)b;
    if ((double)la == a && (double)lb == b) return (double)(la % lb);
  }
  return kl_mod_slow(a, b);
}
double kl_pow(double a, double b);


bool kl_truthy_slow(KlValue v);
KL_HOT bool kl_truthy(KlValue v) {
  if (v == KL_TRUE) return true;
  if (v == KL_FALSE) return false;
  return kl_truthy_slow(v);
}
static inline bool kl_num_truthy(double d) { return d != 0 && d == d; }

/* ToNumber; KL_EXCEPTION-free for primitives (objects: a later issue). */
double kl_to_number(KlThread *th, KlValue v);
/* ToNumber with the number case inline. Compiled code tests
 * `th->exc_pending` after a conversion; on the number path nothing can
 * have thrown, and no exception is pending while compiled code runs
 * normally (a throw goes straight to its handler, which takes it), so
 * the assumption lets the C compiler drop that test there: 3
 * instructions a conversion (n-body's `this.x - other.x`). */
KL_HOT double kl_val_to_num(KlThread *th, KlValue v) {
  if (KL_LIKELY(kl_is_number(v))) {
    KL_ASSUME(!th->exc_pending);
    return kl_num(v);
  }
  return kl_to_number(th, v);
}
/* ToNumeric-based helpers for boxed operands; return a boxed result or
 * KL_EXCEPTION. */
KlValue kl_add_slow(KlThread *th, KlValue a, KlValue b);
KL_HOT KlValue kl_add(KlThread *th, KlValue a, KlValue b) {
  if (KL_LIKELY(kl_is_number(a) && kl_is_number(b))) return kl_from_num(kl_num(a) + kl_num(b));
  return kl_add_slow(th, a, b);
}
/* The numeric operators in a program that has BigInts, on operands that
 * may be BigInts (or objects that convert to them): two numbers inline,
 * anything else through ToNumeric in the runtime. A program without
 * BigInts never emits these (its operands convert with ToNumber). */
#define KL_OP_SUB 0
#define KL_OP_MUL 1
#define KL_OP_DIV 2
#define KL_OP_MOD 3
#define KL_OP_EXP 4
#define KL_OP_AND 5
#define KL_OP_OR 6
#define KL_OP_XOR 7
#define KL_OP_SHL 8
#define KL_OP_SAR 9
#define KL_OP_SHR 10
#define KL_OP_ADD 11 /* the runtime's own (kl_add has its own entry) */
#define KL_OP_NEG 16
#define KL_OP_NOT 17
#define KL_OP_INC 18
#define KL_OP_DEC 19
#define KL_OP_NUMERIC 20
static inline double kl_arith_num(uint32_t op, double x, double y) {
  switch (op) {
  case KL_OP_SUB: return x - y;
  case KL_OP_MUL: return x * y;
  case KL_OP_DIV: return x / y;
  case KL_OP_MOD: return kl_mod(x, y);
  case KL_OP_EXP: return kl_pow(x, y);
  case KL_OP_AND: return (double)(kl_d_to_i32(x) & kl_d_to_i32(y));
  case KL_OP_OR: return (double)(kl_d_to_i32(x) | kl_d_to_i32(y));
  case KL_OP_XOR: return (double)(kl_d_to_i32(x) ^ kl_d_to_i32(y));
  case KL_OP_SHL: return (double)(int32_t)((uint32_t)kl_d_to_i32(x) << (kl_d_to_u32(y) & 31));
  case KL_OP_SAR: return (double)(kl_d_to_i32(x) >> (kl_d_to_u32(y) & 31));
  default: return (double)(kl_d_to_u32(x) >> (kl_d_to_u32(y) & 31));
  }
}
KlValue kl_arith_slow(KlThread *th, uint32_t op, KlValue a, KlValue b);
KL_HOT KlValue kl_arith(KlThread *th, uint32_t op, KlValue a, KlValue b) {
  if (KL_LIKELY(kl_is_number(a) && kl_is_number(b))) return kl_from_num(kl_arith_num(op, kl_num(a), kl_num(b)));
  return kl_arith_slow(th, op, a, b);
}
KlValue kl_unary_slow(KlThread *th, uint32_t op, KlValue v);
KL_HOT KlValue kl_unary(KlThread *th, uint32_t op, KlValue v) {
  if (KL_LIKELY(kl_is_number(v))) {
    double x = kl_num(v);
    switch (op) {
    case KL_OP_NEG: return kl_from_num(-x);
    case KL_OP_NOT: return kl_from_num((double)(~kl_d_to_i32(x)));
    case KL_OP_INC: return kl_from_num(x + 1);
    case KL_OP_DEC: return kl_from_num(x - 1);
    default: return v;
    }
  }
  return kl_unary_slow(th, op, v);
}
/* ToNumber of an operand whose other operand is no BigInt: a BigInt (or an
 * object that converts to one) is the TypeError of mixing them. */
double kl_to_number_mix(KlThread *th, KlValue v);
KL_HOT double kl_val_to_num_mix(KlThread *th, KlValue v) {
  if (KL_LIKELY(kl_is_number(v))) {
    KL_ASSUME(!th->exc_pending);
    return kl_num(v);
  }
  return kl_to_number_mix(th, v);
}
/* `Number(v)`: ToNumeric, and a BigInt's value as a number. */
KlValue kl_number_call(KlThread *th, KlValue v);
/* A BigInt literal from its decimal digits (a string constant). */
KlValue kl_bigint_literal(KlThread *th, KlValue digits);
KlValue kl_to_string(KlThread *th, KlValue v);
KlValue kl_string_call(KlThread *th, KlValue v); /* String(v): a symbol gives Symbol(d) */
KlValue kl_num_to_string(KlThread *th, double d);
KlValue kl_concat(KlThread *th, KlValue a, KlValue b);
KlValue kl_concat_n(KlThread *th, uint32_t n, const KlValue *parts);
KlValue kl_typeof(KlThread *th, KlValue v);
bool kl_strict_eq_slow(KlValue a, KlValue b);
KL_HOT bool kl_strict_eq(KlValue a, KlValue b) {
  if (kl_is_number(a) && kl_is_number(b)) return kl_num(a) == kl_num(b);
  if (a == b) return true;
  if (kl_is_string(a) && kl_is_string(b)) {
    /* Lengths first, and one-unit strings (`ch === " "`) inline. */
    const KlString *x = (const KlString *)kl_ptr(a), *y = (const KlString *)kl_ptr(b);
    if (x->length != y->length) return false;
    if (x->length == 1) return kl_string_unit(x, 0) == kl_string_unit(y, 0);
    return kl_strict_eq_slow(a, b);
  }
  if (kl_is_bigint(a) && kl_is_bigint(b)) return kl_strict_eq_slow(a, b);
  return false;
}
/* Loose equality: KL_TRUE, KL_FALSE or KL_EXCEPTION. */
KlValue kl_loose_eq(KlThread *th, KlValue a, KlValue b);
/* Relational comparison a < b (ECMAScript IsLessThan with LeftFirst):
 * KL_TRUE, KL_FALSE, KL_UNDEFINED (a NaN was involved) or KL_EXCEPTION. */
KlValue kl_less_than_slow(KlThread *th, KlValue a, KlValue b, bool left_first);
KL_HOT KlValue kl_less_than(KlThread *th, KlValue a, KlValue b, bool left_first) {
  /* Two numbers without a call (158 instructions through the runtime). */
  if (KL_LIKELY(kl_is_number(a) && kl_is_number(b))) {
    double x = kl_num(a), y = kl_num(b);
    return x < y ? KL_TRUE : (x >= y ? KL_FALSE : KL_UNDEFINED);
  }
  return kl_less_than_slow(th, a, b, left_first);
}

/* Out-of-line twins of the operators' and calls' fast paths, for code that
 * runs once (a long module body's chunks without a loop, `KL_RUN_ONCE`),
 * where each inlined path is only more C for gcc: a 1 000-statement script
 * took 3.7 s of gcc with them inline, 1.5 s with these and -O0 (emit/mod.rs
 * `OUTLINED_ONCE`). */
#define KL_OOL_T(type, name, params, args) \
  static __attribute__((noinline, unused)) type name##_ool params { return name args; }
KL_OOL_T(KlValue, kl_add, (KlThread *th, KlValue a, KlValue b), (th, a, b))
KL_OOL_T(KlValue, kl_instanceof_ic, (KlThread *th, KlValue v, KlValue target, KlIC *ic, uint32_t site),
         (th, v, target, ic, site))
KL_OOL_T(KlValue, kl_arith, (KlThread *th, uint32_t op, KlValue a, KlValue b), (th, op, a, b))
KL_OOL_T(KlValue, kl_unary, (KlThread *th, uint32_t op, KlValue v), (th, op, v))
KL_OOL_T(double, kl_val_to_num, (KlThread *th, KlValue v), (th, v))
KL_OOL_T(double, kl_val_to_num_mix, (KlThread *th, KlValue v), (th, v))
KL_OOL_T(bool, kl_truthy, (KlValue v), (v))
KL_OOL_T(bool, kl_strict_eq, (KlValue a, KlValue b), (a, b))
KL_OOL_T(KlValue, kl_less_than, (KlThread *th, KlValue a, KlValue b, bool left_first),
         (th, a, b, left_first))
KL_OOL_T(KlValue, kl_call_push1, (KlThread *th, KlValue f, KlValue o, const KlValue *argv, uint32_t site),
         (th, f, o, argv, site))
KL_OOL_T(KlValue, kl_call_math1,
         (KlThread *th, KlValue f, KlValue this_v, const KlValue *argv, uint32_t site, uint32_t id),
         (th, f, this_v, argv, site, id))
KL_OOL_T(KlValue, kl_call_math2,
         (KlThread *th, KlValue f, KlValue this_v, const KlValue *argv, uint32_t site, uint32_t id),
         (th, f, this_v, argv, site, id))
KL_OOL_T(KlValue, kl_call_char_code_at,
         (KlThread *th, KlValue f, KlValue this_v, const KlValue *argv, uint32_t site),
         (th, f, this_v, argv, site))
KL_OOL_T(KlValue, kl_call_char_at,
         (KlThread *th, KlValue f, KlValue this_v, const KlValue *argv, uint32_t site),
         (th, f, this_v, argv, site))
KL_OOL_T(KlValue, kl_call_index_of,
         (KlThread *th, KlValue f, KlValue this_v, uint32_t argc, const KlValue *argv, uint32_t site),
         (th, f, this_v, argc, argv, site))
KL_OOL_T(bool, kl_fn_is, (KlValue f, const KlFuncInfo *info), (f, info))
KL_OOL_T(bool, kl_fn_is_cached, (KlValue f, const KlFuncInfo *info, KlValue *cache), (f, info, cache))
KL_OOL_T(KlValue, kl_env_load, (KlValue e, uint32_t hops, uint32_t slot), (e, hops, slot))
KL_OOL_T(KlValue, kl_ordinary_create_ic, (KlThread *th, KlValue nt, uint32_t inline_cap, KlCtorIC *c),
         (th, nt, inline_cap, c))
KL_OOL_T(KlValue, kl_ordinary_create_fields,
         (KlThread *th, KlValue nt, uint32_t inline_cap, KlCtorIC *c, uint32_t n),
         (th, nt, inline_cap, c, n))
#undef KL_OOL_T
bool kl_string_eq(KlValue a, KlValue b);
/* Compares two strings by UTF-16 code units: <0, 0, >0. */
int kl_string_cmp(KlValue a, KlValue b);

/* s[i] on a string: the one-unit string, or undefined. */
KlValue kl_string_at(KlThread *th, KlValue s, double i);
/* s[k] for a key that is not a number. */
KlValue kl_get_string_key(KlThread *th, KlValue s, KlValue key);
static inline uint32_t kl_string_length(KlValue s) { return ((const KlString *)kl_ptr(s))->length; }
/* v.length / v[k] on a primitive that is not a string (throws TypeError on
 * null and undefined, undefined otherwise). */
KlValue kl_get_primitive_prop(KlThread *th, KlValue v, KlValue key, uint32_t site);

/* console */
KlValue kl_console_log(KlThread *th, uint32_t argc, const KlValue *argv);
KlValue kl_console_error(KlThread *th, uint32_t argc, const KlValue *argv);

/* ------------------------------------------------------------------------ */
/* Layout checks: the C structs against the constants above (the runtime   */
/* checks its Rust structs against the same constants).                    */
/* ------------------------------------------------------------------------ */
_Static_assert(sizeof(KlValue) == 8, "KlValue is 64 bits");
_Static_assert(sizeof(void *) == 8, "kiln needs a 64-bit target");
_Static_assert(offsetof(KlString, length) == KL_STRING_OFF_LENGTH, "KlString.length");
_Static_assert(offsetof(KlString, flags) == KL_STRING_OFF_FLAGS, "KlString.flags");
_Static_assert(offsetof(KlString, data) == KL_STRING_OFF_DATA, "KlString.data");
_Static_assert(offsetof(KlStringView, offset) == KL_STRING_VIEW_OFF_OFFSET, "KlStringView.offset");
_Static_assert(offsetof(KlStringView, string) == KL_STRING_VIEW_OFF_STRING, "KlStringView.string");
_Static_assert(sizeof(KlStringView) == KL_STRING_VIEW_SIZE, "KlStringView");
_Static_assert(sizeof(KlArrayBuffer) == KL_ARRAY_BUFFER_SIZE, "KlArrayBuffer");
_Static_assert(offsetof(KlTypedArray, store) == KL_TYPED_ARRAY_OFF_STORE, "KlTypedArray.store");
_Static_assert(offsetof(KlTypedArray, length) == KL_TYPED_ARRAY_OFF_LENGTH, "KlTypedArray.length");
_Static_assert(sizeof(KlTypedArray) == KL_TYPED_ARRAY_SIZE, "KlTypedArray");
_Static_assert(offsetof(KlThread, alloc_top) == KL_THREAD_OFF_ALLOC_TOP, "KlThread.alloc_top");
_Static_assert(offsetof(KlThread, alloc_limit) == KL_THREAD_OFF_ALLOC_LIMIT, "KlThread.alloc_limit");
_Static_assert(offsetof(KlThread, sp) == KL_THREAD_OFF_SP, "KlThread.sp");
_Static_assert(offsetof(KlThread, sp_limit) == KL_THREAD_OFF_SP_LIMIT, "KlThread.sp_limit");
_Static_assert(offsetof(KlThread, stack_guard) == KL_THREAD_OFF_STACK_GUARD, "KlThread.stack_guard");
_Static_assert(offsetof(KlThread, young_lo) == KL_THREAD_OFF_YOUNG_LO, "KlThread.young_lo");
_Static_assert(offsetof(KlThread, young_size) == KL_THREAD_OFF_YOUNG_SIZE, "KlThread.young_size");
_Static_assert(offsetof(KlThread, exception) == KL_THREAD_OFF_EXCEPTION, "KlThread.exception");
_Static_assert(offsetof(KlThread, exc_pending) == KL_THREAD_OFF_EXC_PENDING, "KlThread.exc_pending");
_Static_assert(offsetof(KlThread, poll) == KL_THREAD_OFF_POLL, "KlThread.poll");
_Static_assert(sizeof(KlThread) == KL_THREAD_PREFIX_SIZE, "KlThread prefix");
_Static_assert(offsetof(KlProgram, main) == KL_PROGRAM_OFF_MAIN, "KlProgram.main");
_Static_assert(offsetof(KlProgram, globals) == KL_PROGRAM_OFF_GLOBALS, "KlProgram.globals");
_Static_assert(offsetof(KlProgram, nglobals) == KL_PROGRAM_OFF_NGLOBALS, "KlProgram.nglobals");
_Static_assert(offsetof(KlProgram, nsites) == KL_PROGRAM_OFF_NSITES, "KlProgram.nsites");
_Static_assert(offsetof(KlProgram, sites) == KL_PROGRAM_OFF_SITES, "KlProgram.sites");
_Static_assert(offsetof(KlProgram, path) == KL_PROGRAM_OFF_PATH, "KlProgram.path");
_Static_assert(offsetof(KlProgram, source) == KL_PROGRAM_OFF_SOURCE, "KlProgram.source");
_Static_assert(offsetof(KlProgram, keys) == KL_PROGRAM_OFF_KEYS, "KlProgram.keys");
_Static_assert(offsetof(KlProgram, nkeys) == KL_PROGRAM_OFF_NKEYS, "KlProgram.nkeys");
_Static_assert(offsetof(KlProgram, groups) == KL_PROGRAM_OFF_GROUPS, "KlProgram.groups");
_Static_assert(offsetof(KlSite, text) == KL_SITE_OFF_TEXT, "KlSite.text");
_Static_assert(sizeof(KlSite) == KL_SITE_SIZE, "KlSite");
_Static_assert(offsetof(KlIC, offset) == KL_IC_OFF_OFFSET, "KlIC.offset");
_Static_assert(offsetof(KlIC, holder) == KL_IC_OFF_HOLDER, "KlIC.holder");
_Static_assert(offsetof(KlIC, aux) == KL_IC_OFF_AUX, "KlIC.aux");
_Static_assert(offsetof(KlIC, shape2) == KL_IC_OFF_SHAPE2, "KlIC.shape2");
_Static_assert(offsetof(KlIC, offset2) == KL_IC_OFF_OFFSET2, "KlIC.offset2");
_Static_assert(sizeof(KlIC) == KL_IC_SIZE, "KlIC");
_Static_assert(offsetof(KlCoroutine, resume) == KL_COROUTINE_OFF_RESUME, "KlCoroutine.resume");
_Static_assert(offsetof(KlCoroutine, point) == KL_COROUTINE_OFF_POINT, "KlCoroutine.point");
_Static_assert(offsetof(KlCoroutine, saved) == KL_COROUTINE_OFF_SAVED, "KlCoroutine.saved");
_Static_assert(offsetof(KlCoroutine, extra) == KL_COROUTINE_OFF_EXTRA, "KlCoroutine.extra");
_Static_assert(sizeof(KlCoroutine) == KL_COROUTINE_SIZE, "KlCoroutine");

#endif /* KILN_H */
