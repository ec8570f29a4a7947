//! IR passes between lowering and emission, run in this order:
//! [`cleanup`] drops unreachable blocks and functions, [`tdz`] removes TDZ
//! checks that definite-initialisation analysis proves redundant,
//! [`infer`] computes every variable's type, and [`split`] cuts a long
//! module body's long blocks into pieces the emitter can cut it at.

pub mod cleanup;
pub mod infer;
pub mod split;
pub mod tdz;

use crate::ir::Module;

pub fn run(m: &mut Module) {
    cleanup::remove_unreachable_blocks(m);
    tdz::remove_redundant_checks(m);
    infer::infer(m);
    split::split_long_blocks(m);
}
