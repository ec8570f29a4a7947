//! kiln-codegen
