//! The layout constants of `include/kiln.h`, read by the build script, and
//! compile-time checks that the Rust structs agree with them.

#![allow(
    missing_docs,
    reason = "generated constants mirror the documented header"
)]

include!(concat!(env!("OUT_DIR"), "/abi_consts.rs"));
include!(concat!(env!("OUT_DIR"), "/abi_symbol.rs"));

use crate::object::KlObject;
use crate::object::function::FuncInfo;
use crate::string::KlString;
use crate::thread::{Program, Thread};
use std::mem::{offset_of, size_of};

const fn off(n: usize) -> u64 {
    n as u64
}

const _: () = {
    assert!(off(offset_of!(KlString, length)) == KL_STRING_OFF_LENGTH);
    assert!(off(offset_of!(KlString, flags)) == KL_STRING_OFF_FLAGS);
    assert!(off(size_of::<KlString>()) == KL_STRING_OFF_DATA);
    assert!(off(crate::string::ONE_CHAR_STRIDE) == KL_ONE_CHAR_STRIDE);
    assert!(off(offset_of!(Thread, alloc_top)) == KL_THREAD_OFF_ALLOC_TOP);
    assert!(off(offset_of!(Thread, alloc_limit)) == KL_THREAD_OFF_ALLOC_LIMIT);
    assert!(off(offset_of!(Thread, sp)) == KL_THREAD_OFF_SP);
    assert!(off(offset_of!(Thread, sp_limit)) == KL_THREAD_OFF_SP_LIMIT);
    assert!(off(offset_of!(Thread, stack_guard)) == KL_THREAD_OFF_STACK_GUARD);
    assert!(off(offset_of!(Thread, young_lo)) == KL_THREAD_OFF_YOUNG_LO);
    assert!(off(offset_of!(Thread, young_size)) == KL_THREAD_OFF_YOUNG_SIZE);
    assert!(off(offset_of!(Thread, exception)) == KL_THREAD_OFF_EXCEPTION);
    assert!(off(offset_of!(Thread, exc_pending)) == KL_THREAD_OFF_EXC_PENDING);
    assert!(off(offset_of!(Thread, poll)) == KL_THREAD_OFF_POLL);
    // C sees only the prefix; the runtime's own fields follow it.
    assert!(off(offset_of!(Thread, heap)) >= KL_THREAD_PREFIX_SIZE);
    assert!(off(offset_of!(Program, main)) == KL_PROGRAM_OFF_MAIN);
    assert!(off(offset_of!(Program, globals)) == KL_PROGRAM_OFF_GLOBALS);
    assert!(off(offset_of!(Program, nglobals)) == KL_PROGRAM_OFF_NGLOBALS);
    assert!(off(offset_of!(Program, nsites)) == KL_PROGRAM_OFF_NSITES);
    assert!(off(offset_of!(Program, sites)) == KL_PROGRAM_OFF_SITES);
    assert!(off(offset_of!(Program, path)) == KL_PROGRAM_OFF_PATH);
    assert!(off(offset_of!(Program, source)) == KL_PROGRAM_OFF_SOURCE);
    assert!(off(offset_of!(Program, keys)) == KL_PROGRAM_OFF_KEYS);
    assert!(off(offset_of!(Program, nkeys)) == KL_PROGRAM_OFF_NKEYS);
    assert!(off(offset_of!(Program, ntemplates)) == KL_PROGRAM_OFF_NTEMPLATES);
    assert!(off(offset_of!(Program, templates)) == KL_PROGRAM_OFF_TEMPLATES);
    assert!(off(offset_of!(Program, groups)) == KL_PROGRAM_OFF_GROUPS);
    assert!(off(offset_of!(crate::thread::Site, text)) == KL_SITE_OFF_TEXT);
    assert!(off(size_of::<crate::thread::Site>()) == KL_SITE_SIZE);
    assert!(off(offset_of!(KlObject, shape)) == KL_OBJECT_OFF_SHAPE);
    assert!(off(offset_of!(KlObject, proto)) == KL_OBJECT_OFF_PROTO);
    assert!(off(offset_of!(KlObject, slots)) == KL_OBJECT_OFF_SLOTS);
    assert!(off(crate::object::array::ELEMENTS_OFFSET as usize) == KL_ARRAY_OFF_ELEMENTS);
    assert!(off(size_of::<KlObject>()) == KL_OBJECT_SIZE);
    assert!(off(crate::object::array::ARRAY_SIZE as usize) == KL_ARRAY_SIZE);
    assert!(off(crate::object::function::FUNCTION_SIZE as usize) == KL_FUNCTION_SIZE);
    assert!(off(offset_of!(FuncInfo, flags)) == KL_FUNCINFO_OFF_FLAGS);
    assert!(off(size_of::<FuncInfo>()) == KL_FUNCINFO_SIZE);
    assert!(off(size_of::<KlObject>()) == KL_FUNCTION_OFF_INFO);
};
