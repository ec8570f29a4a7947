//! kiln IR: functions of basic blocks over typed variables, with explicit
//! control flow, explicit exception edges (a block's `handler`) and explicit
//! TDZ checks. Lowering builds it from the AST; the passes infer types and
//! drop provably dead checks; the emitter turns it into C.
//!
//! Variables are not SSA: a JavaScript local is one variable assigned in
//! many places, and its type is the join of everything assigned to it.
//! Temporaries are assigned once.

pub mod display;
pub mod types;

pub use types::Ty;

macro_rules! index_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);
        impl $name {
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

index_type!(
    /// A variable of one function.
    VarId
);
index_type!(
    /// A basic block of one function.
    BlockId
);
index_type!(
    /// A function of the module.
    FuncId
);
index_type!(
    /// A module-level binding shared between functions.
    GlobalId
);
index_type!(
    /// An interned string constant.
    StrId
);
index_type!(
    /// A source position a runtime error can name.
    SiteId
);

/// A whole program.
#[derive(Default)]
pub struct Module {
    pub funcs: Vec<Func>,
    pub globals: Vec<Global>,
    pub strings: Strings,
    pub sites: Vec<Site>,
}

impl Module {
    pub fn func(&self, f: FuncId) -> &Func {
        &self.funcs[f.index()]
    }
    pub fn site(&mut self, line: u32, col: u32) -> SiteId {
        self.sites.push(Site { line, col });
        SiteId(self.sites.len() as u32 - 1)
    }
}

/// String constants, interned by their UTF-16 code units.
#[derive(Default)]
pub struct Strings {
    pub list: Vec<Vec<u16>>,
    map: std::collections::HashMap<Vec<u16>, StrId>,
}

impl Strings {
    pub fn intern_units(&mut self, units: Vec<u16>) -> StrId {
        if let Some(&id) = self.map.get(&units) {
            return id;
        }
        let id = StrId(self.list.len() as u32);
        self.list.push(units.clone());
        self.map.insert(units, id);
        id
    }
    pub fn intern(&mut self, s: &str) -> StrId {
        self.intern_units(s.encode_utf16().collect())
    }
    pub fn get(&self, id: StrId) -> &[u16] {
        &self.list[id.index()]
    }
    pub fn lossy(&self, id: StrId) -> String {
        String::from_utf16_lossy(self.get(id))
    }
}

/// A 1-based source position (column in UTF-16 units, as node counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Site {
    pub line: u32,
    pub col: u32,
}

pub struct Global {
    pub name: String,
    pub ty: Ty,
}

pub struct Func {
    /// The JavaScript name ("" when anonymous).
    pub name: String,
    pub params: Vec<VarId>,
    pub vars: Vec<Var>,
    pub blocks: Vec<Block>,
    /// The join of every returned value (inferred).
    pub ret_ty: Ty,
    pub is_main: bool,
}

impl Func {
    pub const ENTRY: BlockId = BlockId(0);

    pub fn var(&self, v: VarId) -> &Var {
        &self.vars[v.index()]
    }
    pub fn block(&self, b: BlockId) -> &Block {
        &self.blocks[b.index()]
    }
    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> + use<> {
        (0..self.blocks.len() as u32).map(BlockId)
    }
}

