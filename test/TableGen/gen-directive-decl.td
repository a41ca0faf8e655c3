// RUN: rtblgen --gen-directive-decl -I %S/Inputs %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: rtblgen --gen-directive-decl -I %S/Inputs -DPLAIN %s | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=PLAIN
// RUN: not rtblgen --gen-directive-decl -I %S/Inputs -DTWO %s 2>&1 | FileCheck %s --check-prefix=TWO
// Expected output from llvm-tblgen 22. Directives and clauses come in record-name
// order, named by their prefix and first spelling (spaces made underscores). Only
// with makeEnumAvailableInNamespace are the enum members aliased in the namespace
// and the clause-value helpers declared.

include "directive-classes.td"

def Lang : DirectiveLanguage {
  let name = "Tdl";
#ifndef PLAIN
  let cppNamespace = "tdl::sub";
  let makeEnumAvailableInNamespace = 1;
  let enableBitmaskEnumInNamespace = 1;
#endif
  let directivePrefix = "TDLD_";
  let clausePrefix = "TDLC_";
}
#ifdef TWO
// TWO: error: A single definition of DirectiveLanguage is needed.
def Other : DirectiveLanguage { let name = "Other"; }
#endif

def KV_lo : EnumVal<"lo", 1, 1>;
def KV_hi : EnumVal<"hi", 7, 0> { let isDefault = 1; }

def TDLC_Zeta : Clause<[Spelling<"zeta">]> {
  let enumClauseValue = "ZetaKind";
  let allowedClauseValues = [KV_lo, KV_hi];
}
def TDLC_Alpha : Clause<[Spelling<"alpha", 1, 3>, Spelling<"alf", 4>]> { let isDefault = 1; }
def TDLC_Mid : Clause<[Spelling<"mid clause">]>;

def TDL_Solo : Directive<[Spelling<"solo">]> {
  let allowedClauses = [VersionedClause<TDLC_Alpha>];
  let association = AS_Block;
  let category = CA_Executable;
}
def TDL_Pair : Directive<[Spelling<"solo pair">]> {
  let leafConstructs = [TDL_Solo, TDL_Solo];
  let category = CA_Meta;
}

