//! The test passes of function signatures (`mlir/test/lib/IR/TestFunc.cpp` upstream), on
//! modules; each edits the functions (ops with a callable interface) directly in the module:
//!
//! * `test-func-insert-arg`: inserts the arguments the function's `test.insert_args`
//!   attribute lists (`[index, type, attributes?, location?]` each) and drops the attribute;
//!   `test-func-insert-result` likewise with `test.insert_results` (`[index, type,
//!   attributes?]`).
//! * `test-func-erase-arg` / `test-func-erase-result`: erase the arguments (results) whose
//!   attributes hold `test.erase_this_arg` (`test.erase_this_result`).
//! * `test-func-set-type`: gives a function with `test.set_type_from = @other` the type of
//!   `@other` (only the type: the entry block is not changed).
//! * `test-take-body`: in a module of exactly two functions (an error otherwise), moves the
//!   body of the second into the first, whose own body is dropped (MLIR's
//!   `Region::takeBody`).

use ropt_ir::call_interfaces::CallableOpInterface;
use ropt_ir::function_interface as fi;
use ropt_ir::symbol_table::SymbolTable;
use ropt_ir::{Attribute, Body, Context, Location, OpId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_FUNC_INSERT_ARG);
    registry.register(&TEST_FUNC_INSERT_RESULT);
    registry.register(&TEST_FUNC_ERASE_ARG);
    registry.register(&TEST_FUNC_ERASE_RESULT);
    registry.register(&TEST_FUNC_SET_TYPE);
    registry.register(&TEST_TAKE_BODY);
}

/// The functions directly in the region of `module` (a symbol table).
fn functions(body: &Body, module: OpId) -> Vec<OpId> {
    let Some(&region) = body.regions(module).first() else {
        return Vec::new();
    };
    let rb = body.regions_body(module);
    rb.blocks(region)
        .flat_map(|b| rb.ops(b))
        .filter(|&f| rb.op_name(f).interface::<CallableOpInterface>().is_some())
        .collect()
}

/// A module pass applying `edit` to each function directly in the module.
struct EachFunction(fn(&Context, &mut Body, OpId, &SymbolTable));

impl Pass for EachFunction {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let Some(&region) = body.regions(op).first() else {
            return Ok(());
        };
        let funcs = functions(body, op);
        let rb = body.regions_body_mut(op);
        let table = SymbolTable::for_region(rb, region);
        for f in funcs {
            (self.0)(ctx, rb, f, &table);
        }
        Ok(())
    }
}

macro_rules! func_pass {
    ($static:ident, $arg:literal, $name:literal, $desc:literal, $f:path) => {
        #[doc = concat!("`", $arg, "`.")]
        pub static $static: PassInfo = PassInfo {
            argument: $arg,
            name: concat!("(anonymous namespace)::", $name),
            description: $desc,
            anchor: Some("builtin.module"),
            options: &[],
            statistics: &[],
            splits: None,
            create: |_: &PassOptions| Box::new(EachFunction($f)),
        };
    };
}

func_pass!(
    TEST_FUNC_INSERT_ARG,
    "test-func-insert-arg",
    "TestFuncInsertArg",
    "Test inserting func args.",
    insert_args
);
func_pass!(
    TEST_FUNC_INSERT_RESULT,
    "test-func-insert-result",
    "TestFuncInsertResult",
    "Test inserting func results.",
    insert_results
);
func_pass!(
    TEST_FUNC_ERASE_ARG,
    "test-func-erase-arg",
    "TestFuncEraseArg",
    "Test erasing func args.",
    erase_args
);
func_pass!(
    TEST_FUNC_ERASE_RESULT,
    "test-func-erase-result",
    "TestFuncEraseResult",
    "Test erasing func results.",
    erase_results
);
func_pass!(
    TEST_FUNC_SET_TYPE,
    "test-func-set-type",
    "TestFuncSetType",
    "Test FunctionOpInterface::setType.",
    set_type
);

/// The entries `[index, type, attributes?, location?]` of the array attribute `name` of `f`
/// (entries of another shape are left out).
fn insertions(
    ctx: &Context,
    body: &Body,
    f: OpId,
    name: &str,
) -> Vec<(usize, ropt_ir::Type, Attribute, Location)> {
    let Some(list) = body.attr(f, name).and_then(|a| a.as_array()) else {
        return Vec::new();
    };
    list.iter()
        .filter_map(|entry| {
            let e = entry.as_array()?;
            let index = e.first()?.as_int()?.to_u64()? as usize;
            let ty = e.get(1)?.as_type()?;
            let attrs = match e.get(2) {
                Some(a) => a.as_dictionary().map(|_| *a)?,
                None => ctx.dictionary_attr(&[]),
            };
            let loc = match e.get(3) {
                Some(a) => Location::from_attr(*a)?,
                None => ctx.unknown_loc(),
            };
            Some((index, ty, attrs, loc))
        })
        .collect()
}

