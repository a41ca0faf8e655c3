//! A compact binary form of a lowered [`Model`], so a compiled dialect gets
//! its model at startup by decoding bytes the build script wrote, instead of
//! parsing records text and lowering it again.
//!
//! The format is private to one build: the build script encodes with this
//! module and the dialect crate decodes with the same one. Integers are LEB128
//! varints (signed ones zigzagged), strings are a length and UTF-8 bytes,
//! sequences a length and their items, options and enums a tag byte, structs
//! their fields in declaration order. Every struct is destructured without
//! `..`, so adding a field to the model fails to compile here until it is
//! encoded too.

use crate::format::{Element, Format, Item, TypeSource, VarRef};
use crate::model::{
    ArgRef, AttrConstraint, AttrDef, AttrFormatItem, AttrParamDef, Builder, BuilderParam, Dialect,
    DialectAttrDef, DocRow, Effect, EnumCase, EnumDef, EnumKind, InterfaceDef, InterfaceMethod,
    Model, OpDef, OpDoc, OpTrait, Pred, PropertyDef, RegionDef, SuccessorDef, TypeConstraint,
    ValueDef, Variadicity,
};
use crate::text::Str;

/// Encodes `model`.
pub fn encode(model: &Model) -> Vec<u8> {
    let mut w = Writer::default();
    model.put(&mut w);
    let mut out = Vec::new();
    put_varint(w.text.len() as u64, &mut out);
    out.extend_from_slice(w.text.as_bytes());
    out.extend_from_slice(&w.out);
    out
}

/// Decodes a model [`encode`] wrote; `None` if the bytes are not one. Every
/// string is copied out of `bytes`.
pub fn decode(bytes: &[u8]) -> Option<Model> {
    decode_with(bytes, None)
}

/// [`decode`] for bytes that live as long as the process (a compiled dialect's
/// embedded model): every string of the model borrows its text from `bytes`, so
/// decoding copies no text and makes no allocation for a string.
pub fn decode_static(bytes: &'static [u8]) -> Option<Model> {
    decode_with(bytes, Some(bytes))
}

fn decode_with(bytes: &[u8], borrow: Option<&'static [u8]>) -> Option<Model> {
    let mut r = Reader {
        bytes,
        pos: 0,
        text: "",
        text_pos: 0,
        static_text: None,
    };
    let n = r.len()?;
    r.text = std::str::from_utf8(&bytes[r.pos..r.pos + n]).ok()?;
    if let Some(b) = borrow {
        // The same bytes, checked above: only the lifetime differs.
        r.static_text = std::str::from_utf8(&b[r.pos..r.pos + n]).ok();
    }
    r.pos += n;
    let model = Model::take(&mut r)?;
    (r.pos == bytes.len() && r.text_pos == r.text.len()).then_some(model)
}

/// What [`encode`] builds: the structure (lengths, tags, integers) and, apart,
/// the text of every string one after the other, so decoding checks that the
/// text is UTF-8 once rather than string by string.
#[derive(Default)]
struct Writer {
    out: Vec<u8>,
    text: String,
}

impl Writer {
    fn push(&mut self, b: u8) {
        self.out.push(b);
    }
}

/// A cursor over encoded bytes.
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// The strings' text, and where the next string starts in it.
    text: &'a str,
    text_pos: usize,
    /// `text` again when the bytes are `'static`: strings then borrow it.
    static_text: Option<&'static str>,
}

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.pos)?;
        self.pos += 1;
        Some(b)
    }

    fn varint(&mut self) -> Option<u64> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            value |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Some(value);
            }
        }
        None
    }

    fn len(&mut self) -> Option<usize> {
        let n = usize::try_from(self.varint()?).ok()?;
        // Every item takes at least one byte: a longer length is corrupt.
        (n <= self.bytes.len() - self.pos).then_some(n)
    }
}