// CHECK:#ifndef LLVM_Tdl_INC
// CHECK-NEXT:#define LLVM_Tdl_INC
// CHECK-EMPTY:
// CHECK-NEXT:#include "llvm/ADT/ArrayRef.h"
// CHECK-NEXT:#include "llvm/ADT/BitmaskEnum.h"
// CHECK-NEXT:#include "llvm/ADT/Sequence.h"
// CHECK-NEXT:#include "llvm/ADT/StringRef.h"
// CHECK-NEXT:#include "llvm/Frontend/Directive/Spelling.h"
// CHECK-NEXT:#include "llvm/Support/Compiler.h"
// CHECK-NEXT:#include <cstddef>
// CHECK-NEXT:#include <utility>
// CHECK-EMPTY:
// CHECK-NEXT:namespace llvm {
// CHECK-EMPTY:
// CHECK-NEXT:namespace tdl::sub {
// CHECK-EMPTY:
// CHECK-NEXT:LLVM_ENABLE_BITMASK_ENUMS_IN_NAMESPACE();
// CHECK-EMPTY:
// CHECK-NEXT:enum class Association {
// CHECK-NEXT:  Block,
// CHECK-NEXT:  First_ = Block,
// CHECK-NEXT:  Declaration,
// CHECK-NEXT:  Delimited,
// CHECK-NEXT:  LoopNest,
// CHECK-NEXT:  LoopSeq,
// CHECK-NEXT:  None,
// CHECK-NEXT:  Separating,
// CHECK-NEXT:  Last_ = Separating,
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:static constexpr std::size_t Association_enumSize = 7;
// CHECK-EMPTY:
// CHECK-NEXT:enum class Category {
// CHECK-NEXT:  Declarative,
// CHECK-NEXT:  First_ = Declarative,
// CHECK-NEXT:  Executable,
// CHECK-NEXT:  Meta,
// CHECK-NEXT:  Last_ = Meta,
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:static constexpr std::size_t Category_enumSize = 3;
// CHECK-EMPTY:
// CHECK-NEXT:enum class SourceLanguage : uint32_t {
// CHECK-NEXT:  C = 1U,
// CHECK-NEXT:  Fortran = 2U,
// CHECK-NEXT:  LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/Fortran)
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:static constexpr std::size_t SourceLanguage_enumSize = 2;
// CHECK-EMPTY:
// CHECK-NEXT:enum class Directive {
// CHECK-NEXT:  TDLD_solo_pair,
// CHECK-NEXT:  First_ = TDLD_solo_pair,
// CHECK-NEXT:  TDLD_solo,
// CHECK-NEXT:  Last_ = TDLD_solo,
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:static constexpr std::size_t Directive_enumSize = 2;
// CHECK-EMPTY:
// CHECK-NEXT:constexpr auto TDLD_solo_pair = Directive::TDLD_solo_pair;
// CHECK-NEXT:constexpr auto TDLD_solo = Directive::TDLD_solo;
// CHECK-EMPTY:
// CHECK-NEXT:enum class Clause {
// CHECK-NEXT:  TDLC_alpha,
// CHECK-NEXT:  First_ = TDLC_alpha,
// CHECK-NEXT:  TDLC_mid_clause,
// CHECK-NEXT:  TDLC_zeta,
// CHECK-NEXT:  Last_ = TDLC_zeta,
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:static constexpr std::size_t Clause_enumSize = 3;
// CHECK-EMPTY:
// CHECK-NEXT:constexpr auto TDLC_alpha = Clause::TDLC_alpha;
// CHECK-NEXT:constexpr auto TDLC_mid_clause = Clause::TDLC_mid_clause;
// CHECK-NEXT:constexpr auto TDLC_zeta = Clause::TDLC_zeta;
// CHECK-EMPTY:
// CHECK-NEXT:enum class ZetaKind {
// CHECK-NEXT:  KV_lo=1,
// CHECK-NEXT:  KV_hi=7,
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:constexpr auto KV_lo = ZetaKind::KV_lo;
// CHECK-NEXT:constexpr auto KV_hi = ZetaKind::KV_hi;
// CHECK-EMPTY:
// CHECK-NEXT:// Enumeration helper functions
// CHECK-NEXT:LLVM_ABI std::pair<Directive, directive::VersionRange> getTdlDirectiveKindAndVersions(StringRef Str);
// CHECK-NEXT:inline Directive getTdlDirectiveKind(StringRef Str) {
// CHECK-NEXT:  return getTdlDirectiveKindAndVersions(Str).first;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:LLVM_ABI StringRef getTdlDirectiveName(Directive D, unsigned Ver = 0);
// CHECK-EMPTY:
// CHECK-NEXT:LLVM_ABI std::pair<Clause, directive::VersionRange> getTdlClauseKindAndVersions(StringRef Str);
// CHECK-EMPTY:
// CHECK-NEXT:inline Clause getTdlClauseKind(StringRef Str) {
// CHECK-NEXT:  return getTdlClauseKindAndVersions(Str).first;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:LLVM_ABI StringRef getTdlClauseName(Clause C, unsigned Ver = 0);
// CHECK-EMPTY:
// CHECK-NEXT:/// Return true if \p C is a valid clause for \p D in version \p Version.
// CHECK-NEXT:LLVM_ABI bool isAllowedClauseForDirective(Directive D, Clause C, unsigned Version);
// CHECK-EMPTY:
// CHECK-NEXT:constexpr std::size_t getMaxLeafCount() { return 2; }
// CHECK-NEXT:LLVM_ABI Association getDirectiveAssociation(Directive D);
// CHECK-NEXT:LLVM_ABI Category getDirectiveCategory(Directive D);
// CHECK-NEXT:LLVM_ABI SourceLanguage getDirectiveLanguages(Directive D);
// CHECK-NEXT:LLVM_ABI ZetaKind getZetaKind(StringRef Str);
// CHECK-NEXT:LLVM_ABI StringRef getTdlZetaKindName(ZetaKind x);
// CHECK-EMPTY:
// CHECK-NEXT:} // namespace tdl::sub
// CHECK-EMPTY:
// CHECK-NEXT:template <> struct enum_iteration_traits<tdl::sub::Association> {
// CHECK-NEXT:  static constexpr bool is_iterable = true;
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:template <> struct enum_iteration_traits<tdl::sub::Category> {
// CHECK-NEXT:  static constexpr bool is_iterable = true;
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:template <> struct enum_iteration_traits<tdl::sub::Directive> {
// CHECK-NEXT:  static constexpr bool is_iterable = true;
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:template <> struct enum_iteration_traits<tdl::sub::Clause> {
// CHECK-NEXT:  static constexpr bool is_iterable = true;
// CHECK-NEXT:};
// CHECK-EMPTY:
// CHECK-NEXT:} // namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:#endif // LLVM_Tdl_INC
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// PLAIN:#ifndef LLVM_Tdl_INC
// PLAIN-NEXT:#define LLVM_Tdl_INC
// PLAIN-EMPTY:
// PLAIN-NEXT:#include "llvm/ADT/ArrayRef.h"
// PLAIN-NEXT:#include "llvm/ADT/Sequence.h"
// PLAIN-NEXT:#include "llvm/ADT/StringRef.h"
// PLAIN-NEXT:#include "llvm/Frontend/Directive/Spelling.h"
// PLAIN-NEXT:#include "llvm/Support/Compiler.h"
// PLAIN-NEXT:#include <cstddef>
// PLAIN-NEXT:#include <utility>
// PLAIN-EMPTY:
// PLAIN-NEXT:namespace llvm {
// PLAIN-EMPTY:
// PLAIN-NEXT:namespace Tdl {
// PLAIN-EMPTY:
// PLAIN-NEXT:enum class Association {
// PLAIN-NEXT:  Block,
// PLAIN-NEXT:  First_ = Block,
// PLAIN-NEXT:  Declaration,
// PLAIN-NEXT:  Delimited,
// PLAIN-NEXT:  LoopNest,
// PLAIN-NEXT:  LoopSeq,
// PLAIN-NEXT:  None,
// PLAIN-NEXT:  Separating,
// PLAIN-NEXT:  Last_ = Separating,
// PLAIN-NEXT:};
// PLAIN-EMPTY:
// PLAIN-NEXT:static constexpr std::size_t Association_enumSize = 7;
// PLAIN-EMPTY:
// PLAIN-NEXT:enum class Category {
// PLAIN-NEXT:  Declarative,
// PLAIN-NEXT:  First_ = Declarative,
// PLAIN-NEXT:  Executable,
// PLAIN-NEXT:  Meta,
// PLAIN-NEXT:  Last_ = Meta,
// PLAIN-NEXT:};
// PLAIN-EMPTY:
// PLAIN-NEXT:static constexpr std::size_t Category_enumSize = 3;
// PLAIN-EMPTY:
// PLAIN-NEXT:enum class SourceLanguage : uint32_t {
// PLAIN-NEXT:  C = 1U,
// PLAIN-NEXT:  Fortran = 2U,
// PLAIN-NEXT:  LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/Fortran)
// PLAIN-NEXT:};
// PLAIN-EMPTY:
// PLAIN-NEXT:static constexpr std::size_t SourceLanguage_enumSize = 2;
// PLAIN-EMPTY:
// PLAIN-NEXT:enum class Directive {
// PLAIN-NEXT:  TDLD_solo_pair,
// PLAIN-NEXT:  First_ = TDLD_solo_pair,
// PLAIN-NEXT:  TDLD_solo,
// PLAIN-NEXT:  Last_ = TDLD_solo,
// PLAIN-NEXT:};
// PLAIN-EMPTY:
// PLAIN-NEXT:static constexpr std::size_t Directive_enumSize = 2;
// PLAIN-EMPTY:
// PLAIN-NEXT:enum class Clause {
// PLAIN-NEXT:  TDLC_alpha,
// PLAIN-NEXT:  First_ = TDLC_alpha,
// PLAIN-NEXT:  TDLC_mid_clause,
// PLAIN-NEXT:  TDLC_zeta,
// PLAIN-NEXT:  Last_ = TDLC_zeta,
// PLAIN-NEXT:};
// PLAIN-EMPTY:
// PLAIN-NEXT:static constexpr std::size_t Clause_enumSize = 3;
// PLAIN-EMPTY:
// PLAIN-NEXT:enum class ZetaKind {
// PLAIN-NEXT:  KV_lo=1,
// PLAIN-NEXT:  KV_hi=7,
// PLAIN-NEXT:};
// PLAIN-NEXT:// Enumeration helper functions
// PLAIN-NEXT:LLVM_ABI std::pair<Directive, directive::VersionRange> getTdlDirectiveKindAndVersions(StringRef Str);
// PLAIN-NEXT:inline Directive getTdlDirectiveKind(StringRef Str) {
// PLAIN-NEXT:  return getTdlDirectiveKindAndVersions(Str).first;
// PLAIN-NEXT:}
// PLAIN-EMPTY:
// PLAIN-NEXT:LLVM_ABI StringRef getTdlDirectiveName(Directive D, unsigned Ver = 0);
// PLAIN-EMPTY:
// PLAIN-NEXT:LLVM_ABI std::pair<Clause, directive::VersionRange> getTdlClauseKindAndVersions(StringRef Str);
// PLAIN-EMPTY:
// PLAIN-NEXT:inline Clause getTdlClauseKind(StringRef Str) {
// PLAIN-NEXT:  return getTdlClauseKindAndVersions(Str).first;
// PLAIN-NEXT:}
// PLAIN-EMPTY:
// PLAIN-NEXT:LLVM_ABI StringRef getTdlClauseName(Clause C, unsigned Ver = 0);
// PLAIN-EMPTY:
// PLAIN-NEXT:/// Return true if \p C is a valid clause for \p D in version \p Version.
// PLAIN-NEXT:LLVM_ABI bool isAllowedClauseForDirective(Directive D, Clause C, unsigned Version);
// PLAIN-EMPTY:
// PLAIN-NEXT:constexpr std::size_t getMaxLeafCount() { return 2; }
// PLAIN-NEXT:LLVM_ABI Association getDirectiveAssociation(Directive D);
// PLAIN-NEXT:LLVM_ABI Category getDirectiveCategory(Directive D);
// PLAIN-NEXT:LLVM_ABI SourceLanguage getDirectiveLanguages(Directive D);
// PLAIN-EMPTY:
// PLAIN-NEXT:} // namespace Tdl
// PLAIN-EMPTY:
// PLAIN-NEXT:template <> struct enum_iteration_traits<Tdl::Association> {
// PLAIN-NEXT:  static constexpr bool is_iterable = true;
// PLAIN-NEXT:};
// PLAIN-EMPTY:
// PLAIN-NEXT:template <> struct enum_iteration_traits<Tdl::Category> {
// PLAIN-NEXT:  static constexpr bool is_iterable = true;
// PLAIN-NEXT:};
// PLAIN-EMPTY:
// PLAIN-NEXT:template <> struct enum_iteration_traits<Tdl::Directive> {
// PLAIN-NEXT:  static constexpr bool is_iterable = true;
// PLAIN-NEXT:};
// PLAIN-EMPTY:
// PLAIN-NEXT:template <> struct enum_iteration_traits<Tdl::Clause> {
// PLAIN-NEXT:  static constexpr bool is_iterable = true;
// PLAIN-NEXT:};
// PLAIN-EMPTY:
// PLAIN-NEXT:} // namespace llvm
// PLAIN-EMPTY:
// PLAIN-NEXT:#endif // LLVM_Tdl_INC
// PLAIN-EMPTY:
// PLAIN-NOT:{{.}}
