// Generated for io.k8s.api.core.v1.ServicePort from the Kubernetes 1.37 definitions (golden file).

const _: () = {
    #[automatically_derived]
    impl crate::Describe for ::k8s_openapi::api::core::v1::ServicePort {
        #[inline]
        fn describe(builder: &mut crate::SchemaBuilder) -> crate::NodeId {
            builder
                .structure::<
                    Self,
                >(
                    "io.k8s.api.core.v1.ServicePort",
                    |fields| {
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "appProtocol",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "name",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<i32>,
                            >(
                                "nodePort",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                i32,
                            >(
                                "port",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "protocol",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
                                >,
                            >(
                                "targetPort",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                    },
                )
        }
    }
};
const _: fn() = || {
    #[inline]
    fn needs_default<T: crate::typed::PatchDefault>() {}
    needs_default::<::k8s_openapi::api::core::v1::ServicePort>();
};
///A strategic merge patch of `k8s_openapi::api::core::v1::ServicePort` (generated from its OpenAPI definition).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ServicePortPatch {
    /// `$patch`: `replace` or `delete` this object (or `merge`, the default).
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
        let mut state = crate::__private::serde::Serializer::serialize_struct(
            serializer,
            "ServicePortPatch",
            crate::typed::patch_serde::Present::present(&self.directive) as usize
                + crate::typed::patch_serde::Present::present(&self.retain_keys) as usize
                + crate::typed::patch_serde::Present::present(&self.app_protocol)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.name) as usize
                + crate::typed::patch_serde::Present::present(&self.node_port) as usize
                + crate::typed::patch_serde::Present::present(&self.port) as usize
                + crate::typed::patch_serde::Present::present(&self.protocol) as usize
                + crate::typed::patch_serde::Present::present(&self.target_port) as usize,
        )?;
        crate::typed::patch_serde::field(&mut state, "$patch", &self.directive)?;
        crate::typed::patch_serde::field(&mut state, "$retainKeys", &self.retain_keys)?;
        crate::typed::patch_serde::field(&mut state, "appProtocol", &self.app_protocol)?;
        crate::typed::patch_serde::field(&mut state, "name", &self.name)?;
        crate::typed::patch_serde::field(&mut state, "nodePort", &self.node_port)?;
        crate::typed::patch_serde::field(&mut state, "port", &self.port)?;
        crate::typed::patch_serde::field(&mut state, "protocol", &self.protocol)?;
        crate::typed::patch_serde::field(&mut state, "targetPort", &self.target_port)?;
        crate::__private::serde::ser::SerializeStruct::end(state)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for ServicePortPatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::typed::patch_serde::deserialize(deserializer)
    }
}
#[automatically_derived]
impl crate::typed::patch_serde::PatchFields for ServicePortPatch {
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
    fn read_field<'de, S: crate::typed::patch_serde::Source<'de>>(
        &mut self,
        index: usize,
        source: &mut S,
    ) -> ::core::result::Result<bool, S::Error> {
        match index {
            0usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.directive)
            }
            1usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.retain_keys)
            }
            2usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.app_protocol)
            }
            3usize => crate::typed::patch_serde::Source::read(source, &mut self.name),
            4usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.node_port)
            }
            5usize => crate::typed::patch_serde::Source::read(source, &mut self.port),
            6usize => crate::typed::patch_serde::Source::read(source, &mut self.protocol),
            7usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.target_port)
            }
            _ => ::core::result::Result::Ok(false),
        }
    }
}
impl ServicePortPatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.directive.is_none() && self.retain_keys.is_none()
            && self.app_protocol.is_absent() && self.name.is_absent()
            && self.node_port.is_absent() && self.port.is_absent()
            && self.protocol.is_absent() && self.target_port.is_absent()
    }
}
#[automatically_derived]
impl crate::typed::StrategicMerge for ::k8s_openapi::api::core::v1::ServicePort {
    type Patch = ServicePortPatch;
    #[inline]
    fn merge(
        self,
        patch: Self::Patch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<Self, crate::Error> {
        match crate::typed::structure::map_directive(
            patch.directive.as_deref(),
            trail,
            &patch,
        )? {
            crate::typed::structure::MapDirective::Replace => {
                let mut rest = patch;
                rest.directive = ::core::option::Option::None;
                let value = <Self as crate::typed::StrategicMerge>::replaced_by(
                    rest,
                    trail,
                )?;
                return ::core::result::Result::Ok(value.unwrap_or_default());
            }
            crate::typed::structure::MapDirective::Delete => {
                return ::core::result::Result::Ok(::core::default::Default::default());
            }
            crate::typed::structure::MapDirective::Merge => {}
        }
        let retained: ::core::option::Option<&[::std::string::String]> = match &patch
            .retain_keys
        {
            ::core::option::Option::Some(listed) => {
                crate::typed::structure::check_retain_keys(
                    listed,
                    &[
                        (
                            "appProtocol",
                            crate::typed::PatchedField::mentioned(&patch.app_protocol),
                        ),
                        ("name", crate::typed::PatchedField::mentioned(&patch.name)),
                        (
                            "nodePort",
                            crate::typed::PatchedField::mentioned(&patch.node_port),
                        ),
                        ("port", crate::typed::PatchedField::mentioned(&patch.port)),
                        (
                            "protocol",
                            crate::typed::PatchedField::mentioned(&patch.protocol),
                        ),
                        (
                            "targetPort",
                            crate::typed::PatchedField::mentioned(&patch.target_port),
                        ),
                    ],
                    trail,
                )?;
                ::core::option::Option::Some(listed)
            }
            ::core::option::Option::None => ::core::option::Option::None,
        };
        #[allow(unused_variables)]
        let Self { app_protocol, name, node_port, port, protocol, target_port, .. } = self;
        let app_protocol = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "appProtocol")
                })
            {
                ::core::option::Option::None
            } else {
                app_protocol
            },
            patch.app_protocol,
            false,
            trail,
            "appProtocol",
        )?;
        let name = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "name"))
            {
                ::core::option::Option::None
            } else {
                name
            },
            patch.name,
            false,
            trail,
            "name",
        )?;
        let node_port = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "nodePort")
                })
            {
                ::core::option::Option::None
            } else {
                node_port
            },
            patch.node_port,
            false,
            trail,
            "nodePort",
        )?;
        let port = (crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "port"))
            {
                ::core::option::Option::None
            } else {
                ::core::option::Option::Some(port)
            },
            patch.port,
            false,
            trail,
            "port",
        )?)
            .unwrap_or_default();
        let protocol = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "protocol")
                })
            {
                ::core::option::Option::None
            } else {
                protocol
            },
            patch.protocol,
            false,
            trail,
            "protocol",
        )?;
        let target_port = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "targetPort")
                })
            {
                ::core::option::Option::None
            } else {
                target_port
            },
            patch.target_port,
            false,
            trail,
            "targetPort",
        )?;
        #[allow(clippy::needless_update)]
        ::core::result::Result::Ok(Self {
            app_protocol,
            name,
            node_port,
            port,
            protocol,
            target_port,
            ..self
        })
    }
    #[inline]
    fn from_patch(
        patch: Self::Patch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        if patch.directive.is_some() {
            return ::core::result::Result::Ok(::core::option::Option::None);
        }
        #[allow(clippy::needless_update)]
        ::core::result::Result::Ok(
            ::core::option::Option::Some(Self {
                app_protocol: crate::typed::structure::field_from_patch(
                    patch.app_protocol,
                    trail,
                    "appProtocol",
                )?,
                name: crate::typed::structure::field_from_patch(
                    patch.name,
                    trail,
                    "name",
                )?,
                node_port: crate::typed::structure::field_from_patch(
                    patch.node_port,
                    trail,
                    "nodePort",
                )?,
                port: (crate::typed::structure::field_from_patch(
                    patch.port,
                    trail,
                    "port",
                )?)
                    .unwrap_or_default(),
                protocol: crate::typed::structure::field_from_patch(
                    patch.protocol,
                    trail,
                    "protocol",
                )?,
                target_port: crate::typed::structure::field_from_patch(
                    patch.target_port,
                    trail,
                    "targetPort",
                )?,
                ..::core::default::Default::default()
            }),
        )
    }
    #[inline]
    fn replaced_by(
        patch: Self::Patch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        #[allow(clippy::needless_update)]
        ::core::result::Result::Ok(
            ::core::option::Option::Some(Self {
                app_protocol: crate::typed::structure::field_replaced_by(
                    patch.app_protocol,
                    trail,
                    "appProtocol",
                )?,
                name: crate::typed::structure::field_replaced_by(
                    patch.name,
                    trail,
                    "name",
                )?,
                node_port: crate::typed::structure::field_replaced_by(
                    patch.node_port,
                    trail,
                    "nodePort",
                )?,
                port: (crate::typed::structure::field_replaced_by(
                    patch.port,
                    trail,
                    "port",
                )?)
                    .unwrap_or_default(),
                protocol: crate::typed::structure::field_replaced_by(
                    patch.protocol,
                    trail,
                    "protocol",
                )?,
                target_port: crate::typed::structure::field_replaced_by(
                    patch.target_port,
                    trail,
                    "targetPort",
                )?,
                ..::core::default::Default::default()
            }),
        )
    }
    #[inline]
    fn to_patch(&self) -> ServicePortPatch {
        #[allow(clippy::needless_update)]
        ServicePortPatch {
            app_protocol: crate::typed::structure::patched_value(
                self.app_protocol.as_ref(),
            ),
            name: crate::typed::structure::patched_value(self.name.as_ref()),
            node_port: crate::typed::structure::patched_value(self.node_port.as_ref()),
            port: crate::typed::structure::patched_value(
                ::core::option::Option::Some(&self.port),
            ),
            protocol: crate::typed::structure::patched_value(self.protocol.as_ref()),
            target_port: crate::typed::structure::patched_value(
                self.target_port.as_ref(),
            ),
            ..::core::default::Default::default()
        }
    }
    #[inline]
    fn merge_patches(
        mut left: Self::Patch,
        mut right: Self::Patch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<Self::Patch, crate::Error> {
        match crate::typed::structure::map_directive(
            right.directive.as_deref(),
            trail,
            &right,
        )? {
            crate::typed::structure::MapDirective::Replace => {
                right.directive = ::core::option::Option::None;
                return ::core::result::Result::Ok(right);
            }
            crate::typed::structure::MapDirective::Delete => {
                return ::core::result::Result::Ok(::core::default::Default::default());
            }
            crate::typed::structure::MapDirective::Merge => {}
        }
        left.retain_keys = crate::typed::patches::merge_retain_keys(
            left.retain_keys,
            right.retain_keys,
            trail,
        )?;
        left.app_protocol = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.app_protocol, right.app_protocol, false, trail, "appProtocol")?;
        left.name = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.name, right.name, false, trail, "name")?;
        left.node_port = crate::typed::patches::merge_patched::<
            i32,
        >(left.node_port, right.node_port, false, trail, "nodePort")?;
        left.port = crate::typed::patches::merge_patched::<
            i32,
        >(left.port, right.port, false, trail, "port")?;
        left.protocol = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.protocol, right.protocol, false, trail, "protocol")?;
        left.target_port = crate::typed::patches::merge_patched::<
            ::k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
        >(left.target_port, right.target_port, false, trail, "targetPort")?;
        ::core::result::Result::Ok(left)
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
        let mut patch = ServicePortPatch::default();
        patch.app_protocol = crate::typed::structure::diff_field(
            original.app_protocol.as_ref(),
            modified.app_protocol.as_ref(),
            false,
            false,
            options,
            trail,
            "appProtocol",
        )?;
        patch.name = crate::typed::structure::diff_field(
            original.name.as_ref(),
            modified.name.as_ref(),
            false,
            false,
            options,
            trail,
            "name",
        )?;
        patch.node_port = crate::typed::structure::diff_field(
            original.node_port.as_ref(),
            modified.node_port.as_ref(),
            false,
            false,
            options,
            trail,
            "nodePort",
        )?;
        patch.port = crate::typed::structure::diff_field(
            ::core::option::Option::Some(&original.port),
            ::core::option::Option::Some(&modified.port),
            false,
            false,
            options,
            trail,
            "port",
        )?;
        patch.protocol = crate::typed::structure::diff_field(
            original.protocol.as_ref(),
            modified.protocol.as_ref(),
            false,
            false,
            options,
            trail,
            "protocol",
        )?;
        patch.target_port = crate::typed::structure::diff_field(
            original.target_port.as_ref(),
            modified.target_port.as_ref(),
            false,
            false,
            options,
            trail,
            "targetPort",
        )?;
        if options.build_retain_keys {
            let original_keys: &[(&str, bool)] = &[
                ("appProtocol", original.app_protocol.as_ref().is_some()),
                ("name", original.name.as_ref().is_some()),
                ("nodePort", original.node_port.as_ref().is_some()),
                ("port", ::core::option::Option::Some(&original.port).is_some()),
                ("protocol", original.protocol.as_ref().is_some()),
                ("targetPort", original.target_port.as_ref().is_some()),
            ];
            let modified_keys: &[(&str, bool)] = &[
                ("appProtocol", modified.app_protocol.as_ref().is_some()),
                ("name", modified.name.as_ref().is_some()),
                ("nodePort", modified.node_port.as_ref().is_some()),
                ("port", ::core::option::Option::Some(&modified.port).is_some()),
                ("protocol", modified.protocol.as_ref().is_some()),
                ("targetPort", modified.target_port.as_ref().is_some()),
            ];
            patch.retain_keys = crate::typed::structure::retain_keys_of(
                original_keys,
                modified_keys,
                patch.is_empty(),
            );
        }
        ::core::result::Result::Ok((!patch.is_empty()).then_some(patch))
    }
}
#[automatically_derived]
impl crate::typed::Keyed for ::k8s_openapi::api::core::v1::ServicePort {
    #[inline]
    fn merge_key(&self, merge_key: &str) -> ::core::option::Option<crate::lists::Key> {
        match merge_key {
            "appProtocol" => {
                self.app_protocol.as_ref().and_then(crate::typed::AsKey::as_key)
            }
            "name" => self.name.as_ref().and_then(crate::typed::AsKey::as_key),
            "nodePort" => self.node_port.as_ref().and_then(crate::typed::AsKey::as_key),
            "port" => {
                ::core::option::Option::Some(&self.port)
                    .and_then(crate::typed::AsKey::as_key)
            }
            "protocol" => self.protocol.as_ref().and_then(crate::typed::AsKey::as_key),
            _ => {
                crate::typed::composite_key(
                    merge_key,
                    &|part| crate::typed::Keyed::merge_key(self, part),
                )
            }
        }
    }
    #[inline]
    fn patch_merge_key(
        patch: &ServicePortPatch,
        merge_key: &str,
    ) -> ::core::option::Option<crate::lists::Key> {
        match merge_key {
            "appProtocol" => {
                match &patch.app_protocol {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "name" => {
                match &patch.name {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "nodePort" => {
                match &patch.node_port {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "port" => {
                match &patch.port {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "protocol" => {
                match &patch.protocol {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            _ => {
                crate::typed::composite_key(
                    merge_key,
                    &|part| <Self as crate::typed::Keyed>::patch_merge_key(patch, part),
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
        crate::typed::Keyed::set_merge_key(self, &mut patch, merge_key);
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
                patch.app_protocol = crate::typed::structure::patched_value(
                    self.app_protocol.as_ref(),
                );
            }
            "name" => {
                patch.name = crate::typed::structure::patched_value(self.name.as_ref());
            }
            "nodePort" => {
                patch.node_port = crate::typed::structure::patched_value(
                    self.node_port.as_ref(),
                );
            }
            "port" => {
                patch.port = crate::typed::structure::patched_value(
                    ::core::option::Option::Some(&self.port),
                );
            }
            "protocol" => {
                patch.protocol = crate::typed::structure::patched_value(
                    self.protocol.as_ref(),
                );
            }
            _ => {
                for part in crate::typed::composite_parts(merge_key) {
                    crate::typed::Keyed::set_merge_key(self, patch, part);
                }
            }
        }
    }
}
