//! Function entry and the shadow stack: stack-overflow detection and the
//! safepoints compiled code reaches through `kl_enter` and `kl_poll`.

use crate::error;
use crate::thread::Thread;

/// `kl_enter`'s slow path: the C stack guard tripped, either because the
/// stack is really exhausted or because a safepoint is pending (the guard is
/// then `usize::MAX`). Returns true when the caller must propagate the
/// pending RangeError.
#[unsafe(no_mangle)]
pub extern "C" fn kl_enter_slow(th: &mut Thread) -> bool {
    if th.poll != 0 {
        crate::heap::kl_safepoint(th);
    }
    if th.stack_exhausted() {
        error::throw_range_error(th, "Maximum call stack size exceeded");
        return true;
    }
    false
}

/// Slow path of kiln.h `kl_leaf_enter`: the C stack below its guard (or a
/// safepoint pending, which a leaf's entry does not take: its arguments
/// are in no frame yet), or the shadow stack's top past its limit. Returns
/// true with node's RangeError pending when either stack is exhausted.
#[unsafe(no_mangle)]
pub extern "C" fn kl_leaf_enter_slow(th: &mut Thread) -> bool {
    if th.stack_exhausted() || th.sp > th.sp_limit {
        error::throw_range_error(th, "Maximum call stack size exceeded");
        return true;
    }
    false
}

/// The shadow stack is exhausted: throws node's RangeError.
#[unsafe(no_mangle)]
pub extern "C" fn kl_shadow_overflow(th: &mut Thread) -> bool {
    error::throw_range_error(th, "Maximum call stack size exceeded");
    true
}
