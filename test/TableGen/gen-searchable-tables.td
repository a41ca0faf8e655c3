// RUN: rtblgen --gen-searchable-tables -I %S/Inputs %s | FileCheck %s --strict-whitespace --match-full-lines
// Expected output from llvm-tblgen 22.

include "searchable-classes.td"

// Enum members numbered by a field keep record order; without one they are
// numbered in the order of their names.
class Color<string n, bits<8> v> { string Name = n; bits<8> Value = v; }
def ZRed : Color<"red", 7>;
def AGreen : Color<"green", 3>;
def MBlue : Color<"blue", 200>;
def Colors : GenericEnum { let FilterClass = "Color"; let NameField = "Name"; let ValueField = "Value"; }
def ColorNames : GenericEnum { let FilterClass = "Color"; let NameField = "Name"; }
def ColorDefs : GenericEnum { let FilterClass = "Color"; }


class Reg<string name, bits<12> enc, Color c, bit wide, code pred> {
  string Name = name;
  bits<12> Encoding = enc;
  Color Col = c;
  bit Wide = wide;
  code Pred = pred;
  string PredText = pred;
  bit Listed = !ne(enc, 0);
}
def : Reg<"zero", 0, ZRed, 0, [{true}]>;
def : Reg<"sp", 0x2f, AGreen, 1, [{hasSP()}]>;
def : Reg<"ra", 0x10, ZRed, 0, [{}]>;
def : Reg<"gp", 0x10, MBlue, 1, [{isGP(ST)}]>;
foreach i = 1-11 in
  def : Reg<"t"#i, !add(0x100, !and(i, 3)), AGreen, !eq(!and(i, 1), 1), "T"#i>;

// The primary key sorts the table and looks entries up in it; the early-out
// bounds are the first and last keys; a range lookup returns every match.
def Regs : GenericTable {
  let FilterClass = "Reg";
  let FilterClassField = "Listed";
  let CppTypeName = "RegInfo";
  let Fields = ["Name", "Encoding", "Col", "Wide", "Pred", "PredText"];
  string TypeOf_Col = "Colors";
  string TypeOf_PredText = "code";
  let PrimaryKey = ["Encoding", "Wide"];
  let PrimaryKeyName = "lookupRegByEncoding";
  let PrimaryKeyEarlyOut = true;
}
def RegsByColor : GenericTable {
  let FilterClass = "Reg";
  let Fields = ["Col", "Encoding"];
  string TypeOf_Col = "ColorDefs";
  let PrimaryKey = ["Col"];
  let PrimaryKeyName = "lookupRegsByColor";
  let PrimaryKeyReturnRange = true;
}
// Without a primary key the rows are sorted by all their fields.
def RegNames : GenericTable {
  let FilterClass = "Reg";
  let Fields = ["Name", "Wide"];
}

// Secondary indexes compare strings upper-cased.
def lookupRegByName : SearchIndex { let Table = Regs; let Key = ["Name"]; }
def lookupRegByColorAndName : SearchIndex { let Table = Regs; let Key = ["Col", "Name"]; let EarlyOut = 1; }
// One integer key counting up by one: found by subtraction.
class Opcode<int c> { bits<16> Code = c; string Name = NAME; }
def OpAdd : Opcode<0x41>;
def OpSub : Opcode<0x40>;
def OpMul : Opcode<0x42>;
def Opcodes : GenericTable { let FilterClass = "Opcode"; let Fields = ["Name", "Code"];
  let PrimaryKey = ["Code"]; let PrimaryKeyName = "lookupOpcode"; }
def lookupOpcodeByCode : SearchIndex { let Table = Opcodes; let Key = ["Code"]; }
def lookupRegNameByPred : SearchIndex { let Table = Regs; let Key = ["Pred", "Wide"]; }

