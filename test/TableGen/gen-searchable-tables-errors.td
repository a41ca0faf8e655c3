// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DMISSING %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DMULTI %s 2>&1 | FileCheck %s --check-prefix=MULTI
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DTYPE %s 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DTYPEOF %s 2>&1 | FileCheck %s --check-prefix=TYPEOF
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DSTRKEY %s 2>&1 | FileCheck %s --check-prefix=STRKEY
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DNOKEY %s 2>&1 | FileCheck %s --check-prefix=NOKEY
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DWIDE %s 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DEARLY %s 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DNAME %s 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DCLASS %s 2>&1 | FileCheck %s --check-prefix=CLASS
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DFIELD %s 2>&1 | FileCheck %s --check-prefix=FIELD
// RUN: not rtblgen --gen-searchable-tables -I %S/Inputs -DFILTER %s 2>&1 | FileCheck %s --check-prefix=FILTER
// RUN: not rtblgen --gen-searchable-tables %s 2>&1 | FileCheck %s --check-prefix=NOINC
// Expected messages from llvm-tblgen 22.

#ifdef MISSING
#define INC
#endif
#ifdef MULTI
#define INC
#endif
#ifdef TYPE
#define INC
#endif
#ifdef TYPEOF
#define INC
#endif
#ifdef STRKEY
#define INC
#endif
#ifdef NOKEY
#define INC
#endif
#ifdef WIDE
#define INC
#endif
#ifdef EARLY
#define INC
#endif
#ifdef NAME
#define INC
#endif
#ifdef CLASS
#define INC
#endif
#ifdef FIELD
#define INC
#endif
#ifdef FILTER
#define INC
#endif
#ifdef INC
include "searchable-classes.td"
#endif

class Entry<string name, int enc> { string Name = name; bits<8> Enc = enc; int Num = enc; list<int> L = []; }
def Good : Entry<"good", 1>;

#ifdef MISSING
// MISSING: gen-searchable-tables-errors.td:[[@LINE+1]]:5: error: Record 'Bad' for table 'T' is missing field 'Enc'
def Bad : Entry<"bad", ?>;
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Name", "Enc"]; }
#endif

#ifdef MULTI
multiclass M<int e> { def _x : Entry<"m", e>; }
// MULTI: gen-searchable-tables-errors.td:[[@LINE-1]]:27: error: Record 'Mm_x' for table 'T' is missing field 'Enc'
// MULTI: gen-searchable-tables-errors.td:[[@LINE+1]]:11: note: instantiated from multiclass
defm Mm : M<?>;
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Enc"]; }
#endif

#ifdef TYPE
// TYPE: gen-searchable-tables-errors.td:[[@LINE+1]]:5: error: invalid field type for field 'Num'; expected: bit, bits, string, or code
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Name", "Num"]; }
#endif

#ifdef TYPEOF
// TYPEOF: gen-searchable-tables-errors.td:[[@LINE+2]]:81: error: Table 'T' has invalid 'TypeOf_Name': "Colour"
// TYPEOF-NEXT: def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Name"]; string TypeOf_Name = "Colour"; }
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Name"]; string TypeOf_Name = "Colour"; }
// TYPEOF: note: The 'TypeOf_xxx' field must be a string naming a GenericEnum record, or "code"
#endif

#ifdef STRKEY
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Name"];
// STRKEY: gen-searchable-tables-errors.td:[[@LINE+1]]:7: error: In table 'T', use a secondary lookup method for case-insensitive comparison of field 'Name'
  let PrimaryKey = ["Name"]; let PrimaryKeyName = "lookup"; }
#endif

#ifdef NOKEY
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Name"]; }
// NOKEY: gen-searchable-tables-errors.td:[[@LINE+1]]:42: error: In table 'T', 'PrimaryKey' or 'Key' refers to nonexistent field 'Enc'
def I : SearchIndex { let Table = T; let Key = ["Enc"]; }
#endif

#ifdef WIDE
class Wide { bits<70> W = 0; }
def w : Wide;
def T : GenericTable { let FilterClass = "Wide"; let Fields = ["W"];
// WIDE: gen-searchable-tables-errors.td:[[@LINE+1]]:7: error: In table 'T' lookup method 'byW', key field 'W' of type bits is too large
  let PrimaryKey = ["W"]; let PrimaryKeyName = "byW"; }
#endif

#ifdef EARLY
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Name"]; }
// EARLY: gen-searchable-tables-errors.td:[[@LINE+1]]:42: error: In lookup method 'I', early-out is not supported for a first key field of type string
def I : SearchIndex { let Table = T; let Key = ["Name"]; let EarlyOut = 1; }
#endif

#ifdef NAME
// NAME: gen-searchable-tables-errors.td:[[@LINE+1]]:5: error: Record `T', field `PrimaryKeyName' exists but does not have a string value
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Enc"]; let PrimaryKey = ["Enc"]; }
#endif

#ifdef CLASS
// CLASS: gen-searchable-tables-errors.td:[[@LINE+1]]:28: error: Table FilterClass 'Entri' does not exist
def T : GenericTable { let FilterClass = "Entri"; let Fields = ["Enc"]; }
#endif

#ifdef FIELD
// FIELD: gen-searchable-tables-errors.td:57:5: error: Record `Good' does not have a field named `Encoding'!
// FIELD-EMPTY:
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["Encoding"]; }
#endif

#ifdef FILTER
// FILTER: gen-searchable-tables-errors.td:56:80: error: FilterClassField 'Entry' should be a bit value
def T : GenericTable { let FilterClass = "Entry"; let FilterClassField = "Num"; let Fields = ["Enc"]; }
#endif

// NOINC: error: The class 'GenericEnum' is not defined
