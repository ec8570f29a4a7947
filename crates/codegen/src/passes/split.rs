//! A long module body's long blocks cut into pieces joined by jumps.
//!
//! The emitter compiles a module body of more than [`CHUNKED_MIN`]
//! instructions as several C functions, cut at block boundaries (see
//! `emit/func/chunks.rs`). A script of straight-line statements (2 000
//! calls `s = fN(s, N);`) is one block, which it could not cut: that body
//! stayed one C function of 6 000 instructions, and gcc took 7.8 s on it.
//! Cut into pieces of [`PIECE`] instructions, it has boundaries to cut at.
//! A jump between two pieces is no safepoint and changes nothing a piece
//! computes; the pieces keep the block's exception handler.

use crate::ir::*;

/// A module body of more instructions than this is emitted in chunks.
pub const CHUNKED_MIN: usize = 3_000;

/// The most instructions a piece of a long block holds.
const PIECE: usize = 256;

/// A function's size as the chunking counts it: its instructions and
/// terminators.
pub fn size(f: &Func) -> usize {
    f.blocks.iter().map(|b| b.insts.len() + 1).sum()
}

pub fn split_long_blocks(m: &mut Module) {
    for f in &mut m.funcs {
        if f.is_main && f.coroutine.is_none() && size(f) > CHUNKED_MIN {
            split(f);
        }
    }
}

fn split(f: &mut Func) {
    let pieces = |b: &Block| b.insts.len().div_ceil(PIECE).max(1);
    if f.blocks.iter().all(|b| pieces(b) == 1) {
        return;
    }
    // The new id of each old block: its first piece.
    let mut first = Vec::with_capacity(f.blocks.len());
    let mut next = 0u32;
    for b in &f.blocks {
        first.push(BlockId(next));
        next += pieces(b) as u32;
    }
    let old = std::mem::take(&mut f.blocks);
    for mut block in old {
        block.remap_targets(|b| first[b.index()]);
        let n = pieces(&block);
        let mut term = Some(std::mem::replace(&mut block.term, Term::Unreachable));
        let mut insts = std::mem::take(&mut block.insts).into_iter();
        for k in 0..n {
            let part: Vec<Inst> = insts.by_ref().take(PIECE).collect();
            let last = k + 1 == n;
            f.blocks.push(Block {
                insts: part,
                term: if last {
                    term.take().expect("the last piece takes the terminator")
                } else {
                    Term::Jump(BlockId(f.blocks.len() as u32 + 1))
                },
                handler: block.handler,
                loop_header: block.loop_header && k == 0,
            });
        }
    }
}
