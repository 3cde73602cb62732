// Generated for io.k8s.api.core.v1.ServicePort from the Kubernetes 1.37 definitions (golden file).

const _: () = {
    #[automatically_derived]
    impl crate::Describe for ::k8s_openapi::api::core::v1::ServicePort {
        #[inline]
        fn describe(builder: &mut crate::SchemaBuilder) -> crate::NodeId {
            crate::__private::structure::describe::<Self>(builder)
        }
    }
};
const _: fn() = || {
    #[inline]
    fn needs_default<T: crate::__private::PatchDefault>() {}
    needs_default::<::k8s_openapi::api::core::v1::ServicePort>();
};
///A strategic merge patch of `k8s_openapi::api::core::v1::ServicePort` (generated from its OpenAPI definition).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ServicePortPatch {
    /// `$patch`: `replace` or `delete` this object (any other value, `merge` included, is an error).
    pub directive: ::core::option::Option<::std::string::String>,
    /// `$retainKeys`: the fields this object keeps.
    pub retain_keys: ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    pub app_protocol: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub name: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub node_port: crate::typed::Patched<<i32 as crate::typed::StrategicMerge>::Patch>,
    pub port: crate::typed::Patched<<i32 as crate::typed::StrategicMerge>::Patch>,
    pub protocol: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub target_port: crate::typed::Patched<
        <::k8s_openapi::apimachinery::pkg::util::intstr::IntOrString as crate::typed::StrategicMerge>::Patch,
    >,
}
#[automatically_derived]
impl crate::__private::serde::Serialize for ServicePortPatch {
    #[inline]
    fn serialize<S: crate::__private::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::core::result::Result<S::Ok, S::Error> {
        crate::__private::patch_serde::serialize(self, serializer)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for ServicePortPatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::__private::patch_serde::deserialize(deserializer)
    }
}
#[automatically_derived]
impl crate::__private::patch_serde::PatchFields for ServicePortPatch {
    const NAME: &'static str = "ServicePortPatch";
    const EXPECTING: &'static str = "struct ServicePortPatch";
    const FIELDS: &'static [&'static str] = &[
        "$patch",
        "$retainKeys",
        "appProtocol",
        "name",
        "nodePort",
        "port",
        "protocol",
        "targetPort",
    ];
    #[inline]
    fn read_field<'de, S: crate::__private::patch_serde::Source<'de>>(
        &mut self,
        index: usize,
        source: &mut S,
    ) -> ::core::result::Result<bool, S::Error> {
        match index {
            0usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.directive)
            }
            1usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.retain_keys,
                )
            }
            2usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.app_protocol,
                )
            }
            3usize => crate::__private::patch_serde::Source::read(source, &mut self.name),
            4usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.node_port)
            }
            5usize => crate::__private::patch_serde::Source::read(source, &mut self.port),
            6usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.protocol)
            }
            7usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.target_port,
                )
            }
            _ => ::core::result::Result::Ok(false),
        }
    }
    #[inline]
    fn members<V: crate::__private::patch_serde::Members>(&self, visitor: &mut V) {
        visitor.member(&self.directive);
        visitor.member(&self.retain_keys);
        visitor.member(&self.app_protocol);
        visitor.member(&self.name);
        visitor.member(&self.node_port);
        visitor.member(&self.port);
        visitor.member(&self.protocol);
        visitor.member(&self.target_port);
    }
}
impl ServicePortPatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        crate::__private::patch_serde::is_empty(self)
    }
}
#[automatically_derived]
impl crate::typed::StrategicMerge for ::k8s_openapi::api::core::v1::ServicePort {
    type Patch = ServicePortPatch;
    const MAY_HOLD_JSON: bool = false;
    #[inline]
    fn merge(
        self,
        patch: ServicePortPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<Self, crate::Error> {
        crate::__private::structure::merge(self, patch, trail)
    }
    #[inline]
    fn from_patch(
        patch: ServicePortPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        crate::__private::structure::from_patch(patch, trail)
    }
    #[inline]
    fn replaced_by(
        patch: ServicePortPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        crate::__private::structure::replaced_by(patch, trail)
    }
    #[inline]
    fn to_patch(&self) -> ServicePortPatch {
        crate::__private::structure::to_patch(self)
    }
    #[inline]
    fn merge_patches(
        left: ServicePortPatch,
        right: ServicePortPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<ServicePortPatch, crate::Error> {
        crate::__private::structure::merge_patches::<Self>(left, right, trail)
    }
    #[inline]
    fn is_object(&self) -> bool {
        true
    }
    #[inline]
    fn diff(
        original: &Self,
        modified: &Self,
        options: crate::typed::DiffOptions,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<ServicePortPatch>, crate::Error> {
        crate::__private::structure::diff(original, modified, options, trail)
    }
}
#[automatically_derived]
impl crate::__private::fields::Blank for ::k8s_openapi::api::core::v1::ServicePort {
    #[inline]
    fn blank() -> Self {
        ::core::default::Default::default()
    }
}
#[automatically_derived]
impl crate::__private::fields::Fields for ::k8s_openapi::api::core::v1::ServicePort {
    const NAME: &'static str = "io.k8s.api.core.v1.ServicePort";
    const HAS_DEFAULT: bool = true;
    #[inline]
    fn directives(
        patch: &mut ServicePortPatch,
    ) -> (
        &mut ::core::option::Option<::std::string::String>,
        &mut ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    ) {
        (&mut patch.directive, &mut patch.retain_keys)
    }
    #[inline]
    fn visit_mut<V: crate::__private::fields::VisitMut>(
        value: &mut Self,
        patch: &mut ServicePortPatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("appProtocol"),
                &mut value.app_protocol,
                &mut patch.app_protocol,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("name"), &mut value.name, &mut patch.name);
        visitor
            .plain::<
                i32,
            >(Field::new("nodePort"), &mut value.node_port, &mut patch.node_port);
        visitor.plain::<i32>(Field::new("port"), &mut value.port, &mut patch.port);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("protocol"), &mut value.protocol, &mut patch.protocol);
        visitor
            .plain::<
                ::k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
            >(Field::new("targetPort"), &mut value.target_port, &mut patch.target_port);
    }
    #[inline]
    fn visit_ref<V: crate::__private::fields::VisitRef>(
        original: &Self,
        modified: &Self,
        patch: &mut ServicePortPatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("appProtocol"),
                original.app_protocol.as_ref(),
                modified.app_protocol.as_ref(),
                &mut patch.app_protocol,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("name"),
                original.name.as_ref(),
                modified.name.as_ref(),
                &mut patch.name,
            );
        visitor
            .plain::<
                i32,
            >(
                Field::new("nodePort"),
                original.node_port.as_ref(),
                modified.node_port.as_ref(),
                &mut patch.node_port,
            );
        visitor
            .plain::<
                i32,
            >(
                Field::new("port"),
                ::core::option::Option::Some(&original.port),
                ::core::option::Option::Some(&modified.port),
                &mut patch.port,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("protocol"),
                original.protocol.as_ref(),
                modified.protocol.as_ref(),
                &mut patch.protocol,
            );
        visitor
            .plain::<
                ::k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
            >(
                Field::new("targetPort"),
                original.target_port.as_ref(),
                modified.target_port.as_ref(),
                &mut patch.target_port,
            );
    }
    #[inline]
    fn visit_patches<V: crate::__private::fields::VisitPatches>(
        left: &mut ServicePortPatch,
        right: &mut ServicePortPatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("appProtocol"),
                &mut left.app_protocol,
                &mut right.app_protocol,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("name"), &mut left.name, &mut right.name);
        visitor
            .plain::<
                i32,
            >(Field::new("nodePort"), &mut left.node_port, &mut right.node_port);
        visitor.plain::<i32>(Field::new("port"), &mut left.port, &mut right.port);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("protocol"), &mut left.protocol, &mut right.protocol);
        visitor
            .plain::<
                ::k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
            >(Field::new("targetPort"), &mut left.target_port, &mut right.target_port);
    }
}
#[automatically_derived]
impl crate::__private::Keyed for ::k8s_openapi::api::core::v1::ServicePort {
    #[inline]
    fn merge_key(
        &self,
        merge_key: &str,
    ) -> ::core::option::Option<crate::__private::Key> {
        match merge_key {
            "appProtocol" => {
                self.app_protocol.as_ref().and_then(crate::__private::AsKey::as_key)
            }
            "name" => self.name.as_ref().and_then(crate::__private::AsKey::as_key),
            "nodePort" => {
                self.node_port.as_ref().and_then(crate::__private::AsKey::as_key)
            }
            "port" => {
                ::core::option::Option::Some(&self.port)
                    .and_then(crate::__private::AsKey::as_key)
            }
            "protocol" => {
                self.protocol.as_ref().and_then(crate::__private::AsKey::as_key)
            }
            _ => {
                crate::__private::composite_key(
                    merge_key,
                    &|part| crate::__private::Keyed::merge_key(self, part),
                )
            }
        }
    }
    #[inline]
    fn patch_merge_key(
        patch: &ServicePortPatch,
        merge_key: &str,
    ) -> ::core::option::Option<crate::__private::Key> {
        match merge_key {
            "appProtocol" => {
                match &patch.app_protocol {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "name" => {
                match &patch.name {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "nodePort" => {
                match &patch.node_port {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "port" => {
                match &patch.port {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "protocol" => {
                match &patch.protocol {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            _ => {
                crate::__private::composite_key(
                    merge_key,
                    &|part| <Self as crate::__private::Keyed>::patch_merge_key(
                        patch,
                        part,
                    ),
                )
            }
        }
    }
    #[inline]
    fn patch_directive(patch: &ServicePortPatch) -> ::core::option::Option<&str> {
        patch.directive.as_deref()
    }
    #[inline]
    fn key_patch(&self, merge_key: &str, delete: bool) -> ServicePortPatch {
        let mut patch = ServicePortPatch::default();
        crate::__private::Keyed::set_merge_key(self, &mut patch, merge_key);
        if delete {
            patch.directive = ::core::option::Option::Some(
                ::std::string::String::from("delete"),
            );
        }
        patch
    }
    #[inline]
    fn set_merge_key(&self, patch: &mut ServicePortPatch, merge_key: &str) {
        match merge_key {
            "appProtocol" => {
                patch.app_protocol = crate::__private::structure::patched_value(
                    self.app_protocol.as_ref(),
                );
            }
            "name" => {
                patch.name = crate::__private::structure::patched_value(
                    self.name.as_ref(),
                );
            }
            "nodePort" => {
                patch.node_port = crate::__private::structure::patched_value(
                    self.node_port.as_ref(),
                );
            }
            "port" => {
                patch.port = crate::__private::structure::patched_value(
                    ::core::option::Option::Some(&self.port),
                );
            }
            "protocol" => {
                patch.protocol = crate::__private::structure::patched_value(
                    self.protocol.as_ref(),
                );
            }
            _ => {
                for part in crate::__private::composite_parts(merge_key) {
                    crate::__private::Keyed::set_merge_key(self, patch, part);
                }
            }
        }
    }
}
