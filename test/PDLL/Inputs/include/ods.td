class A;
