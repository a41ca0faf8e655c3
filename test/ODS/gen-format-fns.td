// RUN: rtblgen -gen-op-defs -I %S/../../compiler/ods/include -I %S/../../dialects/test %S/../../dialects/test/test.td | FileCheck %s
// RUN: rtblgen -gen-op-defs -I %S/../../compiler/ods/include -I %S/../../dialects/test %S/../../dialects/test/test.td | FileCheck %s --check-prefix=GAP
// The parsers and printers generated from declarative assembly formats. Printers make one
// call per element, with the spaces decided from the format (a space before an element,
// none after `(` or before `)`) written as constant text; optional groups become `if`s on
// their anchor. Parsers keep what they parse in locals and resolve operand and result types
// with code following each type's source (parsed, built, the same as another's, or
// transformed from it); a unit attribute anchoring a group is set by the group's presence;
// regions and successors go to locals too. Formats with `custom` directives (or the
// `regions`/`successors` directives) drive the shared element parser instead.

// `$lhs `,` $rhs attr-dict `:` type($result)` with SameOperandsAndResultType.
// CHECK-LABEL: // The parser and printer of `test.ods_add`, generated from its assembly format.
// CHECK-NEXT:  impl AddOp {
// CHECK:         fn parse_format(
// CHECK-NEXT:      let mut g = ropt_ods_runtime::asm::generated::FastParser::new(p, state)?;
// CHECK:           o0 = g.operand(0)?;
// CHECK-NEXT:      g.punct(ropt_ir::asm_interface::Punct::Comma)?;
// CHECK-NEXT:      o1 = g.operand(1)?;
// CHECK-NEXT:      g.attr_dict(&mut dict, false)?;
// CHECK-NEXT:      g.punct(ropt_ir::asm_interface::Punct::Colon)?;
// CHECK-NEXT:      tr0 = Some(g.single_type()?);
// CHECK:           let t = ropt_ods_runtime::asm::generated::fit(ropt_ods_runtime::asm::generated::fit(ropt_ods_runtime::asm::generated::parsed(&tr0), o1.len()), o0.len());
// CHECK-NEXT:      g.resolve(0, &o0, &t, pos, &mut values)?;
// CHECK-NEXT:      let t = ropt_ods_runtime::asm::generated::fit(ropt_ods_runtime::asm::generated::parsed(&tr0), o1.len());
// CHECK-NEXT:      g.resolve(1, &o1, &t, pos, &mut values)?;
// CHECK:           result_types.extend(ropt_ods_runtime::asm::generated::parsed(&tr0));
// CHECK:           g.finish(state, &[], dict, &[o0.len() as i32, o1.len() as i32], None);
// Single operands and results: the fast printer reads them straight from the op.
// CHECK:         fn print_format(
// CHECK-NEXT:      let Some(mut pr) = ropt_ods_runtime::asm::generated::FastPrinter::new(p, op) else {
// CHECK:           pr.write(" ");
// CHECK-NEXT:      pr.operand(0);
// CHECK-NEXT:      pr.write(", ");
// CHECK-NEXT:      pr.operand(1);
// CHECK-NEXT:      pr.attr_dict(false);
// CHECK-NEXT:      pr.write(" : ");
// CHECK-NEXT:      pr.result_type(0);
// CHECK-NEXT:  }

// A successor and an optional group of variadic operands with their types.
// CHECK-LABEL: // The parser and printer of `test.ods_jump`, generated from its assembly format.
// CHECK:           let mut s0 = ropt_ods_runtime::asm::generated::Successors::new();
// CHECK-NEXT:      let mut dict = Vec::new();
// CHECK-NEXT:      s0 = g.successor()?;
// CHECK-NEXT:      if g.optional_punct(ropt_ir::asm_interface::Punct::LParen) {
// CHECK-NEXT:          o0 = g.operand_list(0)?;
// CHECK-NEXT:          g.punct(ropt_ir::asm_interface::Punct::Colon)?;
// CHECK-NEXT:          to0 = Some(g.type_list()?);
// CHECK-NEXT:          g.punct(ropt_ir::asm_interface::Punct::RParen)?;
// CHECK-NEXT:      }
// CHECK:           state.successors.extend(s0);
// CHECK-NEXT:      g.finish(state, &[], dict, &[o0.len() as i32], None);

