//! `Array.prototype.sort` and `toSorted`: V8's TimSort, step for step.
//!
//! Following V8's algorithm (third_party/v8/builtins/array-sort.tq, itself
//! CPython's listsort) rather than any stable sort matters beyond
//! stability: the comparator is user code, and the sequence of calls it
//! sees — which pairs, in which order, how many — is observable (a
//! comparator that logs, counts or throws). Same algorithm, same calls.
//!
//! The steps, as V8 takes them: the receiver's elements are copied into a
//! work list (sort: present elements only, holes skipped; toSorted: every
//! index, a hole read as undefined), undefined values are counted and left
//! out (they sort last without a comparator call); the list is sorted; then
//! written back — the sorted values, the undefineds, and deletions up to
//! the old length (holes end up last). A comparator that throws leaves the
//! receiver untouched.
//!
//! **Rooting.** The work list and TimSort's temporary list live on the
//! thread's handle stack, a contiguous region of it, so the collector
//! updates them when a comparator call moves objects. No `Value` is held
//! across a comparison: every comparison names its two operands by
//! position and reads them just before the call, and every move re-reads
//! the positions after it.

use super::{
    Callee, MAX_ARRAY, call_back, delete_at, finish_result, get_at, get_present, length_of,
    new_result, put_result, set_at, this_object,
};
use crate::error::{JsResult, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::{Obj, array};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

use super::super::arg;

/// When TimSort enters galloping mode (`kMinGallopWins`).
const MIN_GALLOP: usize = 7;

fn check_comparator(th: &mut Thread, cmp: Value) -> JsResult<()> {
    if cmp.is_undefined() || Obj::of(cmp).is_some_and(|f| f.is_callable()) {
        return Ok(());
    }
    Err(type_error(
        th,
        "The comparison function must be either a function or undefined",
    ))
}

pub(super) fn sort(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let cmp = arg(args, 0);
    check_comparator(th, cmp)?;
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let ch = s.root(cmp);
        let len = length_of(s, oh)?;
        if len < 2.0 {
            return Ok(s.get(oh));
        }
        let work = collect(s, oh, len, false)?;
        let cmp = s.get(ch);
        let mut sorter = Sorter::new(s, cmp, work.base, work.count);
        sorter.sort()?;
        // Written back: the sorted values, the undefineds, then deletions
        // (holes end up last).
        for i in 0..work.count {
            let v = s.thread().handles[work.base + i];
            set_at(s, oh, i as f64, v)?;
        }
        let defined = work.count as f64;
        let mut k = defined;
        while k < defined + work.undefined {
            set_at(s, oh, k, Value::UNDEFINED)?;
            k += 1.0;
        }
        delete_from(s, oh, k, len)?;
        Ok(s.get(oh))
    })
}

pub(super) fn to_sorted(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let cmp = arg(args, 0);
    check_comparator(th, cmp)?;
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let ch = s.root(cmp);
        let len = length_of(s, oh)?;
        if len > MAX_ARRAY {
            return Err(crate::error::range_error(
                s.thread(),
                "Invalid array length",
            ));
        }
        let a = new_result(s.thread(), len, true)?;
        let ah = s.root(a.value());
        let work = collect(s, oh, len, true)?;
        let cmp = s.get(ch);
        let mut sorter = Sorter::new(s, cmp, work.base, work.count);
        sorter.sort()?;
        // Holes were read as undefined: the sorted values and then the
        // undefineds fill the result.
        for i in 0..work.count {
            let v = s.thread().handles[work.base + i];
            let a = Obj::of(s.get(ah)).expect("array");
            put_result(s.thread(), a, i as f64, v);
        }
        let a = Obj::of(s.get(ah)).expect("array");
        let mut k = work.count as f64;
        while k < len {
            put_result(s.thread(), a, k, Value::UNDEFINED);
            k += 1.0;
        }
        let a = Obj::of(s.get(ah)).expect("array");
        finish_result(s.thread(), a, len);
        Ok(a.value())
    })
}

