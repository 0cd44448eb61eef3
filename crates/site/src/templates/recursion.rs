//! Templates that never stop: a template that includes itself, two that include each other,
//! a macro that calls itself. Tera would recurse until the thread's stack overflows, which
//! aborts the whole process (and the preview server with it). Two defences:
//!
//! - when templates load, every cycle of includes, parents and macro calls that no `if` or
//!   `for` can end is an error naming the chain, with the line of each step;
//! - while rendering, a guard at the start of every template and macro body checks how much
//!   stack is left, and fails the render with an error, not an abort, when recursion that a
//!   condition could have ended (but did not) has used nearly all of it.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;

use tera::ast::{Expr, ExprVal, FunctionCall, Node};
use tera::{Tera, Value};

use crate::diagnostics::{Diagnostic, Location};

/// The guard function's name in templates; no theme would call it itself.
pub(super) const GUARD: &str = "__iopress_stack_guard";
/// Stack that must be left when a template or macro starts. One level of template
/// recursion takes well under this, even in a debug build.
const STACK_RESERVE: usize = 256 * 1024;

/// Something the renderer enters: a template's body or one of its macros.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Body {
    Template(String),
    Macro { file: String, name: String },
}

impl Body {
    fn file(&self) -> &str {
        match self {
            Body::Template(file) | Body::Macro { file, .. } => file,
        }
    }

    fn describe(&self) -> String {
        match self {
            Body::Template(file) => format!("`{file}`"),
            Body::Macro { file, name } => format!("macro `{name}` of `{file}`"),
        }
    }
}

/// One way a body enters another, and the text that does it (to find its line).
#[derive(Debug, Clone)]
struct Step {
    to: Body,
    /// `"x.html"` of an include or `::name(` of a macro call: searched for in the file.
    needle: String,
}

/// Every cycle that no condition can end, as an error naming its chain.
pub fn unconditional_cycles(tera: &Tera, files: &BTreeMap<String, PathBuf>) -> Vec<Diagnostic> {
    let graph = graph(tera);
    let mut reported: BTreeSet<Vec<Body>> = BTreeSet::new();
    let mut problems = Vec::new();
    for start in graph.keys() {
        let mut path = vec![start.clone()];
        let mut steps = Vec::new();
        find_cycles(&graph, &mut path, &mut steps, &mut |cycle, steps| {
            // The same cycle is found from each of its bodies: report it once.
            let mut key = cycle.to_vec();
            let smallest = (0..key.len()).min_by_key(|&i| &key[i]).unwrap_or(0);
            key.rotate_left(smallest);
            if reported.insert(key) {
                problems.push(cycle_error(cycle, steps, files));
            }
        });
    }
    problems
}

type Graph = BTreeMap<Body, Vec<Step>>;

fn find_cycles(
    graph: &Graph,
    path: &mut Vec<Body>,
    steps: &mut Vec<Step>,
    found: &mut dyn FnMut(&[Body], &[Step]),
) {
    let Some(current) = path.last().cloned() else { return };
    for step in graph.get(&current).into_iter().flatten() {
        if let Some(at) = path.iter().position(|body| *body == step.to) {
            // Only cycles through the first body of the path, so each is walked from every
            // start at most once and the search stays small.
            if at == 0 {
                let mut cycle_steps = steps[at..].to_vec();
                cycle_steps.push(step.clone());
                found(&path[at..], &cycle_steps);
            }
            continue;
        }
        path.push(step.to.clone());
        steps.push(step.clone());
        find_cycles(graph, path, steps, found);
        path.pop();
        steps.pop();
    }
}

fn cycle_error(cycle: &[Body], steps: &[Step], files: &BTreeMap<String, PathBuf>) -> Diagnostic {
    let mut chain = Vec::new();
    let mut first_location = None;
    for (body, step) in cycle.iter().zip(steps) {
        let location = files.get(body.file()).and_then(|path| line_of(path, body, &step.needle));
        first_location = first_location.or(location);
        let at = location.map(|l| format!(" (line {})", l.line)).unwrap_or_default();
        chain.push(format!("{}{at}", body.describe()));
    }
    chain.push(cycle[0].describe());
    let what = match (cycle.len(), &cycle[0]) {
        (1, Body::Template(_)) => "a template includes itself",
        (1, Body::Macro { .. }) => "a macro calls itself",
        (_, Body::Template(_)) => "templates include each other",
        _ => "macros call each other",
    };
    let mut diagnostic = Diagnostic::error(format!("{what} with no condition that could stop it: {}", chain.join(" → ")))
        .at_location(first_location)
        .with_help("remove the include or call that closes the circle, or put it inside an `{% if %}` that ends it");
    if let Some(path) = files.get(cycle[0].file()) {
        diagnostic = diagnostic.in_file(path);
    }
    diagnostic
}

/// The line of the step's text in the file: after the macro's own definition for a macro.
fn line_of(path: &std::path::Path, body: &Body, needle: &str) -> Option<Location> {
    let text = std::fs::read_to_string(path).ok()?;
    let from = match body {
        Body::Macro { name, .. } => text.find(&format!("macro {name}("))?,
        Body::Template(_) => 0,
    };
    let at = from + text[from..].find(needle)?;
    Some(Location::from_offset(&text, at))
}