// oilist: a loop trying each clause's literal, a repeated clause is an error (`g.clause`);
// a unit attribute is set by its clause. The printer prints a clause when one of its
// variables is present, the spacing decided statically across clauses (none before `(`).
// CHECK-LABEL: // The parser and printer of `test.ods_oilist`, generated from its assembly format.
// CHECK-NEXT:  impl OIListOp {
// CHECK:           let mut oil0 = [false; 5];
// CHECK-NEXT:      loop {
// CHECK-NEXT:          if g.optional_keyword("nowait") {
// CHECK-NEXT:              g.clause(&mut oil0[0], "nowait")?;
// CHECK-NEXT:              a0 = Some(g.unit());
// CHECK-NEXT:          } else if g.optional_keyword("if") {
// CHECK-NEXT:              g.clause(&mut oil0[1], "if")?;
// CHECK-NEXT:              g.punct(ropt_ir::asm_interface::Punct::LParen)?;
// CHECK-NEXT:              o0 = g.optional_operand(0)?;
// CHECK:               } else if g.optional_keyword("step") {
// CHECK-NEXT:              g.clause(&mut oil0[4], "step")?;
// CHECK-NEXT:              a2 = Some(g.attr(2)?);
// CHECK-NEXT:          } else {
// CHECK-NEXT:              break;
// CHECK-NEXT:          }
// CHECK-NEXT:      }
// CHECK-NEXT:      g.attr_dict(&mut dict, false)?;
// CHECK:           if pr.present(ropt_ods_model::format::VarRef::Attribute(0)) {
// CHECK-NEXT:          pr.write(" nowait");
// CHECK-NEXT:      }
// CHECK-NEXT:      if pr.present(ropt_ods_model::format::VarRef::Operand(0)) {
// CHECK-NEXT:          pr.write(" if(");
// CHECK:           if pr.present(ropt_ods_model::format::VarRef::Attribute(2)) {
// CHECK-NEXT:          pr.write(" step ");
// CHECK-NEXT:          pr.var(ropt_ods_model::format::VarRef::Attribute(2));
// CHECK-NEXT:      }
// CHECK-NEXT:      pr.attr_dict(false);
// Unit attributes only: the fast printer.
// CHECK-LABEL: // The parser and printer of `test.ods_oilist_units`, generated from its assembly format.
// CHECK:           if pr.has_attr(0) {
// CHECK-NEXT:          pr.write(" a");
// CHECK-NEXT:      }
// CHECK-NEXT:      if pr.has_attr(1) {
// CHECK-NEXT:          pr.write(" b");
// CHECK-NEXT:      }
// CHECK-NEXT:      pr.write(" :");

// "`(` $first `)` `(` $second `)` (`extra` $extra^)? attr-dict": built operand types, no
// space inside parentheses.
// CHECK-LABEL: // The parser and printer of `test.ods_segments`, generated from its assembly format.
// CHECK-NEXT:  impl SegmentsOp {
// CHECK:           g.punct(ropt_ir::asm_interface::Punct::LParen)?;
// CHECK-NEXT:      o0 = g.operand_list(0)?;
// CHECK:           if g.optional_keyword("extra") {
// CHECK-NEXT:          o2 = g.optional_operand(2)?;
// CHECK-NEXT:      }
// CHECK:           let t = g.built(ropt_ods_model::format::VarRef::Operand(2), o2.len())?;
// CHECK:           g.finish(state, &[], dict, &[o0.len() as i32, o1.len() as i32, o2.len() as i32], None);
// Variadic operands: the printer computes the value groups.
// CHECK:           let Some(mut pr) = ropt_ods_runtime::asm::generated::GenPrinter::new(p, op) else {
// CHECK:           pr.write("(");
// CHECK-NEXT:      pr.var(ropt_ods_model::format::VarRef::Operand(0));
// CHECK-NEXT:      pr.write(") (");
// CHECK-NEXT:      pr.var(ropt_ods_model::format::VarRef::Operand(1));
// CHECK-NEXT:      pr.write(")");
// CHECK-NEXT:      if pr.present(ropt_ods_model::format::VarRef::Operand(2)) {
// CHECK-NEXT:          pr.write(" extra ");

