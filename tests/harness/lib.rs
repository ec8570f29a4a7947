//! Shared helpers for the fixture suite: find fixtures, build them with kiln, compare with the expectations.
