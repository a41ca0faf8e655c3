// Not ODS: none of the classes mlir-pdll looks for.
class A;