fn insert_args(ctx: &Context, body: &mut Body, f: OpId, _: &SymbolTable) {
    let args = insertions(ctx, body, f, "test.insert_args");
    if args.is_empty() {
        return;
    }
    body.set_discardable_attr(ctx, f, "test.insert_args", None);
    fi::insert_arguments(ctx, body, f, &args);
}

fn insert_results(ctx: &Context, body: &mut Body, f: OpId, _: &SymbolTable) {
    let results: Vec<_> = insertions(ctx, body, f, "test.insert_results")
        .into_iter()
        .map(|(i, t, a, _)| (i, t, a))
        .collect();
    if results.is_empty() {
        return;
    }
    body.set_discardable_attr(ctx, f, "test.insert_results", None);
    fi::insert_results(ctx, body, f, &results);
}

/// Which entries of `f`'s signature have `marker` in their attributes.
fn marked(
    body: &Body,
    f: OpId,
    n: usize,
    attrs: fn(&Body, OpId, usize) -> Option<Attribute>,
    marker: &str,
) -> Vec<bool> {
    (0..n)
        .map(|i| {
            attrs(body, f, i)
                .is_some_and(|d| d.as_dictionary().is_some_and(|_| d.get(marker).is_some()))
        })
        .collect()
}

fn erase_args(ctx: &Context, body: &mut Body, f: OpId, _: &SymbolTable) {
    let Some(ty) = fi::function_type(body, f) else {
        return;
    };
    let erase = marked(
        body,
        f,
        ty.inputs().len(),
        fi::arg_attrs,
        "test.erase_this_arg",
    );
    fi::erase_arguments(ctx, body, f, &erase);
}

fn erase_results(ctx: &Context, body: &mut Body, f: OpId, _: &SymbolTable) {
    let Some(ty) = fi::function_type(body, f) else {
        return;
    };
    let erase = marked(
        body,
        f,
        ty.results().len(),
        fi::result_attrs,
        "test.erase_this_result",
    );
    fi::erase_results(ctx, body, f, &erase);
}

fn set_type(ctx: &Context, body: &mut Body, f: OpId, table: &SymbolTable) {
    let Some(from) = body
        .discardable_attr(f, "test.set_type_from")
        .and_then(ropt_ir::symbol_table::symbol_ref_parts)
        .filter(|(_, nested)| nested.is_empty())
        .and_then(|(root, _)| table.lookup(root))
    else {
        return;
    };
    if let Some(ty) = fi::function_type(body, from) {
        fi::set_function_type(ctx, body, f, ty);
    }
}

anonymous_pass!(
    TEST_TAKE_BODY,
    "test-take-body",
    "TestTakeBodyPass",
    "Test Region's takeBody",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(TakeBody)
);

struct TakeBody;

impl Pass for TakeBody {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let funcs = functions(body, op);
        let &[to, from] = funcs.as_slice() else {
            let d = cx.error_at_op(ctx, body, op, "Expected only two functions in test");
            cx.emit(d);
            return Err(PassFailure);
        };
        let rb = body.regions_body_mut(op);
        if rb.nested_body(to).is_none() {
            return Ok(());
        }
        let Some(moved) = rb.take_nested_body(from) else {
            return Ok(());
        };
        let regions = moved.top_regions().to_vec();
        let mut dropped = match rb.replace_nested_body(to, moved, &regions) {
            Ok(old) => old,
            Err(moved) => moved,
        };
        // The dropped body, emptied, becomes the body of `from`.
        for r in dropped.top_regions().to_vec() {
            let blocks: Vec<_> = dropped.blocks(r).collect();
            for &b in &blocks {
                for o in dropped.ops(b).collect::<Vec<_>>() {
                    dropped.drop_all_references(o);
                }
            }
            for b in blocks {
                for v in dropped.block_arguments(b).to_vec() {
                    dropped.drop_all_uses(v);
                }
                dropped.erase_block(b);
            }
        }
        rb.put_nested_body(from, dropped);
        Ok(())
    }
}