// The whole output:
// CHECK:#ifdef GET_ColorDefs_DECL
// CHECK-NEXT:enum ColorDefs {
// CHECK-NEXT:  AGreen = 0,
// CHECK-NEXT:  MBlue = 1,
// CHECK-NEXT:  ZRed = 2,
// CHECK-NEXT:};
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_ColorNames_DECL
// CHECK-NEXT:enum ColorNames {
// CHECK-NEXT:  blue = 0,
// CHECK-NEXT:  green = 1,
// CHECK-NEXT:  red = 2,
// CHECK-NEXT:};
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_Colors_DECL
// CHECK-NEXT:enum Colors {
// CHECK-NEXT:  green = 3,
// CHECK-NEXT:  blue = 200,
// CHECK-NEXT:  red = 7,
// CHECK-NEXT:};
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_Opcodes_DECL
// CHECK-NEXT:const Opcode *lookupOpcode(uint16_t Code);
// CHECK-NEXT:const Opcode *lookupOpcodeByCode(uint16_t Code);
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_Opcodes_IMPL
// CHECK-NEXT:constexpr Opcode Opcodes[] = {
// CHECK-NEXT:  { "OpSub", 0x40 }, // 0
// CHECK-NEXT:  { "OpAdd", 0x41 }, // 1
// CHECK-NEXT:  { "OpMul", 0x42 }, // 2
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT:const Opcode *lookupOpcode(uint16_t Code) {
// CHECK-NEXT:  if ((uint16_t)Code != std::clamp((uint16_t)Code, (uint16_t)0x40, (uint16_t)0x42))
// CHECK-NEXT:    return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:  auto Table = ArrayRef(Opcodes);
// CHECK-NEXT:  size_t Idx = Code - 0x40;
// CHECK-NEXT:  return &Table[Idx];
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:const Opcode *lookupOpcodeByCode(uint16_t Code) {
// CHECK-NEXT:  struct IndexType {
// CHECK-NEXT:    uint16_t Code;
// CHECK-NEXT:    unsigned _index;
// CHECK-NEXT:  };
// CHECK-NEXT:  static const struct IndexType Index[] = {
// CHECK-NEXT:    { 0x40, 0 },
// CHECK-NEXT:    { 0x41, 1 },
// CHECK-NEXT:    { 0x42, 2 },
// CHECK-NEXT:  };
// CHECK-EMPTY:
// CHECK-NEXT:  if ((uint16_t)Code != std::clamp((uint16_t)Code, (uint16_t)0x40, (uint16_t)0x42))
// CHECK-NEXT:    return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:  auto Table = ArrayRef(Index);
// CHECK-NEXT:  size_t Idx = Code - 0x40;
// CHECK-NEXT:  return &Opcodes[Table[Idx]._index];
// CHECK-NEXT:}
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_RegNames_DECL
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_RegNames_IMPL
// CHECK-NEXT:constexpr Reg RegNames[] = {
// CHECK-NEXT:  { "gp", true }, // 0
// CHECK-NEXT:  { "ra", false }, // 1
// CHECK-NEXT:  { "sp", true }, // 2
// CHECK-NEXT:  { "t1", true }, // 3
// CHECK-NEXT:  { "t10", false }, // 4
// CHECK-NEXT:  { "t11", true }, // 5
// CHECK-NEXT:  { "t2", false }, // 6
// CHECK-NEXT:  { "t3", true }, // 7
// CHECK-NEXT:  { "t4", false }, // 8
// CHECK-NEXT:  { "t5", true }, // 9
// CHECK-NEXT:  { "t6", false }, // 10
// CHECK-NEXT:  { "t7", true }, // 11
// CHECK-NEXT:  { "t8", false }, // 12
// CHECK-NEXT:  { "t9", true }, // 13
// CHECK-NEXT:  { "zero", false }, // 14
// CHECK-NEXT: };
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_Regs_DECL
// CHECK-NEXT:const RegInfo *lookupRegByEncoding(uint16_t Encoding, bool Wide);
// CHECK-NEXT:const RegInfo *lookupRegByColorAndName(unsigned Col, StringRef Name);
// CHECK-NEXT:const RegInfo *lookupRegByName(StringRef Name);
// CHECK-NEXT:const RegInfo *lookupRegNameByPred(StringRef Pred, bool Wide);
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_Regs_IMPL
// CHECK-NEXT:constexpr RegInfo Regs[] = {
// CHECK-NEXT:  { "ra", 0x10, red, false, ,  }, // 0
// CHECK-NEXT:  { "gp", 0x10, blue, true, isGP(ST), isGP(ST) }, // 1
// CHECK-NEXT:  { "sp", 0x2F, green, true, hasSP(), hasSP() }, // 2
// CHECK-NEXT:  { "t4", 0x100, green, false, "T4", T4 }, // 3
// CHECK-NEXT:  { "t8", 0x100, green, false, "T8", T8 }, // 4
// CHECK-NEXT:  { "t1", 0x101, green, true, "T1", T1 }, // 5
// CHECK-NEXT:  { "t5", 0x101, green, true, "T5", T5 }, // 6
// CHECK-NEXT:  { "t9", 0x101, green, true, "T9", T9 }, // 7
// CHECK-NEXT:  { "t10", 0x102, green, false, "T10", T10 }, // 8
// CHECK-NEXT:  { "t2", 0x102, green, false, "T2", T2 }, // 9
// CHECK-NEXT:  { "t6", 0x102, green, false, "T6", T6 }, // 10
// CHECK-NEXT:  { "t11", 0x103, green, true, "T11", T11 }, // 11
// CHECK-NEXT:  { "t3", 0x103, green, true, "T3", T3 }, // 12
// CHECK-NEXT:  { "t7", 0x103, green, true, "T7", T7 }, // 13
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT:const RegInfo *lookupRegByEncoding(uint16_t Encoding, bool Wide) {
// CHECK-NEXT:  if ((uint16_t)Encoding != std::clamp((uint16_t)Encoding, (uint16_t)0x10, (uint16_t)0x103))
// CHECK-NEXT:    return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:  struct KeyType {
// CHECK-NEXT:    uint16_t Encoding;
// CHECK-NEXT:    bool Wide;
// CHECK-NEXT:  };
// CHECK-NEXT:  KeyType Key = {Encoding, Wide};
// CHECK-NEXT:  struct Comp {
// CHECK-NEXT:    bool operator()(const RegInfo &LHS, const KeyType &RHS) const {
// CHECK-NEXT:      if (LHS.Encoding < RHS.Encoding)
// CHECK-NEXT:        return true;
// CHECK-NEXT:      if (LHS.Encoding > RHS.Encoding)
// CHECK-NEXT:        return false;
// CHECK-NEXT:      if (LHS.Wide < RHS.Wide)
// CHECK-NEXT:        return true;
// CHECK-NEXT:      if (LHS.Wide > RHS.Wide)
// CHECK-NEXT:        return false;
// CHECK-NEXT:      return false;
// CHECK-NEXT:    }
// CHECK-NEXT:  };
// CHECK-NEXT:  auto Table = ArrayRef(Regs);
// CHECK-NEXT:  auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());
// CHECK-NEXT:  if (Idx == Table.end() ||
// CHECK-NEXT:      Key.Encoding != Idx->Encoding ||
// CHECK-NEXT:      Key.Wide != Idx->Wide)
// CHECK-NEXT:    return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:  return &*Idx;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:const RegInfo *lookupRegByColorAndName(unsigned Col, StringRef Name) {
// CHECK-NEXT:  struct IndexType {
// CHECK-NEXT:    unsigned Col;
// CHECK-NEXT:    const char * Name;
// CHECK-NEXT:    unsigned _index;
// CHECK-NEXT:  };
// CHECK-NEXT:  static const struct IndexType Index[] = {
// CHECK-NEXT:    { green, "SP", 2 },
// CHECK-NEXT:    { green, "T1", 5 },
// CHECK-NEXT:    { green, "T10", 8 },
// CHECK-NEXT:    { green, "T11", 11 },
// CHECK-NEXT:    { green, "T2", 9 },
// CHECK-NEXT:    { green, "T3", 12 },
// CHECK-NEXT:    { green, "T4", 3 },
// CHECK-NEXT:    { green, "T5", 6 },
// CHECK-NEXT:    { green, "T6", 10 },
// CHECK-NEXT:    { green, "T7", 13 },
// CHECK-NEXT:    { green, "T8", 4 },
// CHECK-NEXT:    { green, "T9", 7 },
// CHECK-NEXT:    { red, "RA", 0 },
// CHECK-NEXT:    { blue, "GP", 1 },
// CHECK-NEXT:  };
// CHECK-EMPTY:
// CHECK-NEXT:  if ((unsigned)Col != std::clamp((unsigned)Col, (unsigned)green, (unsigned)blue))
// CHECK-NEXT:    return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:  struct KeyType {
// CHECK-NEXT:    unsigned Col;
// CHECK-NEXT:    std::string Name;
// CHECK-NEXT:  };
// CHECK-NEXT:  KeyType Key = {Col, Name.upper()};
// CHECK-NEXT:  struct Comp {
// CHECK-NEXT:    bool operator()(const IndexType &LHS, const KeyType &RHS) const {
// CHECK-NEXT:      if ((unsigned)LHS.Col < (unsigned)RHS.Col)
// CHECK-NEXT:        return true;
// CHECK-NEXT:      if ((unsigned)LHS.Col > (unsigned)RHS.Col)
// CHECK-NEXT:        return false;
// CHECK-NEXT:      int CmpName = StringRef(LHS.Name).compare(RHS.Name);
// CHECK-NEXT:      if (CmpName < 0) return true;
// CHECK-NEXT:      if (CmpName > 0) return false;
// CHECK-NEXT:      return false;
// CHECK-NEXT:    }
// CHECK-NEXT:  };
// CHECK-NEXT:  auto Table = ArrayRef(Index);
// CHECK-NEXT:  auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());
// CHECK-NEXT:  if (Idx == Table.end() ||
// CHECK-NEXT:      Key.Col != Idx->Col ||
// CHECK-NEXT:      Key.Name != Idx->Name)
// CHECK-NEXT:    return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:  return &Regs[Idx->_index];
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:const RegInfo *lookupRegByName(StringRef Name) {
// CHECK-NEXT:  struct IndexType {
// CHECK-NEXT:    const char * Name;
// CHECK-NEXT:    unsigned _index;
// CHECK-NEXT:  };
// CHECK-NEXT:  static const struct IndexType Index[] = {
// CHECK-NEXT:    { "GP", 1 },
// CHECK-NEXT:    { "RA", 0 },
// CHECK-NEXT:    { "SP", 2 },
// CHECK-NEXT:    { "T1", 5 },
// CHECK-NEXT:    { "T10", 8 },
// CHECK-NEXT:    { "T11", 11 },
// CHECK-NEXT:    { "T2", 9 },
// CHECK-NEXT:    { "T3", 12 },
// CHECK-NEXT:    { "T4", 3 },
// CHECK-NEXT:    { "T5", 6 },
// CHECK-NEXT:    { "T6", 10 },
// CHECK-NEXT:    { "T7", 13 },
// CHECK-NEXT:    { "T8", 4 },
// CHECK-NEXT:    { "T9", 7 },
// CHECK-NEXT:  };
// CHECK-EMPTY:
// CHECK-NEXT:  struct KeyType {
// CHECK-NEXT:    std::string Name;
// CHECK-NEXT:  };
// CHECK-NEXT:  KeyType Key = {Name.upper()};
// CHECK-NEXT:  struct Comp {
// CHECK-NEXT:    bool operator()(const IndexType &LHS, const KeyType &RHS) const {
// CHECK-NEXT:      int CmpName = StringRef(LHS.Name).compare(RHS.Name);
// CHECK-NEXT:      if (CmpName < 0) return true;
// CHECK-NEXT:      if (CmpName > 0) return false;
// CHECK-NEXT:      return false;
// CHECK-NEXT:    }
// CHECK-NEXT:  };
// CHECK-NEXT:  auto Table = ArrayRef(Index);
// CHECK-NEXT:  auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());
// CHECK-NEXT:  if (Idx == Table.end() ||
// CHECK-NEXT:      Key.Name != Idx->Name)
// CHECK-NEXT:    return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:  return &Regs[Idx->_index];
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:const RegInfo *lookupRegNameByPred(StringRef Pred, bool Wide) {
// CHECK-NEXT:  struct IndexType {
// CHECK-NEXT:    const char * Pred;
// CHECK-NEXT:    bool Wide;
// CHECK-NEXT:    unsigned _index;
// CHECK-NEXT:  };
// CHECK-NEXT:  static const struct IndexType Index[] = {
// CHECK-NEXT:    { , false, 0 },
// CHECK-NEXT:    { "T1", true, 5 },
// CHECK-NEXT:    { "T10", false, 8 },
// CHECK-NEXT:    { "T11", true, 11 },
// CHECK-NEXT:    { "T2", false, 9 },
// CHECK-NEXT:    { "T3", true, 12 },
// CHECK-NEXT:    { "T4", false, 3 },
// CHECK-NEXT:    { "T5", true, 6 },
// CHECK-NEXT:    { "T6", false, 10 },
// CHECK-NEXT:    { "T7", true, 13 },
// CHECK-NEXT:    { "T8", false, 4 },
// CHECK-NEXT:    { "T9", true, 7 },
// CHECK-NEXT:    { HASSP(), true, 2 },
// CHECK-NEXT:    { ISGP(ST), true, 1 },
// CHECK-NEXT:  };
// CHECK-EMPTY:
// CHECK-NEXT:  struct KeyType {
// CHECK-NEXT:    std::string Pred;
// CHECK-NEXT:    bool Wide;
// CHECK-NEXT:  };
// CHECK-NEXT:  KeyType Key = {Pred.upper(), Wide};
// CHECK-NEXT:  struct Comp {
// CHECK-NEXT:    bool operator()(const IndexType &LHS, const KeyType &RHS) const {
// CHECK-NEXT:      int CmpPred = StringRef(LHS.Pred).compare(RHS.Pred);
// CHECK-NEXT:      if (CmpPred < 0) return true;
// CHECK-NEXT:      if (CmpPred > 0) return false;
// CHECK-NEXT:      if (LHS.Wide < RHS.Wide)
// CHECK-NEXT:        return true;
// CHECK-NEXT:      if (LHS.Wide > RHS.Wide)
// CHECK-NEXT:        return false;
// CHECK-NEXT:      return false;
// CHECK-NEXT:    }
// CHECK-NEXT:  };
// CHECK-NEXT:  auto Table = ArrayRef(Index);
// CHECK-NEXT:  auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());
// CHECK-NEXT:  if (Idx == Table.end() ||
// CHECK-NEXT:      Key.Pred != Idx->Pred ||
// CHECK-NEXT:      Key.Wide != Idx->Wide)
// CHECK-NEXT:    return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:  return &Regs[Idx->_index];
// CHECK-NEXT:}
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_RegsByColor_DECL
// CHECK-NEXT:llvm::iterator_range<const Reg *> lookupRegsByColor(unsigned Col);
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef GET_RegsByColor_IMPL
// CHECK-NEXT:constexpr Reg RegsByColor[] = {
// CHECK-NEXT:  { AGreen, 0x2F }, // 0
// CHECK-NEXT:  { AGreen, 0x100 }, // 1
// CHECK-NEXT:  { AGreen, 0x100 }, // 2
// CHECK-NEXT:  { AGreen, 0x101 }, // 3
// CHECK-NEXT:  { AGreen, 0x101 }, // 4
// CHECK-NEXT:  { AGreen, 0x101 }, // 5
// CHECK-NEXT:  { AGreen, 0x102 }, // 6
// CHECK-NEXT:  { AGreen, 0x102 }, // 7
// CHECK-NEXT:  { AGreen, 0x102 }, // 8
// CHECK-NEXT:  { AGreen, 0x103 }, // 9
// CHECK-NEXT:  { AGreen, 0x103 }, // 10
// CHECK-NEXT:  { AGreen, 0x103 }, // 11
// CHECK-NEXT:  { MBlue, 0x10 }, // 12
// CHECK-NEXT:  { ZRed, 0x0 }, // 13
// CHECK-NEXT:  { ZRed, 0x10 }, // 14
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT:llvm::iterator_range<const Reg *> lookupRegsByColor(unsigned Col) {
// CHECK-NEXT:  struct KeyType {
// CHECK-NEXT:    unsigned Col;
// CHECK-NEXT:  };
// CHECK-NEXT:  KeyType Key = {Col};
// CHECK-NEXT:  struct Comp {
// CHECK-NEXT:    bool operator()(const Reg &LHS, const KeyType &RHS) const {
// CHECK-NEXT:      if ((unsigned)LHS.Col < (unsigned)RHS.Col)
// CHECK-NEXT:        return true;
// CHECK-NEXT:      if ((unsigned)LHS.Col > (unsigned)RHS.Col)
// CHECK-NEXT:        return false;
// CHECK-NEXT:      return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    bool operator()(const KeyType &LHS, const Reg &RHS) const {
// CHECK-NEXT:      if ((unsigned)LHS.Col < (unsigned)RHS.Col)
// CHECK-NEXT:        return true;
// CHECK-NEXT:      if ((unsigned)LHS.Col > (unsigned)RHS.Col)
// CHECK-NEXT:        return false;
// CHECK-NEXT:      return false;
// CHECK-NEXT:    }
// CHECK-NEXT:  };
// CHECK-NEXT:  auto Table = ArrayRef(RegsByColor);
// CHECK-NEXT:  auto It = std::equal_range(Table.begin(), Table.end(), Key, Comp());
// CHECK-NEXT:  return llvm::make_range(It.first, It.second);
// CHECK-NEXT:}
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#undef GET_ColorDefs_DECL
// CHECK-NEXT:#undef GET_ColorNames_DECL
// CHECK-NEXT:#undef GET_Colors_DECL
// CHECK-NEXT:#undef GET_Opcodes_DECL
// CHECK-NEXT:#undef GET_Opcodes_IMPL
// CHECK-NEXT:#undef GET_RegNames_DECL
// CHECK-NEXT:#undef GET_RegNames_IMPL
// CHECK-NEXT:#undef GET_RegsByColor_DECL
// CHECK-NEXT:#undef GET_RegsByColor_IMPL
// CHECK-NEXT:#undef GET_Regs_DECL
// CHECK-NEXT:#undef GET_Regs_IMPL
// CHECK-NOT:{{.}}
