// The classes --gen-directive-decl reads, with the fields and defaults of
// llvm/Frontend/Directive/DirectiveBase.td (written for these tests).

class DirectiveLanguage {
  string name = ?;
  string cppNamespace = name;
  string directivePrefix = "";
  string clausePrefix = "";
  bit makeEnumAvailableInNamespace = false;
  bit enableBitmaskEnumInNamespace = false;
  string includeHeader = "";
  string clauseEnumSetClass = "";
  string flangClauseBaseClass = "";
}

class Versioned<int min = 0, int max = 0x7FFFFFFF> {
  int minVersion = min;
  int maxVersion = max;
}

class Spelling<string s, int min = 0, int max = 0x7FFFFFFF> : Versioned<min, max> {
  string spelling = s;
}

class EnumVal<string n, int v, bit uv> {
  string name = n;
  int value = v;
  bit isUserValue = uv;
  bit isDefault = false;
}

class Clause<list<Spelling> ss> {
  list<Spelling> spellings = ss;
  string clangClass = "";
  string flangClass = "";
  bit skipFlangUnparser = false;
  bit isValueOptional = false;
  string enumClauseValue = "";
  list<EnumVal> allowedClauseValues = [];
  bit isValueList = false;
  string defaultValue = "";
  bit isImplicit = false;
  bit isDefault = false;
  string prefix = "";
  bit isPrefixOptional = true;
  string clangAccSpelling = "";
}

class VersionedClause<Clause c, int min = 1, int max = 0x7FFFFFFF> : Versioned<min, max> {
  Clause clause = c;
}

// Enum members are the `name`s, in record-name order.
class Association<string n> { string name = n; }
def AS_None : Association<"None">;
def AS_Block : Association<"Block">;
def AS_Declaration : Association<"Declaration">;
def AS_Delimited : Association<"Delimited">;
def AS_LoopNest : Association<"LoopNest">;
def AS_LoopSeq : Association<"LoopSeq">;
def AS_Separating : Association<"Separating">;
def AS_FromLeaves : Association<"FromLeaves">;  // not an enum member

class Category<string n> { string name = n; }
def CA_Declarative : Category<"Declarative">;
def CA_Executable : Category<"Executable">;
def CA_Meta : Category<"Meta">;

class SourceLanguage<string n> { string name = n; }
def L_C : SourceLanguage<"C">;
def L_Fortran : SourceLanguage<"Fortran">;

class Directive<list<Spelling> ss> {
  list<Spelling> spellings = ss;
  list<VersionedClause> allowedClauses = [];
  list<VersionedClause> allowedOnceClauses = [];
  list<VersionedClause> allowedExclusiveClauses = [];
  list<VersionedClause> requiredClauses = [];
  list<Directive> leafConstructs = [];
  bit isDefault = false;
  Association association = AS_FromLeaves;
  Category category = ?;
  list<SourceLanguage> languages = [L_C, L_Fortran];
}
