// RUN: not rtblgen -DDEC %s 2>&1 | FileCheck --check-prefix=DEC %s
// RUN: not rtblgen -DNEG %s 2>&1 | FileCheck --check-prefix=NEG %s
// RUN: not rtblgen -DHEX %s 2>&1 | FileCheck --check-prefix=HEX %s
// RUN: not rtblgen -DBIN %s 2>&1 | FileCheck --check-prefix=BIN %s
// RUN: rtblgen %s | FileCheck %s
// Integer literals beyond 64 bits are "number out of range" whatever their base; up to 64
// bits (unsigned) they are taken as their two's-complement value.
def R {
#ifdef DEC
  bits<64> a = 18446744073709551616;
#endif
#ifdef NEG
  bits<64> a = -9223372036854775809;
#endif
#ifdef HEX
  bits<64> a = 0x1FFFFFFFFFFFFFFFF;
#endif
#ifdef BIN
  bits<64> a = 0b11111111111111111111111111111111111111111111111111111111111111111;
#endif
  int max = 18446744073709551615;
  int hex = 0xFFFFFFFFFFFFFFFE;
}

// DEC: err-number-out-of-range.td:10:16: error: number out of range
// NEG: err-number-out-of-range.td:13:16: error: number out of range
// HEX: err-number-out-of-range.td:16:16: error: number out of range
// BIN: err-number-out-of-range.td:19:16: error: number out of range
// CHECK:      def R {
// CHECK-NEXT:   int max = -1;
// CHECK-NEXT:   int hex = -2;
// CHECK-NEXT: }
