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
const _: fn() = crate::__private::needs_default::<
    ::k8s_openapi::api::core::v1::ServicePort,
>;
/// A strategic merge patch of [`ServicePort`](k8s_openapi::api::core::v1::ServicePort) (generated from its OpenAPI definition).
#[derive(Default)]
pub struct ServicePortPatch {
    /// `$patch`: `replace` or `delete` this object (any other value, `merge` included, is an error).
    pub directive: ::core::option::Option<::std::string::String>,
    /// `$retainKeys`: the fields this object keeps.
    pub retain_keys: ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    /// `appProtocol`.
    ///
    /// See [`ServicePort::app_protocol`](k8s_openapi::api::core::v1::ServicePort::app_protocol).
    pub app_protocol: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `name`.
    ///
    /// See [`ServicePort::name`](k8s_openapi::api::core::v1::ServicePort::name).
    pub name: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `nodePort`.
    ///
    /// See [`ServicePort::node_port`](k8s_openapi::api::core::v1::ServicePort::node_port).
    pub node_port: crate::typed::Patched<<i32 as crate::StrategicMerge>::Held>,
    /// `port`.
    ///
    /// See [`ServicePort::port`](k8s_openapi::api::core::v1::ServicePort::port).
    pub port: crate::typed::Patched<<i32 as crate::StrategicMerge>::Held>,
    /// `protocol`.
    ///
    /// See [`ServicePort::protocol`](k8s_openapi::api::core::v1::ServicePort::protocol).
    pub protocol: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `targetPort`.
    ///
    /// See [`ServicePort::target_port`](k8s_openapi::api::core::v1::ServicePort::target_port).
    pub target_port: crate::typed::Patched<
        <::k8s_openapi::apimachinery::pkg::util::intstr::IntOrString as crate::StrategicMerge>::Held,
    >,
}
#[automatically_derived]
impl crate::__private::serde::Serialize for ServicePortPatch {
    #[inline]
    fn serialize<S: crate::__private::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::core::result::Result<S::Ok, S::Error> {
        crate::__private::patch_serde::serialize::<
            ::k8s_openapi::api::core::v1::ServicePort,
            S,
        >(self, serializer)
    }
}
#[automatically_derived]
impl ::core::fmt::Debug for ServicePortPatch {
    #[inline]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        crate::__private::patch_serde::debug::<
            ::k8s_openapi::api::core::v1::ServicePort,
        >(self, f)
    }
}
#[automatically_derived]
impl ::core::clone::Clone for ServicePortPatch {
    #[inline]
    fn clone(&self) -> Self {
        crate::__private::patch_serde::clone::<
            ::k8s_openapi::api::core::v1::ServicePort,
        >(self)
    }
}
#[automatically_derived]
impl ::core::cmp::PartialEq for ServicePortPatch {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        crate::__private::patch_serde::eq::<
            ::k8s_openapi::api::core::v1::ServicePort,
        >(self, other)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for ServicePortPatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::__private::patch_serde::deserialize::<
            ::k8s_openapi::api::core::v1::ServicePort,
            D,
        >(deserializer)
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
    #[allow(unreachable_patterns)]
    #[inline]
    fn index_of(name: &[u8]) -> ::core::option::Option<usize> {
        match name {
            b"$patch" => ::core::option::Option::Some(0),
            b"$retainKeys" => ::core::option::Option::Some(1),
            b"appProtocol" => ::core::option::Option::Some(2),
            b"name" => ::core::option::Option::Some(3),
            b"nodePort" => ::core::option::Option::Some(4),
            b"port" => ::core::option::Option::Some(5),
            b"protocol" => ::core::option::Option::Some(6),
            b"targetPort" => ::core::option::Option::Some(7),
            _ => ::core::option::Option::None,
        }
    }
}
impl ServicePortPatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        crate::__private::patch_serde::is_empty::<
            ::k8s_openapi::api::core::v1::ServicePort,
        >(self)
    }
}
#[automatically_derived]
impl crate::StrategicMerge for ::k8s_openapi::api::core::v1::ServicePort {
    type Patch = ServicePortPatch;
    type Held = ::std::boxed::Box<ServicePortPatch>;
}
#[automatically_derived]
impl crate::__private::Operations for ::k8s_openapi::api::core::v1::ServicePort {
    const MAY_HOLD_JSON: bool = false;
    #[inline(always)]
    fn in_place(
        operation: crate::__private::InPlace<'_, Self>,
        trail: &crate::__private::Trail<'_>,
    ) -> ::core::result::Result<(), crate::Error> {
        crate::__private::structure::in_place(operation, trail)
    }
    #[inline]
    fn to_patch(&self) -> crate::__private::PatchOf<Self> {
        crate::__private::structure::to_patch(self)
    }
    #[inline]
    fn is_object(&self) -> bool {
        true
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
    fn directives_ref(
        patch: &ServicePortPatch,
    ) -> (
        &::core::option::Option<::std::string::String>,
        &::core::option::Option<::std::vec::Vec<::std::string::String>>,
    ) {
        (&patch.directive, &patch.retain_keys)
    }
    #[inline]
    fn visit<V: crate::__private::fields::Visit<Self>>(visitor: &mut V) {
        use crate::__private::{fields::Field, member};
        static FIELDS: [Field; 6] = [
            Field::new("appProtocol"),
            Field::new("name"),
            Field::new("nodePort"),
            Field::new("port"),
            Field::new("protocol"),
            Field::new("targetPort"),
        ];
        visitor.plain(&FIELDS[0], member!(app_protocol));
        visitor.plain(&FIELDS[1], member!(name));
        visitor.plain(&FIELDS[2], member!(node_port));
        visitor.plain(&FIELDS[3], member!(port, required));
        visitor.plain(&FIELDS[4], member!(protocol));
        visitor.plain(&FIELDS[5], member!(target_port));
    }
}
