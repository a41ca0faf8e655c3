// A dialect but no Op class, for -gen-dialect-doc.
class Dialect {
  string name = ?;
  string summary = "";
  string description = "";
  string cppNamespace = "";
  list<string> dependentDialects = [];
}
def Lone_Dialect : Dialect { let name = "lone"; }
