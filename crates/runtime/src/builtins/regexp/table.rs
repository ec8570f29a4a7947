//! The realm's table of compiled regular expressions.
//!
//! A RegExp object is a GC object; its compiled program is not (regress's
//! `Regex` is ordinary Rust data). The object keeps the program's index in
//! this table in an internal slot (a number, which the collector does not
//! trace). Programs are deduplicated by (pattern, flags): a literal
//! evaluated in a loop creates a new object each time, as the language
//! requires, but compiles once.
//!
//! Lifetime: a program lives as long as the thread (the realm owns the
//! table). Objects come and go with the collector, which has no finalisers
//! to tell the table that the last object using a program died; keeping
//! programs is what makes the cache work, and the table only grows with
//! *distinct* patterns — bounded for literals, and for `new RegExp` bounded
//! by the distinct strings a program builds. (A program that builds an
//! unbounded number of distinct patterns keeps each compiled one; the
//! collector's designed finalisation list, docs/gc.md, is where a release
//! would hook in.)

use kiln_regexp::{Captures, Flags, Program};
use std::collections::HashMap;

#[derive(Default)]
pub struct Table {
    programs: Vec<Program>,
    index: HashMap<(Vec<u16>, u8), u32>,
    /// The last Latin-1 subject widened to UTF-16 for matching, keyed by
    /// its address and length and the collection count: strings are
    /// immutable and an address is reused only after a collection, so a
    /// hit is the same string. A loop of `exec` calls over one long
    /// Latin-1 string widens it once, not once per call.
    widened: Option<(usize, usize, u64, Vec<u16>)>,
}

impl Table {
    /// The index of the program for (pattern, flags), compiling it on
    /// first use. The error is node's message tail ("Unterminated group").
    pub fn compile(&mut self, pattern: &[u16], flags: Flags) -> Result<u32, String> {
        let key = (pattern.to_vec(), flags.bits());
        if let Some(&i) = self.index.get(&key) {
            return Ok(i);
        }
        let p = kiln_regexp::compile(pattern, flags)?;
        let i = self.programs.len() as u32;
        self.programs.push(p);
        self.index.insert(key, i);
        Ok(i)
    }

    pub fn program(&self, i: u32) -> &Program {
        &self.programs[i as usize]
    }

    /// Runs program `i` over a subject given as Latin-1 bytes or UTF-16
    /// units from code unit `start`. `identity` is (address, collections)
    /// of the subject string, for the widening cache.
    pub fn exec(
        &mut self,
        i: u32,
        subject: crate::string::Units<'_>,
        range: std::ops::Range<usize>,
        identity: (usize, u64),
        start: usize,
    ) -> Option<Captures> {
        match subject {
            crate::string::Units::Utf16(u) => self.programs[i as usize].exec(&u[range], start),
            crate::string::Units::Latin1(b) => {
                let (addr, epoch) = identity;
                let hit = matches!(&self.widened,
                    Some((a, n, e, _)) if *a == addr && *n == b.len() && *e == epoch);
                if !hit {
                    let wide: Vec<u16> = b.iter().map(|&c| u16::from(c)).collect();
                    self.widened = Some((addr, b.len(), epoch, wide));
                }
                let wide = &self.widened.as_ref().expect("widened").3;
                self.programs[i as usize].exec(&wide[range], start)
            }
        }
    }
}