// `$count (`fast` $fast^)? attr-dict`: the unit attribute is not printed.
// CHECK-LABEL: // The parser and printer of `test.ods_step`, generated from its assembly format.
// CHECK-NEXT:  impl StepOp {
// CHECK:           a0 = Some(g.attr(0)?);
// CHECK-NEXT:      if g.optional_keyword("fast") {
// CHECK-NEXT:          a1 = Some(g.unit());
// CHECK-NEXT:      }
// CHECK:           result_types.extend(g.built(ropt_ods_model::format::VarRef::Result(0), 1)?);
// CHECK:           g.finish(state, &[a0, a1, a2], dict, &[], None);
// CHECK:           pr.attr(0);
// CHECK-NEXT:      if pr.has_attr(1) {
// CHECK-NEXT:          pr.write(" fast");
// CHECK-NEXT:      }
// CHECK-NEXT:      pr.attr_dict(false);

// `$body attr-dict`: a region, parsed into a local too; `finish` adds the implicit
// terminator or entry block. No operands or results: no resolution code.
// CHECK-LABEL: // The parser and printer of `test.ods_wrap`, generated from its assembly format.
// CHECK-NEXT:  impl WrapOp {
// CHECK:           let mut g = ropt_ods_runtime::asm::generated::FastParser::new(p, state)?;
// CHECK-NEXT:      let mut r0 = ropt_ods_runtime::asm::generated::Regions::new();
// CHECK-NEXT:      let mut dict = Vec::new();
// CHECK-NEXT:      r0 = g.region()?;
// CHECK-NEXT:      g.attr_dict(&mut dict, false)?;
// CHECK-NEXT:      state.operands.clear();
// CHECK-NEXT:      state.result_types.clear();
// CHECK-NEXT:      state.regions.extend(r0);
// CHECK-NEXT:      g.finish(state, &[], dict, &[], None);

// The registration uses them in place of the interpreter.
// CHECK-LABEL: const GENERATED_ASM: &[Option<ropt_ods_runtime::asm::generated::GeneratedAsm>] = &[
// CHECK-NEXT:      Some(ropt_ods_runtime::asm::generated::GeneratedAsm { parse: AddOp::parse_format, print: AddOp::print_format }),
// CHECK-LABEL: pub fn register(ctx: &mut Context) {
// CHECK:         asm: GENERATED_ASM,
// CHECK:         ropt_ods_runtime::register_model_compiled(ctx, ods_model(), &hooks);

// An optional operand typed by OptionalTypesMatchWith: the transformed type fits the group
// (none when the operand is absent).
// GAP-LABEL: // The parser and printer of `test.ods_gap_optmatch`, generated from its assembly format.
// GAP: let t = g.transform(ropt_ods_runtime::asm::generated::parsed(&to0), "$_self", Some(o1.len()))?;

// AttrSizedResultSegments with result types parsed per group: their counts are the sizes.
// GAP-LABEL: // The parser and printer of `test.ods_gap_result_groups`, generated from its assembly format.
// GAP: let rs0 = t.len() as i32;
// GAP: let rs1 = t.len() as i32;
// GAP: let rs2 = t.len() as i32;
// GAP: g.finish(state, &[], dict, &[], Some(&[rs0, rs1, rs2]));

// With `type(results)` the dictionary gives the sizes.
// GAP-LABEL: // The parser and printer of `test.ods_gap_results`, generated from its assembly format.
// GAP-NOT: rs0
// GAP: g.finish(state)
