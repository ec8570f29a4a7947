//! Removes blocks no path from the entry reaches (lowering leaves one after
//! every `return`, `break` and throw) and renumbers the rest.

use crate::ir::*;

pub fn remove_unreachable_blocks(m: &mut Module) {
    for f in &mut m.funcs {
        remove_in(f);
    }
}

/// Blocks reachable from the entry, through jumps and exception edges.
pub fn reachable(f: &Func) -> Vec<bool> {
    let mut seen = vec![false; f.blocks.len()];
    let mut stack = vec![Func::ENTRY];
    while let Some(b) = stack.pop() {
        if std::mem::replace(&mut seen[b.index()], true) {
            continue;
        }
        let block = f.block(b);
        stack.extend(block.term.successors());
        stack.extend(block.handler);
    }
    seen
}

fn remove_in(f: &mut Func) {
    if f.blocks.is_empty() {
        return;
    }
    let seen = reachable(f);
    let mut map = vec![None; f.blocks.len()];
    let mut next = 0u32;
    for (i, &s) in seen.iter().enumerate() {
        if s {
            map[i] = Some(BlockId(next));
            next += 1;
        }
    }
    let old = std::mem::take(&mut f.blocks);
    for (i, mut block) in old.into_iter().enumerate() {
        if !seen[i] {
            continue;
        }
        block.remap_targets(|b| {
            map[b.index()].expect("successor of a reachable block is reachable")
        });
        f.blocks.push(block);
    }
}