/// The unconditional steps of every body of every template.
fn graph(tera: &Tera) -> Graph {
    let mut graph = Graph::new();
    for (name, template) in &tera.templates {
        let namespaces: HashMap<&str, &str> = template
            .imported_macro_files
            .iter()
            .map(|(file, namespace)| (namespace.as_str(), file.as_str()))
            .collect();
        let resolve = |namespace: &str| {
            if namespace == "self" {
                Some(name.clone())
            } else {
                namespaces.get(namespace).map(|f| f.to_string())
            }
        };
        let mut steps = Vec::new();
        nodes(&template.ast, &resolve, &mut steps);
        graph.insert(Body::Template(name.clone()), steps);
        for (macro_name, definition) in &template.macros {
            let mut steps = Vec::new();
            nodes(&definition.body, &resolve, &mut steps);
            graph.insert(Body::Macro { file: name.clone(), name: macro_name.clone() }, steps);
        }
    }
    graph
}

/// Steps taken whenever `body` renders: inside `if` and `for` is conditional, and left out.
/// `extends` is no step: Tera refuses a parent that leads back to its child, and a template
/// with a parent cannot be included.
fn nodes(body: &[Node], resolve: &dyn Fn(&str) -> Option<String>, steps: &mut Vec<Step>) {
    for node in body {
        match node {
            Node::Include(_, names, _) => {
                if let Some(first) = names.first() {
                    steps.push(Step {
                        to: Body::Template(first.clone()),
                        needle: format!("\"{first}\""),
                    });
                }
            }
            Node::Block(_, block, _) => nodes(&block.body, resolve, steps),
            Node::FilterSection(_, section, _) => {
                call(&section.filter, resolve, steps);
                nodes(&section.body, resolve, steps);
            }
            Node::VariableBlock(_, expr) => expression(expr, resolve, steps),
            Node::Set(_, set) => expression(&set.value, resolve, steps),
            Node::If(branches, _) => {
                // The first condition is always evaluated; the rest and every body may not be.
                if let Some((_, condition, _)) = branches.conditions.first() {
                    expression(condition, resolve, steps);
                }
            }
            Node::Forloop(_, forloop, _) => expression(&forloop.container, resolve, steps),
            _ => {}
        }
    }
}

fn expression(expr: &Expr, resolve: &dyn Fn(&str) -> Option<String>, steps: &mut Vec<Step>) {
    value(&expr.val, resolve, steps);
    for filter in &expr.filters {
        call(filter, resolve, steps);
    }
}

fn call(function: &FunctionCall, resolve: &dyn Fn(&str) -> Option<String>, steps: &mut Vec<Step>) {
    for arg in function.args.values() {
        expression(arg, resolve, steps);
    }
}

fn value(val: &ExprVal, resolve: &dyn Fn(&str) -> Option<String>, steps: &mut Vec<Step>) {
    match val {
        ExprVal::MacroCall(macro_call) => {
            for arg in macro_call.args.values() {
                expression(arg, resolve, steps);
            }
            if let Some(file) = resolve(&macro_call.namespace) {
                steps.push(Step {
                    to: Body::Macro { file, name: macro_call.name.clone() },
                    needle: format!("::{}(", macro_call.name),
                });
            }
        }
        ExprVal::FunctionCall(function) => call(function, resolve, steps),
        ExprVal::Math(math) => {
            expression(&math.lhs, resolve, steps);
            expression(&math.rhs, resolve, steps);
        }
        // `a and b`, `a or b`: the right side may not be evaluated.
        ExprVal::Logic(logic) => expression(&logic.lhs, resolve, steps),
        ExprVal::In(within) => {
            expression(&within.lhs, resolve, steps);
            expression(&within.rhs, resolve, steps);
        }
        ExprVal::Array(items) => {
            for item in items {
                expression(item, resolve, steps);
            }
        }
        ExprVal::StringConcat(concat) => {
            for item in &concat.values {
                value(item, resolve, steps);
            }
        }
        ExprVal::Test(test) => {
            for arg in &test.args {
                expression(arg, resolve, steps);
            }
        }
        ExprVal::String(_)
        | ExprVal::Int(_)
        | ExprVal::Float(_)
        | ExprVal::Bool(_)
        | ExprVal::Ident(_) => {}
    }
}

/// Puts the stack guard at the start of every template and macro body, and registers it.
pub fn install_guard(tera: &mut Tera) {
    for (name, template) in tera.templates.iter_mut() {
        template.ast.insert(0, guard_node(format!("`{name}`")));
        for (macro_name, definition) in template.macros.iter_mut() {
            definition.body.insert(0, guard_node(format!("macro `{macro_name}` of `{name}`")));
        }
    }
    tera.register_function(GUARD, stack_guard);
}

fn guard_node(at: String) -> Node {
    let args = HashMap::from([("at".to_string(), Expr::new(ExprVal::String(at)))]);
    Node::VariableBlock(
        Default::default(),
        Expr::new(ExprVal::FunctionCall(FunctionCall { name: GUARD.to_string(), args })),
    )
}

fn stack_guard(args: &HashMap<String, Value>) -> tera::Result<Value> {
    match stacker::remaining_stack() {
        Some(left) if left < STACK_RESERVE => {
            let at = args.get("at").and_then(Value::as_str).unwrap_or("a template");
            Err(tera::Error::msg(format!(
                "templates recurse without end: {at} was entered again and again until the stack ran out; \
                 a template includes itself or a macro calls itself, and the condition meant to stop it never does"
            )))
        }
        _ => Ok(Value::String(String::new())),
    }
}
