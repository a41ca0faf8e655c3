// The classes --gen-searchable-tables reads, with the fields and defaults of
// llvm/TableGen/SearchableTable.td (written for these tests).

class GenericEnum {
  string FilterClass;   // the defs that become members
  string NameField;     // member names (default: the def names)
  string ValueField;    // member values (default: 0, 1, ... in name order)
}

class GenericTable {
  string FilterClass;              // the defs that become rows
  string FilterClassField = ?;     // a bit field; rows only where it is set
  string CppTypeName = FilterClass;
  list<string> Fields;             // the row's fields, in order
  list<string> PrimaryKey;         // the table's own sort order and lookup
  string PrimaryKeyName;
  bit PrimaryKeyEarlyOut = false;
  bit PrimaryKeyReturnRange = false;
}

class SearchIndex {
  GenericTable Table;
  list<string> Key;
  bit EarlyOut = false;
}