/// The work list: `count` values at `base` on the handle stack, and how
/// many undefined values were left out.
struct Work {
    base: usize,
    count: usize,
    undefined: f64,
}

/// CompactReceiverElementsIntoWorkArray: every index below `len` in order
/// (sort: HasProperty first, holes skipped; toSorted: Get only), each value
/// rooted in turn on the handle stack. Getters may run between reads; they
/// leave the handle stack as they found it, so the region stays contiguous.
fn collect<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    len: f64,
    holes_as_undefined: bool,
) -> JsResult<Work> {
    let base = s.thread().handles.len();
    let mut count = 0;
    let mut undefined = 0.0;
    let mut k = 0.0;
    while k < len {
        let v = if holes_as_undefined {
            Some(get_at(s, oh, k)?)
        } else {
            get_present(s, oh, k)?
        };
        match v {
            None => {}
            Some(v) if v.is_undefined() => undefined += 1.0,
            Some(v) => {
                s.root(v);
                count += 1;
            }
        }
        k += 1.0;
    }
    debug_assert_eq!(s.thread().handles.len(), base + count);
    Ok(Work {
        base,
        count,
        undefined,
    })
}

/// Deletes indices `from..len`. Deleting an absent property does nothing
/// and runs nothing, so only the receiver's own indices in the range are
/// visited (ascending, as the full loop would meet them) — unless the range
/// reaches past the array indices, where the full loop runs.
fn delete_from<'id>(s: &mut Scope<'_, 'id>, oh: Handle<'id>, from: f64, len: f64) -> JsResult<()> {
    if from >= len {
        return Ok(());
    }
    if len <= MAX_ARRAY {
        let o = Obj::of(s.get(oh)).expect("object");
        let doomed: Vec<u32> = array::element_indices(o)
            .into_iter()
            .filter(|&i| f64::from(i) >= from && f64::from(i) < len)
            .collect();
        for i in doomed {
            delete_at(s, oh, f64::from(i))?;
        }
        return Ok(());
    }
    let mut k = from;
    while k < len {
        delete_at(s, oh, k)?;
        k += 1.0;
    }
    Ok(())
}

// ---- SortCompare ---------------------------------------------------------------------

/// The default order: by ToString, compared by UTF-16 code units (numbers
/// by their decimal text, so `[10, 9, 1]` sorts as `[1, 10, 9]`). ToString
/// of an object runs its `toString` at every comparison, as in V8.
fn default_compare<'id>(
    s: &mut Scope<'_, 'id>,
    scratch: Handle<'id>,
    x: Value,
    y: Value,
) -> JsResult<f64> {
    let ord = if x.is_string() && y.is_string() {
        string::cmp(x, y)
    } else if x.is_number() && y.is_number() {
        // ToString of numbers runs nothing and allocates no JS string here.
        let (a, b) = (
            crate::number::to_js_string(x.as_number()),
            crate::number::to_js_string(y.as_number()),
        );
        a.as_bytes().cmp(b.as_bytes())
    } else {
        // `y` waits in the scratch handle while `x` converts, then `x`'s
        // string while `y` converts.
        s.set(scratch, y);
        let xs = s.collecting(|th| crate::ops::to_string_value(th, x))?;
        let y = s.get(scratch);
        s.set(scratch, xs);
        let ys = s.collecting(|th| crate::ops::to_string_value(th, y))?;
        string::cmp(s.get(scratch), ys)
    };
    Ok(match ord {
        std::cmp::Ordering::Less => -1.0,
        std::cmp::Ordering::Equal => 0.0,
        std::cmp::Ordering::Greater => 1.0,
    })
}

// ---- TimSort ----------------------------------------------------------------------------

/// Which list a position is in.
#[derive(Clone, Copy)]
enum List {
    Work,
    Temp,
}

use List::{Temp, Work as W};

/// How a merge ended (the labels of V8's MergeLow/MergeHigh).
enum Exit {
    Succeed,
    CopyRest,
}

