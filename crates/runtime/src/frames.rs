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

/// The shadow stack is exhausted: throws node's RangeError.
#[unsafe(no_mangle)]
pub extern "C" fn kl_shadow_overflow(th: &mut Thread) -> bool {
    error::throw_range_error(th, "Maximum call stack size exceeded");
    true
}
