//! Golden tests of the derive's output: syn input through the model to tokens (the
//! schema block, inline), and a whole expansion, formatted, against a golden file
//! (`tests/golden/derived_pod_spec.rs`; `SMP_BLESS=1 cargo test -p smp-derive`
//! regenerates it: review the diff before committing).
use proc_macro2::TokenStream;
use quote::quote;

use smp_codegen::{check, ctxt::Ctxt};

use crate::internals;

fn expand(input: TokenStream) -> String {
    let input: syn::DeriveInput = syn::parse2(input).expect("a struct");
    let cx = Ctxt::new();
    let container = internals::container(&cx, &input).expect("a model");
    check::check(&cx, &container);
    assert!(cx.check().is_ok(), "no errors");
    smp_codegen::expand::schema_block(&container).to_string()
}

#[test]
fn a_keyed_list_a_renamed_field_and_a_skipped_one() {
    let actual = expand(quote! {
        #[serde(rename_all = "camelCase")]
        struct PodSpec {
            #[smp(patch_strategy = "merge", patch_merge_key = "name")]
            containers: Vec<Container>,
            node_name: Option<String>,
            #[serde(skip)]
            cache: u64,
        }
    });
    let expected = quote! {
        const _: () = {
            #[automatically_derived]
            impl ::smp::Describe for PodSpec {
                fn describe(builder: &mut ::smp::SchemaBuilder) -> ::smp::NodeId {
                    ::smp::__private::structure::describe::<Self>(builder)
                }
            }
            #[automatically_derived]
            impl ::smp::__private::JsonFields for PodSpec where {
                const NAMES: ::core::option::Option<&'static [&'static str]> =
                    ::core::option::Option::Some(&["containers", "nodeName"]);
            }
            const _: () = ::core::assert!(::smp::__private::has_field::<Container>("name"),
                "merge key \"name\" is not a field of `Container`: write the JSON name (after serde renames) of a field of `Container` that identifies an item");
        };
    };
    assert_eq!(actual, expected.to_string());
}

#[test]
fn a_generic_struct_with_a_flattened_field_and_another_crate_path() {
    let actual = expand(quote! {
        #[smp(crate = "::kube_smp", describe_only)]
        struct Named<T: Clone> where T: Default {
            #[smp(patch_strategy = "merge", patch_merge_key = "name")]
            items: Vec<T>,
            #[serde(flatten)]
            extra: Extra,
        }
    });
    let expected = quote! {
        const _: () = {
            #[automatically_derived]
            impl<T: Clone> ::kube_smp::Describe for Named<T> where T: Default, T: ::kube_smp::Describe, {
                fn describe(builder: &mut ::kube_smp::SchemaBuilder) -> ::kube_smp::NodeId {
                    builder.structure::<Self>("Named", |fields| {
                        fields.field::<Vec<T> >("items", ::kube_smp::PatchMeta::new(
                            ::core::option::Option::Some("merge"), ::core::option::Option::Some("name")));
                        fields.flatten::<Extra>();
                    })
                }
            }
            #[automatically_derived]
            impl<T: Clone> ::kube_smp::__private::JsonFields for Named<T> where T: Default, {
                const NAMES: ::core::option::Option<&'static [&'static str]> = ::core::option::Option::None;
            }
        };
    };
    assert_eq!(actual, expected.to_string());
}

/// Everything the derive writes for a struct with each kind of field: a keyed list with a
/// composite key, a list merged by value, a `retainKeys` object, a `replace` object, a
/// renamed required field and an untouched optional one.
#[test]
fn the_whole_expansion_of_a_derived_struct_matches_its_golden_file() {
    let input: syn::DeriveInput = syn::parse2(quote! {
        #[serde(rename_all = "camelCase")]
        pub struct PodSpec {
            #[smp(patch_strategy = "merge", patch_merge_key = "name")]
            pub containers: Vec<Container>,
            #[smp(patch_strategy = "merge", patch_merge_key = "containerPort,protocol", composite_key)]
            pub ports: Option<Vec<Port>>,
            #[smp(patch_strategy = "merge")]
            pub finalizers: Option<Vec<String>>,
            #[smp(patch_strategy = "retainKeys")]
            pub strategy: Option<Strategy>,
            #[smp(patch_strategy = "replace")]
            pub selector: Option<Selector>,
            /// The node the pod runs on: its documentation goes to the patch's field too.
            #[serde(rename = "host")]
            pub node_name: String,
            pub priority: Option<i32>,
        }
    })
    .expect("a struct");
    let cx = Ctxt::new();
    let container = internals::container(&cx, &input).expect("a model");
    check::check(&cx, &container);
    assert!(cx.check().is_ok(), "no errors");
    let file: syn::File = syn::parse2(smp_codegen::expand::expand(&container)).expect("generated code parses");
    let code = format!(
        "// What #[derive(StrategicMerge)] writes for the struct in src/golden.rs (golden file).\n\n{}",
        prettyplease::unparse(&file)
    );
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/derived_pod_spec.rs");
    if std::env::var("SMP_BLESS").is_ok_and(|v| v == "1") {
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("creating tests/golden");
        std::fs::write(&path, &code).expect("writing the golden file");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    let line = expected.lines().zip(code.lines()).position(|(a, b)| a != b).map(|l| l + 1);
    assert!(expected == code, "tests/golden/derived_pod_spec.rs is stale from line {line:?} (SMP_BLESS=1 to regenerate, then review the diff)");
}