struct Sorter<'s, 'th, 'id> {
    s: &'s mut Scope<'th, 'id>,
    /// Where the comparator is on the handle stack (undefined for the
    /// default order), and its entry.
    cmp: usize,
    callee: Option<Callee>,
    /// A handle for the default order's conversions.
    scratch: Handle<'id>,
    /// Where the work list starts on the handle stack, and its length.
    work: usize,
    n: usize,
    /// The temporary list (allocated at the first merge), and its length.
    temp: usize,
    temp_len: usize,
    min_gallop: usize,
    /// Pending runs: (base, length).
    runs: Vec<(usize, usize)>,
}

impl<'s, 'th, 'id> Sorter<'s, 'th, 'id> {
    fn new(s: &'s mut Scope<'th, 'id>, cmp: Value, work: usize, n: usize) -> Self {
        let scratch = s.root(Value::UNDEFINED);
        let slot = s.thread().handles.len();
        s.root(cmp);
        Sorter {
            s,
            cmp: slot,
            callee: Callee::of(cmp),
            scratch,
            work,
            n,
            temp: 0,
            temp_len: 0,
            min_gallop: MIN_GALLOP,
            runs: Vec::new(),
        }
    }

    fn slot(&self, l: List, i: usize) -> usize {
        match l {
            W => self.work + i,
            Temp => self.temp + i,
        }
    }

    /// The value in a slot of this sort's region of the handle stack.
    #[inline]
    fn at(&mut self, k: usize) -> Value {
        let h = &self.s.thread().handles;
        debug_assert!(k < h.len());
        // SAFETY: every slot this sorter addresses (the work list, the
        // temporary list, the comparator) was pushed by its scope, which is
        // still open, so it is below the handle stack's length.
        unsafe { *h.get_unchecked(k) }
    }

    #[inline]
    fn get(&mut self, l: List, i: usize) -> Value {
        let k = self.slot(l, i);
        self.at(k)
    }

    #[inline]
    fn set(&mut self, l: List, i: usize, v: Value) {
        let k = self.slot(l, i);
        let h = &mut self.s.thread().handles;
        debug_assert!(k < h.len());
        // SAFETY: as in `at`.
        unsafe { *h.get_unchecked_mut(k) = v };
    }

    /// Copies `len` values (overlapping ranges are fine).
    fn copy(&mut self, src: List, from: usize, dst: List, to: usize, len: usize) {
        let (a, b) = (self.slot(src, from), self.slot(dst, to));
        let h = &mut self.s.thread().handles;
        if len > 16 {
            h.copy_within(a..a + len, b);
            return;
        }
        // Merges copy mostly a few values: a loop beats a `memmove` call.
        if b <= a {
            for i in 0..len {
                h[b + i] = h[a + i];
            }
        } else {
            for i in (0..len).rev() {
                h[b + i] = h[a + i];
            }
        }
    }

    /// One value from one position to another.
    fn mv(&mut self, src: List, from: usize, dst: List, to: usize) {
        let v = self.get(src, from);
        self.set(dst, to, v);
    }

    /// SortCompare(x, y) of the values at two positions.
    #[inline]
    fn compare(&mut self, x: (List, usize), y: (List, usize)) -> JsResult<f64> {
        let (xv, yv) = (self.get(x.0, x.1), self.get(y.0, y.1));
        let f = self.at(self.cmp);
        if f.is_undefined() {
            return default_compare(self.s, self.scratch, xv, yv);
        }
        let callee = self.callee;
        let r = self.s.collecting(|th| {
            let v = call_back(th, callee, f, Value::UNDEFINED, [xv, yv])?;
            if v.is_number() {
                Ok(v.as_number())
            } else {
                crate::ops::to_number_value(th, v)
            }
        })?;
        Ok(if r.is_nan() { 0.0 } else { r })
    }

    /// The temporary list, big enough for any merge of this sort (a merge
    /// copies the shorter run, at most half the list).
    fn ensure_temp(&mut self, need: usize) {
        if self.temp_len >= need {
            return;
        }
        let size = (self.n / 2 + 1).max(need).max(32);
        self.temp = self.s.thread().handles.len();
        for _ in 0..size {
            self.s.root(Value::UNDEFINED);
        }
        self.temp_len = size;
    }