pub struct Var {
    /// The source name for locals and parameters; None for temporaries.
    pub name: Option<String>,
    pub ty: Ty,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Const {
    Undef,
    Null,
    Bool(bool),
    Num(f64),
    Str(StrId),
    /// The TDZ marker.
    Uninit,
}

impl Const {
    pub fn ty(self) -> Ty {
        match self {
            Const::Undef => Ty::UNDEF,
            Const::Null => Ty::NULL,
            Const::Bool(_) => Ty::BOOL,
            Const::Num(_) => Ty::NUMBER,
            Const::Str(_) => Ty::STRING,
            Const::Uninit => Ty::UNINIT,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    Var(VarId),
    Const(Const),
}

impl Operand {
    pub const UNDEF: Operand = Operand::Const(Const::Undef);
    pub fn num(d: f64) -> Operand {
        Operand::Const(Const::Num(d))
    }
    pub fn as_var(self) -> Option<VarId> {
        match self {
            Operand::Var(v) => Some(v),
            Operand::Const(_) => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `-x`
    Neg,
    /// `+x` (ToNumber)
    Plus,
    /// `!x`
    Not,
    /// `~x`
    BitNot,
    Typeof,
    /// ToBoolean, as a value.
    ToBool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Exp,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Sar,
    Shr,
    Lt,
    Le,
    Gt,
    Ge,
    StrictEq,
    StrictNe,
    LooseEq,
    LooseNe,
}

/// Operations the runtime provides that are not operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    ConsoleLog,
    ConsoleError,
    /// `Number(x)`
    Number,
    /// `String(x)`
    String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Rv {
    Use(Operand),
    Unary(UnOp, Operand),
    Binary(BinOp, Operand, Operand),
    /// ToString (a template literal's substitution).
    ToStr(Operand),
    /// Concatenation of operands that are all strings.
    Concat(Vec<Operand>),
    Global(GlobalId),
    /// A direct call of a known function.
    Call(FuncId, Vec<Operand>),
    Intrinsic(Intrinsic, Vec<Operand>),
    /// `obj[key]` on a value; `site` names the TypeError for null/undefined.
    GetProp(Operand, Operand, SiteId),
    /// The operand, which control flow proves to be within the type.
    Narrow(Operand, Ty),
}

/// A binding in the TDZ sense: a local or a module-level binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Var(VarId),
    Global(GlobalId),
}

/// A runtime error raised unconditionally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fail {
    /// `ReferenceError: x is not defined`
    NotDefined(StrId),
    /// `TypeError: Assignment to constant variable.`
    ConstAssign,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Inst {
    Assign(VarId, Rv),
    Eval(Rv),
    SetGlobal(GlobalId, Operand),
    /// Throws `ReferenceError: Cannot access 'name' before initialization`
    /// if the place holds the TDZ marker.
    CheckInit(Place, StrId, SiteId),
    Fail(Fail, SiteId),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    Jump(BlockId),
    /// Jumps by the truthiness of the operand.
    Branch(Operand, BlockId, BlockId),
    Return(Operand),
    Throw(Operand),
    Unreachable,
}

impl Term {
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            Term::Jump(b) => vec![*b],
            Term::Branch(_, t, e) => vec![*t, *e],
            _ => vec![],
        }
    }
}

pub struct Block {
    pub insts: Vec<Inst>,
    pub term: Term,
    /// Where an exception raised in this block goes; None: out of the function.
    pub handler: Option<BlockId>,
    /// A loop header: compiled code polls for a safepoint here.
    pub loop_header: bool,
}

impl Rv {
    /// The operands this right-hand side reads.
    pub fn operands(&self) -> Vec<Operand> {
        match self {
            Rv::Use(a) | Rv::Unary(_, a) | Rv::ToStr(a) | Rv::Narrow(a, _) => vec![*a],
            Rv::Binary(_, a, b) | Rv::GetProp(a, b, _) => vec![*a, *b],
            Rv::Concat(v) | Rv::Call(_, v) | Rv::Intrinsic(_, v) => v.clone(),
            Rv::Global(_) => vec![],
        }
    }
}

impl Inst {
    pub fn operands(&self) -> Vec<Operand> {
        match self {
            Inst::Assign(_, rv) | Inst::Eval(rv) => rv.operands(),
            Inst::SetGlobal(_, op) => vec![*op],
            Inst::CheckInit(Place::Var(v), _, _) => vec![Operand::Var(*v)],
            Inst::CheckInit(Place::Global(_), _, _) | Inst::Fail(..) => vec![],
        }
    }
}

impl Term {
    pub fn operands(&self) -> Vec<Operand> {
        match self {
            Term::Branch(a, _, _) | Term::Return(a) | Term::Throw(a) => vec![*a],
            Term::Jump(_) | Term::Unreachable => vec![],
        }
    }
}
