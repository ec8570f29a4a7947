//! The files of a program as lowering sees them: [`lower_files`] makes one
//! [`Lowerer`] for all of them, and [`FileState`] is what it keeps per
//! file (oxc numbers symbols, references and scopes per file), swapped in
//! by [`Lowerer::switch_file`].

use super::*;

/// What lowering keeps per source file: its scopes and text, and every
/// table keyed by its symbols, references or scopes (oxc numbers them per
/// file). The Lowerer holds the current file's in its own fields and
/// swaps them with a saved one to move to another file.
pub(crate) struct FileState<'a, 's> {
    pub(super) scoping: &'s Scoping,
    pub(super) source: &'a str,
    pub(super) lines: crate::diagnostics::LineIndex,
    pub(super) bindings: HashMap<SymbolId, Binding>,
    pub(super) ref_bindings: HashMap<ReferenceId, Binding>,
    pub(super) param_global_refs: HashSet<ReferenceId>,
    pub(super) enums_by_symbol: HashMap<SymbolId, usize>,
    pub(super) facts: captures::Facts,
    pub(super) mutated: HashMap<SymbolId, bool>,
    pub(super) scope_envs: HashMap<ScopeId, EnvId>,
    pub(super) consts: HashMap<SymbolId, Const>,
    pub(super) early_init: HashSet<SymbolId>,
    pub(super) node_imports: HashMap<SymbolId, &'static crate::node_modules::NodeModule>,
    pub(super) node_named_imports:
        HashMap<SymbolId, (&'static crate::node_modules::NodeModule, String)>,
    pub(super) namespaces: HashMap<SymbolId, usize>,
}

impl<'a, 's> FileState<'a, 's> {
    fn new(f: &ParsedFile<'a, 's>) -> FileState<'a, 's> {
        FileState {
            scoping: f.scoping,
            source: f.source,
            lines: crate::diagnostics::LineIndex::new(f.source),
            bindings: HashMap::new(),
            ref_bindings: HashMap::new(),
            param_global_refs: HashSet::new(),
            enums_by_symbol: HashMap::new(),
            facts: captures::Analysis::run(f.program, f.scoping),
            mutated: HashMap::new(),
            scope_envs: HashMap::new(),
            consts: HashMap::new(),
            early_init: HashSet::new(),
            node_imports: HashMap::new(),
            node_named_imports: HashMap::new(),
            namespaces: HashMap::new(),
        }
    }
}

/// Lowers the files of a program (the entry first) into one module. Each
/// diagnostic names its file by index.
pub fn lower_files<'a>(files: &[ParsedFile<'a, '_>]) -> (Module, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let mut link = modules::Link::build(files, &mut diags);
    let mut m = Module::default();
    link.allocate(&mut m, files);
    let mut states: Vec<Option<FileState>> = files
        .iter()
        .enumerate()
        .map(|(k, f)| {
            let mut st = FileState::new(f);
            modules::mark_exports(&mut st.facts, link.exported_symbols(k));
            if link.lazy[k] || link.async_graph[k] || link.cjs[k] {
                // A lazy module's body (or an asynchronously evaluated
                // one's, or a CommonJS module's) runs in a function of its
                // own: all its module-level bindings are globals.
                let root = f.scoping.root_scope_id();
                modules::mark_exports(&mut st.facts, f.scoping.iter_bindings_in(root));
            }
            Some(st)
        })
        .collect();
    link.import_meta = states
        .iter()
        .map(|st| {
            st.as_ref()
                .is_some_and(|st| st.facts.import_meta_object)
                .then(|| m.add_global("%import.meta", Ty::NONE))
        })
        .collect();
    let first = states[0].take().expect("the entry");
    let diag_mark = diags.len();
    let mut l = Lowerer {
        m,
        scoping: first.scoping,
        source: first.source,
        lines: first.lines,
        diags,
        bindings: first.bindings,
        ref_bindings: first.ref_bindings,
        param_global_refs: first.param_global_refs,
        enums_by_symbol: first.enums_by_symbol,
        facts: first.facts,
        queue: vec![],
        enums: vec![],
        mutated: first.mutated,
        destructure_text: None,
        pattern_depth: 0,
        arity: HashMap::new(),
        envs: vec![],
        scope_envs: first.scope_envs,
        escaping: HashSet::new(),
        fn_chain: HashMap::new(),
        varargs: HashSet::new(),
        ctor_class: HashMap::new(),
        static_methods: HashSet::new(),
        self_named: HashMap::new(),
        enum_obj: None,
        methods: HashSet::new(),
        consts: first.consts,
        early_init: first.early_init,
        node_imports: first.node_imports,
        node_named_imports: first.node_named_imports,
        namespaces: first.namespaces,
        coroutine_fns: HashSet::new(),
        files: states,
        cur_file: 0,
        diag_mark,
        link,
    };
    l.lower_program(files);
    l.switch_file(0);
    // Calls of a console the program may replace go through the console
    // object (`globalThis` as a value counts), so it must be linked; the
    // source scan (`link::scan`) adds every other mention of it.
    let mut console = l.facts.rebound_globals.contains("console");
    for st in l.files.iter().flatten() {
        console |= st.facts.rebound_globals.contains("console");
    }
    l.m.groups.console = console;
    (l.m, l.diags)
}

impl<'a, 's> Lowerer<'a, 's> {
    /// Makes file `k` the current one: its state in the Lowerer's fields,
    /// the current one's saved. Diagnostics reported so far name the file
    /// that was current.
    pub(crate) fn switch_file(&mut self, k: usize) {
        for d in &mut self.diags[self.diag_mark..] {
            d.file = self.cur_file as u32;
        }
        self.diag_mark = self.diags.len();
        if k == self.cur_file {
            return;
        }
        let mut st = self.files[k].take().expect("a saved file state");
        std::mem::swap(&mut self.scoping, &mut st.scoping);
        std::mem::swap(&mut self.source, &mut st.source);
        std::mem::swap(&mut self.lines, &mut st.lines);
        std::mem::swap(&mut self.bindings, &mut st.bindings);
        std::mem::swap(&mut self.ref_bindings, &mut st.ref_bindings);
        std::mem::swap(&mut self.param_global_refs, &mut st.param_global_refs);
        std::mem::swap(&mut self.enums_by_symbol, &mut st.enums_by_symbol);
        std::mem::swap(&mut self.facts, &mut st.facts);
        std::mem::swap(&mut self.mutated, &mut st.mutated);
        std::mem::swap(&mut self.scope_envs, &mut st.scope_envs);
        std::mem::swap(&mut self.consts, &mut st.consts);
        std::mem::swap(&mut self.early_init, &mut st.early_init);
        std::mem::swap(&mut self.node_imports, &mut st.node_imports);
        std::mem::swap(&mut self.node_named_imports, &mut st.node_named_imports);
        std::mem::swap(&mut self.namespaces, &mut st.namespaces);
        self.files[self.cur_file] = Some(st);
        self.cur_file = k;
    }
}