    /// ArrayTimSortImpl.
    fn sort(&mut self) -> JsResult<()> {
        let n = self.n;
        if n < 2 {
            return Ok(());
        }
        let min_run = min_run_length(n);
        let (mut low, mut remaining) = (0, n);
        while remaining != 0 {
            let mut run = self.count_and_make_run(low, low + remaining)?;
            if run < min_run {
                let forced = min_run.min(remaining);
                self.binary_insertion_sort(low, low + run, low + forced)?;
                run = forced;
            }
            self.runs.push((low, run));
            self.merge_collapse()?;
            low += run;
            remaining -= run;
        }
        self.merge_force_collapse()
    }

    /// Sorts `[low, high)` by binary insertion; `[low, start)` is sorted.
    fn binary_insertion_sort(&mut self, low: usize, start: usize, high: usize) -> JsResult<()> {
        let mut start = if low == start { start + 1 } else { start };
        while start < high {
            let (mut left, mut right) = (low, start);
            // The pivot stays at `start` while it is compared.
            while left < right {
                let mid = left + ((right - left) >> 1);
                if self.compare((W, start), (W, mid))? < 0.0 {
                    right = mid;
                } else {
                    left = mid + 1;
                }
            }
            let pivot = self.get(W, start);
            self.copy(W, left, W, left + 1, start - left);
            self.set(W, left, pivot);
            start += 1;
        }
        Ok(())
    }

    /// The length of the run at `low` (strictly descending runs are
    /// reversed in place).
    fn count_and_make_run(&mut self, low_arg: usize, high: usize) -> JsResult<usize> {
        let low = low_arg + 1;
        if low == high {
            return Ok(1);
        }
        let mut run = 2;
        let descending = self.compare((W, low), (W, low - 1))? < 0.0;
        let mut idx = low + 1;
        while idx < high {
            let order = self.compare((W, idx), (W, idx - 1))?;
            if (descending && order >= 0.0) || (!descending && order < 0.0) {
                break;
            }
            run += 1;
            idx += 1;
        }
        if descending {
            let (a, b) = (self.slot(W, low_arg), self.slot(W, low_arg + run));
            self.s.thread().handles[a..b].reverse();
        }
        Ok(run)
    }

    /// run_length(n - 2) > run_length(n - 1) + run_length(n).
    fn invariant(&self, n: usize) -> bool {
        n < 2 || self.runs[n - 2].1 > self.runs[n - 1].1 + self.runs[n].1
    }

    fn merge_collapse(&mut self) -> JsResult<()> {
        while self.runs.len() > 1 {
            let mut n = self.runs.len() - 2;
            if !self.invariant(n + 1) || !self.invariant(n) {
                if self.runs[n - 1].1 < self.runs[n + 1].1 {
                    n -= 1;
                }
                self.merge_at(n)?;
            } else if self.runs[n].1 <= self.runs[n + 1].1 {
                self.merge_at(n)?;
            } else {
                break;
            }
        }
        Ok(())
    }

    fn merge_force_collapse(&mut self) -> JsResult<()> {
        while self.runs.len() > 1 {
            let mut n = self.runs.len() - 2;
            if n > 0 && self.runs[n - 1].1 < self.runs[n + 1].1 {
                n -= 1;
            }
            self.merge_at(n)?;
        }
        Ok(())
    }

    /// Merges runs `i` and `i + 1`.
    fn merge_at(&mut self, i: usize) -> JsResult<()> {
        let (mut base_a, mut len_a) = self.runs[i];
        let (base_b, mut len_b) = self.runs[i + 1];
        self.runs[i].1 = len_a + len_b;
        if i + 3 == self.runs.len() {
            self.runs[i + 1] = self.runs[i + 2];
        }
        self.runs.pop();
        // Where does b start in a? What precedes it is in place.
        let k = self.gallop_right(W, (W, base_b), base_a, len_a, 0)?;
        base_a += k;
        len_a -= k;
        if len_a == 0 {
            return Ok(());
        }
        // Where does a end in b? What follows it is in place.
        len_b = self.gallop_left(W, (W, base_a + len_a - 1), base_b, len_b, len_b - 1)?;
        if len_b == 0 {
            return Ok(());
        }
        if len_a <= len_b {
            self.merge_low(base_a, len_a, base_b, len_b)
        } else {
            self.merge_high(base_a, len_a, base_b, len_b)
        }
    }