fn put_varint(mut v: u64, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// A value that can be written to and read back from the binary form.
trait Blob: Sized {
    fn put(&self, out: &mut Writer);
    fn take(r: &mut Reader<'_>) -> Option<Self>;
}

impl Blob for bool {
    fn put(&self, out: &mut Writer) {
        out.push(u8::from(*self));
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        match r.byte()? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }
}

impl Blob for u32 {
    fn put(&self, out: &mut Writer) {
        put_varint(u64::from(*self), &mut out.out);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        u32::try_from(r.varint()?).ok()
    }
}

impl Blob for usize {
    fn put(&self, out: &mut Writer) {
        put_varint(*self as u64, &mut out.out);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        usize::try_from(r.varint()?).ok()
    }
}

impl Blob for i64 {
    fn put(&self, out: &mut Writer) {
        put_varint(((*self << 1) ^ (*self >> 63)) as u64, &mut out.out);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        let v = r.varint()?;
        Some(((v >> 1) as i64) ^ -((v & 1) as i64))
    }
}

impl Blob for Str {
    fn put(&self, out: &mut Writer) {
        self.len().put(out);
        out.text.push_str(self);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        let n = usize::take(r)?;
        let range = r.text_pos..r.text_pos.checked_add(n)?;
        let s = match r.static_text {
            Some(t) => Str::borrowed(t.get(range)?),
            None => r.text.get(range)?.into(),
        };
        r.text_pos += n;
        Some(s)
    }
}

impl<T: Blob> Blob for Vec<T> {
    fn put(&self, out: &mut Writer) {
        self.len().put(out);
        for item in self {
            item.put(out);
        }
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        let n = r.len()?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(T::take(r)?);
        }
        Some(v)
    }
}

impl<T: Blob> Blob for Option<T> {
    fn put(&self, out: &mut Writer) {
        match self {
            None => out.push(0),
            Some(v) => {
                out.push(1);
                v.put(out);
            }
        }
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        match r.byte()? {
            0 => Some(None),
            1 => Some(Some(T::take(r)?)),
            _ => None,
        }
    }
}

impl<T: Blob> Blob for Box<T> {
    fn put(&self, out: &mut Writer) {
        (**self).put(out);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(Box::new(T::take(r)?))
    }
}

impl<A: Blob, B: Blob> Blob for (A, B) {
    fn put(&self, out: &mut Writer) {
        self.0.put(out);
        self.1.put(out);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some((A::take(r)?, B::take(r)?))
    }
}

impl<A: Blob, B: Blob, C: Blob> Blob for (A, B, C) {
    fn put(&self, out: &mut Writer) {
        self.0.put(out);
        self.1.put(out);
        self.2.put(out);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some((A::take(r)?, B::take(r)?, C::take(r)?))
    }
}

/// `Blob` for a struct with named fields, all listed (in declaration order).
macro_rules! blob_struct {
    ($t:ident { $($f:ident),* $(,)? }) => {
        impl Blob for $t {
            fn put(&self, out: &mut Writer) {
                let $t { $($f),* } = self;
                $($f.put(out);)*
            }
            fn take(r: &mut Reader<'_>) -> Option<Self> {
                // Struct expressions evaluate their fields in the order written.
                Some($t { $($f: Blob::take(r)?),* })
            }
        }
    };
}

/// `Blob` for an enum: each variant with its tag, either a unit, a tuple of
/// fields (named by the pattern variables) or named fields.
macro_rules! blob_enum {
    ($t:ident { $($tag:literal => $v:ident $( ( $($p:ident),* ) )? $( { $($n:ident),* } )?),* $(,)? }) => {
        impl Blob for $t {
            fn put(&self, out: &mut Writer) {
                match self {
                    $($t::$v $( ( $($p),* ) )? $( { $($n),* } )? => {
                        out.push($tag);
                        $($($p.put(out);)*)?
                        $($($n.put(out);)*)?
                    })*
                }
            }
            fn take(r: &mut Reader<'_>) -> Option<Self> {
                Some(match r.byte()? {
                    $($tag => $t::$v $( ( $(blob_enum!(@take r $p)),* ) )? $( { $($n: Blob::take(r)?),* } )?,)*
                    _ => return None,
                })
            }
        }
    };
    (@take $r:ident $p:ident) => {
        Blob::take($r)?
    };
}

blob_struct!(Model {
    dialects,
    ops,
    enums,
    interfaces,
    attr_defs
});
blob_struct!(Dialect {
    def_name,
    name,
    summary,
    description,
    rust_module,
    dependent_dialects,
    extra_class_declaration,
    has_constant_materializer,
    has_operation_attr_verify,
    has_region_arg_attr_verify,
    has_region_result_attr_verify,
    has_canonicalizer,
    use_default_attribute_printer_parser,
    use_default_type_printer_parser,
    use_properties_for_attributes,
    allow_unknown_operations,
    allow_unknown_types,
    pos
});
blob_enum!(Pred {
    0 => Leaf(s),
    1 => And(v),
    2 => Or(v),
    3 => Not(p),
    4 => SubstLeaves { pattern, replacement, child },
    5 => Concat { prefix, child, suffix },
});
blob_struct!(TypeConstraint {
    def_name,
    summary,
    pred,
    rust_type,
    builder_call,
    parse_kind
});
blob_enum!(Variadicity {
    0 => Single,
    1 => Optional,
    2 => Variadic,
    3 => VariadicOfVariadic(s),
});
blob_struct!(Effect {
    kind,
    resource,
    stage,
    full
});
blob_struct!(ValueDef {
    name,
    constraint,
    verifier_summary,
    variadicity,
    summary,
    effects
});
blob_struct!(AttrConstraint {
    def_name,
    summary,
    pred,
    storage_pred,
    storage_type,
    return_type,
    convert_from_storage,
    const_builder_call,
    default_value,
    is_optional,
    is_derived,
    is_unit,
    has_buildable_type,
    value_type_builder,
    is_generic,
    enum_name,
    dialect_attr,
    dense_array_elem
});
blob_struct!(DialectAttrDef {
    def_name,
    dialect,
    mnemonic,
    params,
    format,
    pos
});
blob_struct!(AttrParamDef {
    name,
    rust_type,
    enum_name
});
blob_enum!(AttrFormatItem {
    0 => Literal(s),
    1 => Param(n),
    2 => Unsupported(s),
});
blob_struct!(AttrDef {
    name,
    constraint,
    summary
});
blob_struct!(PropertyDef {
    name,
    def_name,
    summary,
    storage_type,
    interface_type,
    default_value,
    pred,
    is_optional,
    kind,
    default,
    initial
});
blob_enum!(ArgRef {
    0 => Operand(i),
    1 => Attribute(i),
    2 => Property(i),
});
blob_struct!(RegionDef {
    name,
    summary,
    pred,
    is_variadic
});
blob_struct!(SuccessorDef {
    name,
    summary,
    is_variadic
});
blob_enum!(OpTrait {
    0 => Native { name, params, structural },
    1 => Internal { name },
    2 => Pred { summary, pred, types_match, types_match_with },
    3 => Interface { name, overridden, declares_methods },
});
blob_struct!(BuilderParam {
    name,
    rust_type,
    default_value
});
blob_struct!(Builder { params, body });
blob_struct!(OpDef {
    def_name,
    dialect,
    name,
    mnemonic,
    summary,
    description,
    operands,
    attributes,
    properties,
    arguments,
    results,
    regions,
    successors,
    traits,
    builders,
    skip_default_builders,
    format,
    assembly_format,
    has_custom_assembly_format,
    has_verifier,
    has_region_verifier,
    has_canonicalizer,
    has_canonicalize_method,
    has_folder,
    extra_class_declaration,
    extra_class_definition,
    doc,
    pos
});
blob_struct!(OpDoc {
    class_name,
    traits,
    interfaces,
    effects,
    attributes,
    operands,
    results,
    successors
});
blob_struct!(DocRow {
    name,
    storage_type,
    summary
});
blob_struct!(EnumCase { symbol, value, str });
blob_enum!(EnumKind {
    0 => Int,
    1 => Bit { separator, print_primary_groups, valid_bits },
    2 => Str,
});
blob_struct!(EnumDef {
    def_name,
    class_name,
    summary,
    description,
    cases,
    bitwidth,
    kind,
    pos
});
blob_struct!(InterfaceMethod {
    name,
    description,
    return_type,
    args,
    body,
    default_body,
    is_static
});
blob_struct!(InterfaceDef {
    def_name,
    name,
    entity,
    rust_module,
    description,
    methods,
    base_interfaces,
    pos
});
blob_enum!(VarRef {
    0 => Operand(i),
    1 => Attribute(i),
    2 => Property(i),
    3 => Result(i),
    4 => Region(i),
    5 => Successor(i),
});
blob_enum!(Element {
    0 => Literal(s),
    1 => Var(v),
    2 => AttrDict { with_keyword },
    3 => PropDict,
    4 => Operands,
    5 => Results,
    6 => Regions,
    7 => Successors,
    8 => Type(i),
    9 => Qualified(i),
    10 => FunctionalType(a, b),
    11 => Custom { name, args },
    12 => Ref(i),
    13 => Optional { then, else_, anchor },
    14 => OIList(v),
});
blob_struct!(Item { element, offset });
blob_struct!(Format {
    items,
    operand_types,
    result_types
});
blob_enum!(TypeSource {
    0 => Parsed,
    1 => Buildable(s),
    2 => SameAs(v),
    3 => Transformed(v, s),
    4 => Inferred,
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_round_trip() {
        for v in [0i64, 1, -1, 63, -64, 64, i64::MAX, i64::MIN] {
            let mut w = Writer::default();
            v.put(&mut w);
            let mut r = Reader {
                bytes: &w.out,
                pos: 0,
                text: "",
                text_pos: 0,
                static_text: None,
            };
            assert_eq!(i64::take(&mut r), Some(v));
            assert_eq!(r.pos, w.out.len());
        }
    }

    #[test]
    fn truncated_or_trailing_bytes_are_rejected() {
        let mut model = Model::default();
        model.enums.push(EnumDef {
            def_name: "E".into(),
            class_name: "E".into(),
            summary: "an enum".into(),
            description: String::new().into(),
            cases: vec![EnumCase {
                symbol: "a".into(),
                value: -1,
                str: "a".into(),
            }],
            bitwidth: 0,
            kind: EnumKind::Bit {
                separator: "|".into(),
                print_primary_groups: true,
                valid_bits: 7,
            },
            pos: 3,
        });
        let bytes = encode(&model);
        let back = decode(&bytes).expect("decodes");
        assert_eq!(format!("{back:?}"), format!("{model:?}"));
        assert!(decode(&bytes[..bytes.len() - 1]).is_none());
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(decode(&longer).is_none());
    }
}