    /// The offset in `list[base..base + len]` where the value at `key`
    /// belongs, left of any equal values; the search starts at `hint`.
    fn gallop_left(
        &mut self,
        list: List,
        key: (List, usize),
        base: usize,
        len: usize,
        hint: usize,
    ) -> JsResult<usize> {
        let (len, hint) = (len as isize, hint as isize);
        let at = |o: isize| (list, (base as isize + o) as usize);
        let mut last: isize = 0;
        let mut offset: isize = 1;
        if self.compare(at(hint), key)? < 0.0 {
            // a[hint] < key: gallop right.
            let max = len - hint;
            while offset < max {
                if self.compare(at(hint + offset), key)? >= 0.0 {
                    break;
                }
                last = offset;
                offset = (offset << 1) + 1;
            }
            offset = offset.min(max);
            last += hint;
            offset += hint;
        } else {
            // key <= a[hint]: gallop left.
            let max = hint + 1;
            while offset < max {
                if self.compare(at(hint - offset), key)? < 0.0 {
                    break;
                }
                last = offset;
                offset = (offset << 1) + 1;
            }
            offset = offset.min(max);
            let t = last;
            last = hint - offset;
            offset = hint - t;
        }
        last += 1;
        while last < offset {
            let m = last + ((offset - last) >> 1);
            if self.compare(at(m), key)? < 0.0 {
                last = m + 1;
            } else {
                offset = m;
            }
        }
        Ok(offset as usize)
    }

    /// As [`gallop_left`](Self::gallop_left), right of any equal values.
    fn gallop_right(
        &mut self,
        list: List,
        key: (List, usize),
        base: usize,
        len: usize,
        hint: usize,
    ) -> JsResult<usize> {
        let (len, hint) = (len as isize, hint as isize);
        let at = |o: isize| (list, (base as isize + o) as usize);
        let mut last: isize = 0;
        let mut offset: isize = 1;
        if self.compare(key, at(hint))? < 0.0 {
            // key < a[hint]: gallop left.
            let max = hint + 1;
            while offset < max {
                if self.compare(key, at(hint - offset))? >= 0.0 {
                    break;
                }
                last = offset;
                offset = (offset << 1) + 1;
            }
            offset = offset.min(max);
            let t = last;
            last = hint - offset;
            offset = hint - t;
        } else {
            // a[hint] <= key: gallop right.
            let max = len - hint;
            while offset < max {
                if self.compare(key, at(hint + offset))? < 0.0 {
                    break;
                }
                last = offset;
                offset = (offset << 1) + 1;
            }
            offset = offset.min(max);
            last += hint;
            offset += hint;
        }
        last += 1;
        while last < offset {
            let m = last + ((offset - last) >> 1);
            if self.compare(key, at(m))? < 0.0 {
                offset = m;
            } else {
                last = m + 1;
            }
        }
        Ok(offset as usize)
    }

    /// Merges `len_a` values at `base_a` with the `len_b` after them
    /// (`len_a <= len_b`), run a going through the temporary list.
    fn merge_low(
        &mut self,
        base_a: usize,
        mut len_a: usize,
        base_b: usize,
        mut len_b: usize,
    ) -> JsResult<()> {
        self.ensure_temp(len_a);
        self.copy(W, base_a, Temp, 0, len_a);
        let (mut dest, mut cur_t, mut cur_b) = (base_a, 0, base_b);
        self.mv(W, cur_b, W, dest);
        dest += 1;
        cur_b += 1;
        let exit = 'merge: {
            len_b -= 1;
            if len_b == 0 {
                break 'merge Exit::Succeed;
            }
            if len_a == 1 {
                break 'merge Exit::CopyRest;
            }
            let mut min_gallop = self.min_gallop;
            loop {
                let (mut wins_a, mut wins_b) = (0, 0);
                // One value at a time, until one run wins consistently.
                loop {
                    if self.compare((W, cur_b), (Temp, cur_t))? < 0.0 {
                        self.mv(W, cur_b, W, dest);
                        dest += 1;
                        cur_b += 1;
                        wins_b += 1;
                        len_b -= 1;
                        wins_a = 0;
                        if len_b == 0 {
                            break 'merge Exit::Succeed;
                        }
                        if wins_b >= min_gallop {
                            break;
                        }
                    } else {
                        self.mv(Temp, cur_t, W, dest);
                        dest += 1;
                        cur_t += 1;
                        wins_a += 1;
                        len_a -= 1;
                        wins_b = 0;
                        if len_a == 1 {
                            break 'merge Exit::CopyRest;
                        }
                        if wins_a >= min_gallop {
                            break;
                        }
                    }
                }
                // Galloping, until neither run wins consistently.
                min_gallop += 1;
                let mut first = true;
                while wins_a >= MIN_GALLOP || wins_b >= MIN_GALLOP || first {
                    first = false;
                    min_gallop = min_gallop.saturating_sub(1).max(1);
                    self.min_gallop = min_gallop;
                    wins_a = self.gallop_right(Temp, (W, cur_b), cur_t, len_a, 0)?;
                    if wins_a > 0 {
                        self.copy(Temp, cur_t, W, dest, wins_a);
                        dest += wins_a;
                        cur_t += wins_a;
                        len_a -= wins_a;
                        if len_a == 1 {
                            break 'merge Exit::CopyRest;
                        }
                        // Impossible for a consistent comparator; possible
                        // for the others.
                        if len_a == 0 {
                            break 'merge Exit::Succeed;
                        }
                    }
                    self.mv(W, cur_b, W, dest);
                    dest += 1;
                    cur_b += 1;
                    len_b -= 1;
                    if len_b == 0 {
                        break 'merge Exit::Succeed;
                    }
                    wins_b = self.gallop_left(W, (Temp, cur_t), cur_b, len_b, 0)?;
                    if wins_b > 0 {
                        self.copy(W, cur_b, W, dest, wins_b);
                        dest += wins_b;
                        cur_b += wins_b;
                        len_b -= wins_b;
                        if len_b == 0 {
                            break 'merge Exit::Succeed;
                        }
                    }
                    self.mv(Temp, cur_t, W, dest);
                    dest += 1;
                    cur_t += 1;
                    len_a -= 1;
                    if len_a == 1 {
                        break 'merge Exit::CopyRest;
                    }
                }
                min_gallop += 1;
                self.min_gallop = min_gallop;
            }
        };
        match exit {
            Exit::Succeed => {
                if len_a > 0 {
                    self.copy(Temp, cur_t, W, dest, len_a);
                }
            }
            Exit::CopyRest => {
                // The last value of run a belongs at the end.
                self.copy(W, cur_b, W, dest, len_b);
                self.mv(Temp, cur_t, W, dest + len_b);
            }
        }
        Ok(())
    }

    /// Merges `len_a` values at `base_a` with the `len_b` after them
    /// (`len_a >= len_b`), from the back, run b going through the
    /// temporary list.
    fn merge_high(
        &mut self,
        base_a: usize,
        len_a: usize,
        base_b: usize,
        len_b: usize,
    ) -> JsResult<()> {
        self.ensure_temp(len_b);
        self.copy(W, base_b, Temp, 0, len_b);
        // Indices run below zero at the end: signed.
        let (mut len_a, mut len_b) = (len_a as isize, len_b as isize);
        let base_a = base_a as isize;
        let mut dest = base_b as isize + len_b - 1;
        let mut cur_t = len_b - 1;
        let mut cur_a = base_a + len_a - 1;
        let u = |i: isize| i as usize;
        self.mv(W, u(cur_a), W, u(dest));
        dest -= 1;
        cur_a -= 1;
        let exit = 'merge: {
            len_a -= 1;
            if len_a == 0 {
                break 'merge Exit::Succeed;
            }
            if len_b == 1 {
                break 'merge Exit::CopyRest;
            }
            let mut min_gallop = self.min_gallop;
            loop {
                let (mut wins_a, mut wins_b): (isize, isize) = (0, 0);
                loop {
                    if self.compare((Temp, u(cur_t)), (W, u(cur_a)))? < 0.0 {
                        self.mv(W, u(cur_a), W, u(dest));
                        dest -= 1;
                        cur_a -= 1;
                        wins_a += 1;
                        len_a -= 1;
                        wins_b = 0;
                        if len_a == 0 {
                            break 'merge Exit::Succeed;
                        }
                        if wins_a as usize >= min_gallop {
                            break;
                        }
                    } else {
                        self.mv(Temp, u(cur_t), W, u(dest));
                        dest -= 1;
                        cur_t -= 1;
                        wins_b += 1;
                        len_b -= 1;
                        wins_a = 0;
                        if len_b == 1 {
                            break 'merge Exit::CopyRest;
                        }
                        if wins_b as usize >= min_gallop {
                            break;
                        }
                    }
                }
                min_gallop += 1;
                let mut first = true;
                let min = MIN_GALLOP as isize;
                while wins_a >= min || wins_b >= min || first {
                    first = false;
                    min_gallop = min_gallop.saturating_sub(1).max(1);
                    self.min_gallop = min_gallop;
                    let k =
                        self.gallop_right(W, (Temp, u(cur_t)), u(base_a), u(len_a), u(len_a - 1))?
                            as isize;
                    wins_a = len_a - k;
                    if wins_a > 0 {
                        dest -= wins_a;
                        cur_a -= wins_a;
                        self.copy(W, u(cur_a + 1), W, u(dest + 1), u(wins_a));
                        len_a -= wins_a;
                        if len_a == 0 {
                            break 'merge Exit::Succeed;
                        }
                    }
                    self.mv(Temp, u(cur_t), W, u(dest));
                    dest -= 1;
                    cur_t -= 1;
                    len_b -= 1;
                    if len_b == 1 {
                        break 'merge Exit::CopyRest;
                    }
                    let k =
                        self.gallop_left(Temp, (W, u(cur_a)), 0, u(len_b), u(len_b - 1))? as isize;
                    wins_b = len_b - k;
                    if wins_b > 0 {
                        dest -= wins_b;
                        cur_t -= wins_b;
                        self.copy(Temp, u(cur_t + 1), W, u(dest + 1), u(wins_b));
                        len_b -= wins_b;
                        if len_b == 1 {
                            break 'merge Exit::CopyRest;
                        }
                        // Impossible for a consistent comparator.
                        if len_b == 0 {
                            break 'merge Exit::Succeed;
                        }
                    }
                    self.mv(W, u(cur_a), W, u(dest));
                    dest -= 1;
                    cur_a -= 1;
                    len_a -= 1;
                    if len_a == 0 {
                        break 'merge Exit::Succeed;
                    }
                }
                min_gallop += 1;
                self.min_gallop = min_gallop;
            }
        };
        match exit {
            Exit::Succeed => {
                if len_b > 0 {
                    self.copy(Temp, 0, W, u(dest - (len_b - 1)), u(len_b));
                }
            }
            Exit::CopyRest => {
                // The first value of run b belongs at the front.
                dest -= len_a;
                cur_a -= len_a;
                self.copy(W, u(cur_a + 1), W, u(dest + 1), u(len_a));
                self.mv(Temp, u(cur_t), W, u(dest));
            }
        }
        Ok(())
    }
}

/// The minimum run length: `n` below 64, else a k in 32..=64 with n/k
/// just under a power of two.
fn min_run_length(mut n: usize) -> usize {
    let mut r = 0;
    while n >= 64 {
        r |= n & 1;
        n >>= 1;
    }
    n + r
}
