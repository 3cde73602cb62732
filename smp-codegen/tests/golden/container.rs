// Generated for io.k8s.api.core.v1.Container from the Kubernetes 1.37 definitions (golden file).

const _: () = {
    #[automatically_derived]
    impl crate::Describe for ::k8s_openapi::api::core::v1::Container {
        #[inline]
        fn describe(builder: &mut crate::SchemaBuilder) -> crate::NodeId {
            builder
                .structure::<
                    Self,
                >(
                    "io.k8s.api.core.v1.Container",
                    |fields| {
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::std::string::String>,
                                >,
                            >(
                                "args",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::std::string::String>,
                                >,
                            >(
                                "command",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::k8s_openapi::api::core::v1::EnvVar>,
                                >,
                            >(
                                "env",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("name"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::k8s_openapi::api::core::v1::EnvFromSource>,
                                >,
                            >(
                                "envFrom",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "image",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "imagePullPolicy",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::Lifecycle,
                                >,
                            >(
                                "lifecycle",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::k8s_openapi::api::core::v1::Probe>,
                            >(
                                "livenessProbe",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::std::string::String,
                            >(
                                "name",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::k8s_openapi::api::core::v1::ContainerPort>,
                                >,
                            >(
                                "ports",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("containerPort"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::k8s_openapi::api::core::v1::Probe>,
                            >(
                                "readinessProbe",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<
                                        ::k8s_openapi::api::core::v1::ContainerResizePolicy,
                                    >,
                                >,
                            >(
                                "resizePolicy",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::ResourceRequirements,
                                >,
                            >(
                                "resources",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "restartPolicy",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<
                                        ::k8s_openapi::api::core::v1::ContainerRestartRule,
                                    >,
                                >,
                            >(
                                "restartPolicyRules",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::SecurityContext,
                                >,
                            >(
                                "securityContext",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::k8s_openapi::api::core::v1::Probe>,
                            >(
                                "startupProbe",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "stdin",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "stdinOnce",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "terminationMessagePath",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "terminationMessagePolicy",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "tty",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::k8s_openapi::api::core::v1::VolumeDevice>,
                                >,
                            >(
                                "volumeDevices",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("devicePath"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::k8s_openapi::api::core::v1::VolumeMount>,
                                >,
                            >(
                                "volumeMounts",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("mountPath"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "workingDir",
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
    needs_default::<::k8s_openapi::api::core::v1::Container>();
};
///A strategic merge patch of `k8s_openapi::api::core::v1::Container` (generated from its OpenAPI definition).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ContainerPatch {
    /// `$patch`: `replace` or `delete` this object (or `merge`, the default).
    pub directive: ::core::option::Option<::std::string::String>,
    /// `$retainKeys`: the fields this object keeps.
    pub retain_keys: ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    pub args: crate::typed::Patched<::std::vec::Vec<::std::string::String>>,
    pub args_set_element_order: ::core::option::Option<
        ::std::vec::Vec<::std::string::String>,
    >,
    pub args_delete_from_primitive_list: crate::typed::Patched<
        ::std::vec::Vec<::std::string::String>,
    >,
    pub command: crate::typed::Patched<::std::vec::Vec<::std::string::String>>,
    pub command_set_element_order: ::core::option::Option<
        ::std::vec::Vec<::std::string::String>,
    >,
    pub command_delete_from_primitive_list: crate::typed::Patched<
        ::std::vec::Vec<::std::string::String>,
    >,
    pub env: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::EnvVar as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub env_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::EnvVar as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub env_from: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::EnvFromSource,
        > as crate::typed::StrategicMerge>::Patch,
    >,
    pub image: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub image_pull_policy: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub lifecycle: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Lifecycle as crate::typed::StrategicMerge>::Patch,
    >,
    pub liveness_probe: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Probe as crate::typed::StrategicMerge>::Patch,
    >,
    pub name: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub ports: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::ContainerPort as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub ports_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::ContainerPort as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub readiness_probe: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Probe as crate::typed::StrategicMerge>::Patch,
    >,
    pub resize_policy: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::ContainerResizePolicy,
        > as crate::typed::StrategicMerge>::Patch,
    >,
    pub resources: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ResourceRequirements as crate::typed::StrategicMerge>::Patch,
    >,
    pub restart_policy: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub restart_policy_rules: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::ContainerRestartRule,
        > as crate::typed::StrategicMerge>::Patch,
    >,
    pub security_context: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::SecurityContext as crate::typed::StrategicMerge>::Patch,
    >,
    pub startup_probe: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Probe as crate::typed::StrategicMerge>::Patch,
    >,
    pub stdin: crate::typed::Patched<<bool as crate::typed::StrategicMerge>::Patch>,
    pub stdin_once: crate::typed::Patched<<bool as crate::typed::StrategicMerge>::Patch>,
    pub termination_message_path: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub termination_message_policy: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub tty: crate::typed::Patched<<bool as crate::typed::StrategicMerge>::Patch>,
    pub volume_devices: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::VolumeDevice as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub volume_devices_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::VolumeDevice as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub volume_mounts: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::VolumeMount as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub volume_mounts_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::VolumeMount as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub working_dir: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
}
#[automatically_derived]
impl crate::__private::serde::Serialize for ContainerPatch {
    #[inline]
    fn serialize<S: crate::__private::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::core::result::Result<S::Ok, S::Error> {
        let mut state = crate::__private::serde::Serializer::serialize_struct(
            serializer,
            "ContainerPatch",
            crate::typed::patch_serde::Present::present(&self.directive) as usize
                + crate::typed::patch_serde::Present::present(&self.retain_keys) as usize
                + crate::typed::patch_serde::Present::present(&self.args) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.args_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.args_delete_from_primitive_list,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.command) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.command_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.command_delete_from_primitive_list,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.env) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.env_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.env_from) as usize
                + crate::typed::patch_serde::Present::present(&self.image) as usize
                + crate::typed::patch_serde::Present::present(&self.image_pull_policy)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.lifecycle) as usize
                + crate::typed::patch_serde::Present::present(&self.liveness_probe)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.name) as usize
                + crate::typed::patch_serde::Present::present(&self.ports) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.ports_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.readiness_probe)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.resize_policy)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.resources) as usize
                + crate::typed::patch_serde::Present::present(&self.restart_policy)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.restart_policy_rules)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.security_context)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.startup_probe)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.stdin) as usize
                + crate::typed::patch_serde::Present::present(&self.stdin_once) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.termination_message_path,
                ) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.termination_message_policy,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.tty) as usize
                + crate::typed::patch_serde::Present::present(&self.volume_devices)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.volume_devices_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.volume_mounts)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.volume_mounts_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.working_dir) as usize,
        )?;
        crate::typed::patch_serde::field(&mut state, "$patch", &self.directive)?;
        crate::typed::patch_serde::field(&mut state, "$retainKeys", &self.retain_keys)?;
        crate::typed::patch_serde::field(&mut state, "args", &self.args)?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/args",
            &self.args_set_element_order,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$deleteFromPrimitiveList/args",
            &self.args_delete_from_primitive_list,
        )?;
        crate::typed::patch_serde::field(&mut state, "command", &self.command)?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/command",
            &self.command_set_element_order,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$deleteFromPrimitiveList/command",
            &self.command_delete_from_primitive_list,
        )?;
        crate::typed::patch_serde::field(&mut state, "env", &self.env)?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/env",
            &self.env_set_element_order,
        )?;
        crate::typed::patch_serde::field(&mut state, "envFrom", &self.env_from)?;
        crate::typed::patch_serde::field(&mut state, "image", &self.image)?;
        crate::typed::patch_serde::field(
            &mut state,
            "imagePullPolicy",
            &self.image_pull_policy,
        )?;
        crate::typed::patch_serde::field(&mut state, "lifecycle", &self.lifecycle)?;
        crate::typed::patch_serde::field(
            &mut state,
            "livenessProbe",
            &self.liveness_probe,
        )?;
        crate::typed::patch_serde::field(&mut state, "name", &self.name)?;
        crate::typed::patch_serde::field(&mut state, "ports", &self.ports)?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/ports",
            &self.ports_set_element_order,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "readinessProbe",
            &self.readiness_probe,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "resizePolicy",
            &self.resize_policy,
        )?;
        crate::typed::patch_serde::field(&mut state, "resources", &self.resources)?;
        crate::typed::patch_serde::field(
            &mut state,
            "restartPolicy",
            &self.restart_policy,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "restartPolicyRules",
            &self.restart_policy_rules,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "securityContext",
            &self.security_context,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "startupProbe",
            &self.startup_probe,
        )?;
        crate::typed::patch_serde::field(&mut state, "stdin", &self.stdin)?;
        crate::typed::patch_serde::field(&mut state, "stdinOnce", &self.stdin_once)?;
        crate::typed::patch_serde::field(
            &mut state,
            "terminationMessagePath",
            &self.termination_message_path,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "terminationMessagePolicy",
            &self.termination_message_policy,
        )?;
        crate::typed::patch_serde::field(&mut state, "tty", &self.tty)?;
        crate::typed::patch_serde::field(
            &mut state,
            "volumeDevices",
            &self.volume_devices,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/volumeDevices",
            &self.volume_devices_set_element_order,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "volumeMounts",
            &self.volume_mounts,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/volumeMounts",
            &self.volume_mounts_set_element_order,
        )?;
        crate::typed::patch_serde::field(&mut state, "workingDir", &self.working_dir)?;
        crate::__private::serde::ser::SerializeStruct::end(state)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for ContainerPatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::typed::patch_serde::deserialize(deserializer)
    }
}
#[automatically_derived]
impl crate::typed::patch_serde::PatchFields for ContainerPatch {
    const NAME: &'static str = "ContainerPatch";
    const EXPECTING: &'static str = "struct ContainerPatch";
    const FIELDS: &'static [&'static str] = &[
        "$patch",
        "$retainKeys",
        "args",
        "$setElementOrder/args",
        "$deleteFromPrimitiveList/args",
        "command",
        "$setElementOrder/command",
        "$deleteFromPrimitiveList/command",
        "env",
        "$setElementOrder/env",
        "envFrom",
        "image",
        "imagePullPolicy",
        "lifecycle",
        "livenessProbe",
        "name",
        "ports",
        "$setElementOrder/ports",
        "readinessProbe",
        "resizePolicy",
        "resources",
        "restartPolicy",
        "restartPolicyRules",
        "securityContext",
        "startupProbe",
        "stdin",
        "stdinOnce",
        "terminationMessagePath",
        "terminationMessagePolicy",
        "tty",
        "volumeDevices",
        "$setElementOrder/volumeDevices",
        "volumeMounts",
        "$setElementOrder/volumeMounts",
        "workingDir",
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
            2usize => crate::typed::patch_serde::Source::read(source, &mut self.args),
            3usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.args_set_element_order,
                )
            }
            4usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.args_delete_from_primitive_list,
                )
            }
            5usize => crate::typed::patch_serde::Source::read(source, &mut self.command),
            6usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.command_set_element_order,
                )
            }
            7usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.command_delete_from_primitive_list,
                )
            }
            8usize => crate::typed::patch_serde::Source::read(source, &mut self.env),
            9usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.env_set_element_order,
                )
            }
            10usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.env_from)
            }
            11usize => crate::typed::patch_serde::Source::read(source, &mut self.image),
            12usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.image_pull_policy,
                )
            }
            13usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.lifecycle)
            }
            14usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.liveness_probe)
            }
            15usize => crate::typed::patch_serde::Source::read(source, &mut self.name),
            16usize => crate::typed::patch_serde::Source::read(source, &mut self.ports),
            17usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.ports_set_element_order,
                )
            }
            18usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.readiness_probe,
                )
            }
            19usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.resize_policy)
            }
            20usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.resources)
            }
            21usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.restart_policy)
            }
            22usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.restart_policy_rules,
                )
            }
            23usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.security_context,
                )
            }
            24usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.startup_probe)
            }
            25usize => crate::typed::patch_serde::Source::read(source, &mut self.stdin),
            26usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.stdin_once)
            }
            27usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.termination_message_path,
                )
            }
            28usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.termination_message_policy,
                )
            }
            29usize => crate::typed::patch_serde::Source::read(source, &mut self.tty),
            30usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.volume_devices)
            }
            31usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.volume_devices_set_element_order,
                )
            }
            32usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.volume_mounts)
            }
            33usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.volume_mounts_set_element_order,
                )
            }
            34usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.working_dir)
            }
            _ => ::core::result::Result::Ok(false),
        }
    }
}
impl ContainerPatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.directive.is_none() && self.retain_keys.is_none() && self.args.is_absent()
            && self.args_set_element_order.is_none()
            && self.args_delete_from_primitive_list.is_absent()
            && self.command.is_absent() && self.command_set_element_order.is_none()
            && self.command_delete_from_primitive_list.is_absent()
            && self.env.is_absent() && self.env_set_element_order.is_none()
            && self.env_from.is_absent() && self.image.is_absent()
            && self.image_pull_policy.is_absent() && self.lifecycle.is_absent()
            && self.liveness_probe.is_absent() && self.name.is_absent()
            && self.ports.is_absent() && self.ports_set_element_order.is_none()
            && self.readiness_probe.is_absent() && self.resize_policy.is_absent()
            && self.resources.is_absent() && self.restart_policy.is_absent()
            && self.restart_policy_rules.is_absent() && self.security_context.is_absent()
            && self.startup_probe.is_absent() && self.stdin.is_absent()
            && self.stdin_once.is_absent() && self.termination_message_path.is_absent()
            && self.termination_message_policy.is_absent() && self.tty.is_absent()
            && self.volume_devices.is_absent()
            && self.volume_devices_set_element_order.is_none()
            && self.volume_mounts.is_absent()
            && self.volume_mounts_set_element_order.is_none()
            && self.working_dir.is_absent()
    }
}
#[automatically_derived]
impl crate::typed::StrategicMerge for ::k8s_openapi::api::core::v1::Container {
    type Patch = ContainerPatch;
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
                        ("args", crate::typed::PatchedField::mentioned(&patch.args)),
                        (
                            "command",
                            crate::typed::PatchedField::mentioned(&patch.command),
                        ),
                        ("env", crate::typed::PatchedField::mentioned(&patch.env)),
                        (
                            "envFrom",
                            crate::typed::PatchedField::mentioned(&patch.env_from),
                        ),
                        ("image", crate::typed::PatchedField::mentioned(&patch.image)),
                        (
                            "imagePullPolicy",
                            crate::typed::PatchedField::mentioned(
                                &patch.image_pull_policy,
                            ),
                        ),
                        (
                            "lifecycle",
                            crate::typed::PatchedField::mentioned(&patch.lifecycle),
                        ),
                        (
                            "livenessProbe",
                            crate::typed::PatchedField::mentioned(&patch.liveness_probe),
                        ),
                        ("name", crate::typed::PatchedField::mentioned(&patch.name)),
                        ("ports", crate::typed::PatchedField::mentioned(&patch.ports)),
                        (
                            "readinessProbe",
                            crate::typed::PatchedField::mentioned(&patch.readiness_probe),
                        ),
                        (
                            "resizePolicy",
                            crate::typed::PatchedField::mentioned(&patch.resize_policy),
                        ),
                        (
                            "resources",
                            crate::typed::PatchedField::mentioned(&patch.resources),
                        ),
                        (
                            "restartPolicy",
                            crate::typed::PatchedField::mentioned(&patch.restart_policy),
                        ),
                        (
                            "restartPolicyRules",
                            crate::typed::PatchedField::mentioned(
                                &patch.restart_policy_rules,
                            ),
                        ),
                        (
                            "securityContext",
                            crate::typed::PatchedField::mentioned(
                                &patch.security_context,
                            ),
                        ),
                        (
                            "startupProbe",
                            crate::typed::PatchedField::mentioned(&patch.startup_probe),
                        ),
                        ("stdin", crate::typed::PatchedField::mentioned(&patch.stdin)),
                        (
                            "stdinOnce",
                            crate::typed::PatchedField::mentioned(&patch.stdin_once),
                        ),
                        (
                            "terminationMessagePath",
                            crate::typed::PatchedField::mentioned(
                                &patch.termination_message_path,
                            ),
                        ),
                        (
                            "terminationMessagePolicy",
                            crate::typed::PatchedField::mentioned(
                                &patch.termination_message_policy,
                            ),
                        ),
                        ("tty", crate::typed::PatchedField::mentioned(&patch.tty)),
                        (
                            "volumeDevices",
                            crate::typed::PatchedField::mentioned(&patch.volume_devices),
                        ),
                        (
                            "volumeMounts",
                            crate::typed::PatchedField::mentioned(&patch.volume_mounts),
                        ),
                        (
                            "workingDir",
                            crate::typed::PatchedField::mentioned(&patch.working_dir),
                        ),
                    ],
                    trail,
                )?;
                ::core::option::Option::Some(listed)
            }
            ::core::option::Option::None => ::core::option::Option::None,
        };
        #[allow(unused_variables)]
        let Self {
            args,
            command,
            env,
            env_from,
            image,
            image_pull_policy,
            lifecycle,
            liveness_probe,
            name,
            ports,
            readiness_probe,
            resize_policy,
            resources,
            restart_policy,
            restart_policy_rules,
            security_context,
            startup_probe,
            stdin,
            stdin_once,
            termination_message_path,
            termination_message_policy,
            tty,
            volume_devices,
            volume_mounts,
            working_dir,
            ..
        } = self;
        let args = crate::typed::list::merge_atomic_primitive_list(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "args"))
            {
                ::core::option::Option::None
            } else {
                args
            },
            patch.args,
            patch.args_set_element_order,
            patch.args_delete_from_primitive_list,
            trail,
            "args",
        )?;
        let command = crate::typed::list::merge_atomic_primitive_list(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "command")
                })
            {
                ::core::option::Option::None
            } else {
                command
            },
            patch.command,
            patch.command_set_element_order,
            patch.command_delete_from_primitive_list,
            trail,
            "command",
        )?;
        let env = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "env"))
            {
                ::core::option::Option::None
            } else {
                env
            },
            patch.env,
            patch.env_set_element_order,
            "name",
            trail,
            "env",
        )?;
        let env_from = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "envFrom")
                })
            {
                ::core::option::Option::None
            } else {
                env_from
            },
            patch.env_from,
            false,
            trail,
            "envFrom",
        )?;
        let image = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "image"))
            {
                ::core::option::Option::None
            } else {
                image
            },
            patch.image,
            false,
            trail,
            "image",
        )?;
        let image_pull_policy = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "imagePullPolicy")
                })
            {
                ::core::option::Option::None
            } else {
                image_pull_policy
            },
            patch.image_pull_policy,
            false,
            trail,
            "imagePullPolicy",
        )?;
        let lifecycle = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "lifecycle")
                })
            {
                ::core::option::Option::None
            } else {
                lifecycle
            },
            patch.lifecycle,
            false,
            trail,
            "lifecycle",
        )?;
        let liveness_probe = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "livenessProbe")
                })
            {
                ::core::option::Option::None
            } else {
                liveness_probe
            },
            patch.liveness_probe,
            false,
            trail,
            "livenessProbe",
        )?;
        let name = (crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "name"))
            {
                ::core::option::Option::None
            } else {
                ::core::option::Option::Some(name)
            },
            patch.name,
            false,
            trail,
            "name",
        )?)
            .unwrap_or_default();
        let ports = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "ports"))
            {
                ::core::option::Option::None
            } else {
                ports
            },
            patch.ports,
            patch.ports_set_element_order,
            "containerPort",
            trail,
            "ports",
        )?;
        let readiness_probe = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "readinessProbe")
                })
            {
                ::core::option::Option::None
            } else {
                readiness_probe
            },
            patch.readiness_probe,
            false,
            trail,
            "readinessProbe",
        )?;
        let resize_policy = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "resizePolicy")
                })
            {
                ::core::option::Option::None
            } else {
                resize_policy
            },
            patch.resize_policy,
            false,
            trail,
            "resizePolicy",
        )?;
        let resources = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "resources")
                })
            {
                ::core::option::Option::None
            } else {
                resources
            },
            patch.resources,
            false,
            trail,
            "resources",
        )?;
        let restart_policy = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "restartPolicy")
                })
            {
                ::core::option::Option::None
            } else {
                restart_policy
            },
            patch.restart_policy,
            false,
            trail,
            "restartPolicy",
        )?;
        let restart_policy_rules = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "restartPolicyRules")
                })
            {
                ::core::option::Option::None
            } else {
                restart_policy_rules
            },
            patch.restart_policy_rules,
            false,
            trail,
            "restartPolicyRules",
        )?;
        let security_context = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "securityContext")
                })
            {
                ::core::option::Option::None
            } else {
                security_context
            },
            patch.security_context,
            false,
            trail,
            "securityContext",
        )?;
        let startup_probe = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "startupProbe")
                })
            {
                ::core::option::Option::None
            } else {
                startup_probe
            },
            patch.startup_probe,
            false,
            trail,
            "startupProbe",
        )?;
        let stdin = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "stdin"))
            {
                ::core::option::Option::None
            } else {
                stdin
            },
            patch.stdin,
            false,
            trail,
            "stdin",
        )?;
        let stdin_once = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "stdinOnce")
                })
            {
                ::core::option::Option::None
            } else {
                stdin_once
            },
            patch.stdin_once,
            false,
            trail,
            "stdinOnce",
        )?;
        let termination_message_path = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "terminationMessagePath")
                })
            {
                ::core::option::Option::None
            } else {
                termination_message_path
            },
            patch.termination_message_path,
            false,
            trail,
            "terminationMessagePath",
        )?;
        let termination_message_policy = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "terminationMessagePolicy")
                })
            {
                ::core::option::Option::None
            } else {
                termination_message_policy
            },
            patch.termination_message_policy,
            false,
            trail,
            "terminationMessagePolicy",
        )?;
        let tty = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "tty"))
            {
                ::core::option::Option::None
            } else {
                tty
            },
            patch.tty,
            false,
            trail,
            "tty",
        )?;
        let volume_devices = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "volumeDevices")
                })
            {
                ::core::option::Option::None
            } else {
                volume_devices
            },
            patch.volume_devices,
            patch.volume_devices_set_element_order,
            "devicePath",
            trail,
            "volumeDevices",
        )?;
        let volume_mounts = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "volumeMounts")
                })
            {
                ::core::option::Option::None
            } else {
                volume_mounts
            },
            patch.volume_mounts,
            patch.volume_mounts_set_element_order,
            "mountPath",
            trail,
            "volumeMounts",
        )?;
        let working_dir = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "workingDir")
                })
            {
                ::core::option::Option::None
            } else {
                working_dir
            },
            patch.working_dir,
            false,
            trail,
            "workingDir",
        )?;
        #[allow(clippy::needless_update)]
        ::core::result::Result::Ok(Self {
            args,
            command,
            env,
            env_from,
            image,
            image_pull_policy,
            lifecycle,
            liveness_probe,
            name,
            ports,
            readiness_probe,
            resize_policy,
            resources,
            restart_policy,
            restart_policy_rules,
            security_context,
            startup_probe,
            stdin,
            stdin_once,
            termination_message_path,
            termination_message_policy,
            tty,
            volume_devices,
            volume_mounts,
            working_dir,
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
                args: crate::typed::list::merge_primitive_list(
                    ::core::option::Option::None,
                    patch.args,
                    ::core::option::Option::None,
                    crate::typed::Patched::Absent,
                    trail,
                    "args",
                )?,
                command: crate::typed::list::merge_primitive_list(
                    ::core::option::Option::None,
                    patch.command,
                    ::core::option::Option::None,
                    crate::typed::Patched::Absent,
                    trail,
                    "command",
                )?,
                env: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.env,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "env",
                )?,
                env_from: crate::typed::structure::field_from_patch(
                    patch.env_from,
                    trail,
                    "envFrom",
                )?,
                image: crate::typed::structure::field_from_patch(
                    patch.image,
                    trail,
                    "image",
                )?,
                image_pull_policy: crate::typed::structure::field_from_patch(
                    patch.image_pull_policy,
                    trail,
                    "imagePullPolicy",
                )?,
                lifecycle: crate::typed::structure::field_from_patch(
                    patch.lifecycle,
                    trail,
                    "lifecycle",
                )?,
                liveness_probe: crate::typed::structure::field_from_patch(
                    patch.liveness_probe,
                    trail,
                    "livenessProbe",
                )?,
                name: (crate::typed::structure::field_from_patch(
                    patch.name,
                    trail,
                    "name",
                )?)
                    .unwrap_or_default(),
                ports: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.ports,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "ports",
                )?,
                readiness_probe: crate::typed::structure::field_from_patch(
                    patch.readiness_probe,
                    trail,
                    "readinessProbe",
                )?,
                resize_policy: crate::typed::structure::field_from_patch(
                    patch.resize_policy,
                    trail,
                    "resizePolicy",
                )?,
                resources: crate::typed::structure::field_from_patch(
                    patch.resources,
                    trail,
                    "resources",
                )?,
                restart_policy: crate::typed::structure::field_from_patch(
                    patch.restart_policy,
                    trail,
                    "restartPolicy",
                )?,
                restart_policy_rules: crate::typed::structure::field_from_patch(
                    patch.restart_policy_rules,
                    trail,
                    "restartPolicyRules",
                )?,
                security_context: crate::typed::structure::field_from_patch(
                    patch.security_context,
                    trail,
                    "securityContext",
                )?,
                startup_probe: crate::typed::structure::field_from_patch(
                    patch.startup_probe,
                    trail,
                    "startupProbe",
                )?,
                stdin: crate::typed::structure::field_from_patch(
                    patch.stdin,
                    trail,
                    "stdin",
                )?,
                stdin_once: crate::typed::structure::field_from_patch(
                    patch.stdin_once,
                    trail,
                    "stdinOnce",
                )?,
                termination_message_path: crate::typed::structure::field_from_patch(
                    patch.termination_message_path,
                    trail,
                    "terminationMessagePath",
                )?,
                termination_message_policy: crate::typed::structure::field_from_patch(
                    patch.termination_message_policy,
                    trail,
                    "terminationMessagePolicy",
                )?,
                tty: crate::typed::structure::field_from_patch(patch.tty, trail, "tty")?,
                volume_devices: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.volume_devices,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "volumeDevices",
                )?,
                volume_mounts: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.volume_mounts,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "volumeMounts",
                )?,
                working_dir: crate::typed::structure::field_from_patch(
                    patch.working_dir,
                    trail,
                    "workingDir",
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
                args: match patch.args {
                    crate::typed::Patched::Set(list) => {
                        ::core::option::Option::Some(list)
                    }
                    _ => ::core::option::Option::None,
                },
                command: match patch.command {
                    crate::typed::Patched::Set(list) => {
                        ::core::option::Option::Some(list)
                    }
                    _ => ::core::option::Option::None,
                },
                env: crate::typed::list::items_replaced_by(patch.env, trail, "env")?,
                env_from: crate::typed::structure::field_replaced_by(
                    patch.env_from,
                    trail,
                    "envFrom",
                )?,
                image: crate::typed::structure::field_replaced_by(
                    patch.image,
                    trail,
                    "image",
                )?,
                image_pull_policy: crate::typed::structure::field_replaced_by(
                    patch.image_pull_policy,
                    trail,
                    "imagePullPolicy",
                )?,
                lifecycle: crate::typed::structure::field_replaced_by(
                    patch.lifecycle,
                    trail,
                    "lifecycle",
                )?,
                liveness_probe: crate::typed::structure::field_replaced_by(
                    patch.liveness_probe,
                    trail,
                    "livenessProbe",
                )?,
                name: (crate::typed::structure::field_replaced_by(
                    patch.name,
                    trail,
                    "name",
                )?)
                    .unwrap_or_default(),
                ports: crate::typed::list::items_replaced_by(
                    patch.ports,
                    trail,
                    "ports",
                )?,
                readiness_probe: crate::typed::structure::field_replaced_by(
                    patch.readiness_probe,
                    trail,
                    "readinessProbe",
                )?,
                resize_policy: crate::typed::structure::field_replaced_by(
                    patch.resize_policy,
                    trail,
                    "resizePolicy",
                )?,
                resources: crate::typed::structure::field_replaced_by(
                    patch.resources,
                    trail,
                    "resources",
                )?,
                restart_policy: crate::typed::structure::field_replaced_by(
                    patch.restart_policy,
                    trail,
                    "restartPolicy",
                )?,
                restart_policy_rules: crate::typed::structure::field_replaced_by(
                    patch.restart_policy_rules,
                    trail,
                    "restartPolicyRules",
                )?,
                security_context: crate::typed::structure::field_replaced_by(
                    patch.security_context,
                    trail,
                    "securityContext",
                )?,
                startup_probe: crate::typed::structure::field_replaced_by(
                    patch.startup_probe,
                    trail,
                    "startupProbe",
                )?,
                stdin: crate::typed::structure::field_replaced_by(
                    patch.stdin,
                    trail,
                    "stdin",
                )?,
                stdin_once: crate::typed::structure::field_replaced_by(
                    patch.stdin_once,
                    trail,
                    "stdinOnce",
                )?,
                termination_message_path: crate::typed::structure::field_replaced_by(
                    patch.termination_message_path,
                    trail,
                    "terminationMessagePath",
                )?,
                termination_message_policy: crate::typed::structure::field_replaced_by(
                    patch.termination_message_policy,
                    trail,
                    "terminationMessagePolicy",
                )?,
                tty: crate::typed::structure::field_replaced_by(
                    patch.tty,
                    trail,
                    "tty",
                )?,
                volume_devices: crate::typed::list::items_replaced_by(
                    patch.volume_devices,
                    trail,
                    "volumeDevices",
                )?,
                volume_mounts: crate::typed::list::items_replaced_by(
                    patch.volume_mounts,
                    trail,
                    "volumeMounts",
                )?,
                working_dir: crate::typed::structure::field_replaced_by(
                    patch.working_dir,
                    trail,
                    "workingDir",
                )?,
                ..::core::default::Default::default()
            }),
        )
    }
    #[inline]
    fn to_patch(&self) -> ContainerPatch {
        #[allow(clippy::needless_update)]
        ContainerPatch {
            args: crate::typed::list::patched_list(self.args.as_ref()),
            command: crate::typed::list::patched_list(self.command.as_ref()),
            env: crate::typed::list::patched_items(self.env.as_ref()),
            env_from: crate::typed::structure::patched_value(self.env_from.as_ref()),
            image: crate::typed::structure::patched_value(self.image.as_ref()),
            image_pull_policy: crate::typed::structure::patched_value(
                self.image_pull_policy.as_ref(),
            ),
            lifecycle: crate::typed::structure::patched_value(self.lifecycle.as_ref()),
            liveness_probe: crate::typed::structure::patched_value(
                self.liveness_probe.as_ref(),
            ),
            name: crate::typed::structure::patched_value(
                ::core::option::Option::Some(&self.name),
            ),
            ports: crate::typed::list::patched_items(self.ports.as_ref()),
            readiness_probe: crate::typed::structure::patched_value(
                self.readiness_probe.as_ref(),
            ),
            resize_policy: crate::typed::structure::patched_value(
                self.resize_policy.as_ref(),
            ),
            resources: crate::typed::structure::patched_value(self.resources.as_ref()),
            restart_policy: crate::typed::structure::patched_value(
                self.restart_policy.as_ref(),
            ),
            restart_policy_rules: crate::typed::structure::patched_value(
                self.restart_policy_rules.as_ref(),
            ),
            security_context: crate::typed::structure::patched_value(
                self.security_context.as_ref(),
            ),
            startup_probe: crate::typed::structure::patched_value(
                self.startup_probe.as_ref(),
            ),
            stdin: crate::typed::structure::patched_value(self.stdin.as_ref()),
            stdin_once: crate::typed::structure::patched_value(self.stdin_once.as_ref()),
            termination_message_path: crate::typed::structure::patched_value(
                self.termination_message_path.as_ref(),
            ),
            termination_message_policy: crate::typed::structure::patched_value(
                self.termination_message_policy.as_ref(),
            ),
            tty: crate::typed::structure::patched_value(self.tty.as_ref()),
            volume_devices: crate::typed::list::patched_items(
                self.volume_devices.as_ref(),
            ),
            volume_mounts: crate::typed::list::patched_items(
                self.volume_mounts.as_ref(),
            ),
            working_dir: crate::typed::structure::patched_value(
                self.working_dir.as_ref(),
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
        (left.args, left.args_set_element_order, left.args_delete_from_primitive_list) = crate::typed::patches::merge_atomic_primitive_patches(
            (
                left.args,
                left.args_set_element_order,
                left.args_delete_from_primitive_list,
            ),
            (
                right.args,
                right.args_set_element_order,
                right.args_delete_from_primitive_list,
            ),
            trail,
            "args",
        )?;
        (
            left.command,
            left.command_set_element_order,
            left.command_delete_from_primitive_list,
        ) = crate::typed::patches::merge_atomic_primitive_patches(
            (
                left.command,
                left.command_set_element_order,
                left.command_delete_from_primitive_list,
            ),
            (
                right.command,
                right.command_set_element_order,
                right.command_delete_from_primitive_list,
            ),
            trail,
            "command",
        )?;
        (left.env, left.env_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::EnvVar,
        >(
            (left.env, left.env_set_element_order),
            (right.env, right.env_set_element_order),
            "name",
            trail,
            "env",
        )?;
        left.env_from = crate::typed::patches::merge_patched::<
            ::std::vec::Vec<::k8s_openapi::api::core::v1::EnvFromSource>,
        >(left.env_from, right.env_from, false, trail, "envFrom")?;
        left.image = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.image, right.image, false, trail, "image")?;
        left.image_pull_policy = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(
            left.image_pull_policy,
            right.image_pull_policy,
            false,
            trail,
            "imagePullPolicy",
        )?;
        left.lifecycle = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::Lifecycle,
        >(left.lifecycle, right.lifecycle, false, trail, "lifecycle")?;
        left.liveness_probe = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::Probe,
        >(left.liveness_probe, right.liveness_probe, false, trail, "livenessProbe")?;
        left.name = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.name, right.name, false, trail, "name")?;
        (left.ports, left.ports_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::ContainerPort,
        >(
            (left.ports, left.ports_set_element_order),
            (right.ports, right.ports_set_element_order),
            "containerPort",
            trail,
            "ports",
        )?;
        left.readiness_probe = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::Probe,
        >(left.readiness_probe, right.readiness_probe, false, trail, "readinessProbe")?;
        left.resize_policy = crate::typed::patches::merge_patched::<
            ::std::vec::Vec<::k8s_openapi::api::core::v1::ContainerResizePolicy>,
        >(left.resize_policy, right.resize_policy, false, trail, "resizePolicy")?;
        left.resources = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::ResourceRequirements,
        >(left.resources, right.resources, false, trail, "resources")?;
        left.restart_policy = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.restart_policy, right.restart_policy, false, trail, "restartPolicy")?;
        left.restart_policy_rules = crate::typed::patches::merge_patched::<
            ::std::vec::Vec<::k8s_openapi::api::core::v1::ContainerRestartRule>,
        >(
            left.restart_policy_rules,
            right.restart_policy_rules,
            false,
            trail,
            "restartPolicyRules",
        )?;
        left.security_context = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::SecurityContext,
        >(
            left.security_context,
            right.security_context,
            false,
            trail,
            "securityContext",
        )?;
        left.startup_probe = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::Probe,
        >(left.startup_probe, right.startup_probe, false, trail, "startupProbe")?;
        left.stdin = crate::typed::patches::merge_patched::<
            bool,
        >(left.stdin, right.stdin, false, trail, "stdin")?;
        left.stdin_once = crate::typed::patches::merge_patched::<
            bool,
        >(left.stdin_once, right.stdin_once, false, trail, "stdinOnce")?;
        left.termination_message_path = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(
            left.termination_message_path,
            right.termination_message_path,
            false,
            trail,
            "terminationMessagePath",
        )?;
        left.termination_message_policy = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(
            left.termination_message_policy,
            right.termination_message_policy,
            false,
            trail,
            "terminationMessagePolicy",
        )?;
        left.tty = crate::typed::patches::merge_patched::<
            bool,
        >(left.tty, right.tty, false, trail, "tty")?;
        (left.volume_devices, left.volume_devices_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::VolumeDevice,
        >(
            (left.volume_devices, left.volume_devices_set_element_order),
            (right.volume_devices, right.volume_devices_set_element_order),
            "devicePath",
            trail,
            "volumeDevices",
        )?;
        (left.volume_mounts, left.volume_mounts_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::VolumeMount,
        >(
            (left.volume_mounts, left.volume_mounts_set_element_order),
            (right.volume_mounts, right.volume_mounts_set_element_order),
            "mountPath",
            trail,
            "volumeMounts",
        )?;
        left.working_dir = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.working_dir, right.working_dir, false, trail, "workingDir")?;
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
    ) -> ::core::result::Result<::core::option::Option<ContainerPatch>, crate::Error> {
        let mut patch = ContainerPatch::default();
        patch.args = crate::typed::structure::diff_field(
            original.args.as_ref(),
            modified.args.as_ref(),
            false,
            false,
            options,
            trail,
            "args",
        )?;
        patch.command = crate::typed::structure::diff_field(
            original.command.as_ref(),
            modified.command.as_ref(),
            false,
            false,
            options,
            trail,
            "command",
        )?;
        (patch.env, patch.env_set_element_order) = crate::typed::list::diff_keyed(
            original.env.as_ref(),
            modified.env.as_ref(),
            "name",
            false,
            options,
            trail,
            "env",
        )?;
        patch.env_from = crate::typed::structure::diff_field(
            original.env_from.as_ref(),
            modified.env_from.as_ref(),
            false,
            false,
            options,
            trail,
            "envFrom",
        )?;
        patch.image = crate::typed::structure::diff_field(
            original.image.as_ref(),
            modified.image.as_ref(),
            false,
            false,
            options,
            trail,
            "image",
        )?;
        patch.image_pull_policy = crate::typed::structure::diff_field(
            original.image_pull_policy.as_ref(),
            modified.image_pull_policy.as_ref(),
            false,
            false,
            options,
            trail,
            "imagePullPolicy",
        )?;
        patch.lifecycle = crate::typed::structure::diff_field(
            original.lifecycle.as_ref(),
            modified.lifecycle.as_ref(),
            false,
            false,
            options,
            trail,
            "lifecycle",
        )?;
        patch.liveness_probe = crate::typed::structure::diff_field(
            original.liveness_probe.as_ref(),
            modified.liveness_probe.as_ref(),
            false,
            false,
            options,
            trail,
            "livenessProbe",
        )?;
        patch.name = crate::typed::structure::diff_field(
            ::core::option::Option::Some(&original.name),
            ::core::option::Option::Some(&modified.name),
            false,
            false,
            options,
            trail,
            "name",
        )?;
        (patch.ports, patch.ports_set_element_order) = crate::typed::list::diff_keyed(
            original.ports.as_ref(),
            modified.ports.as_ref(),
            "containerPort",
            false,
            options,
            trail,
            "ports",
        )?;
        patch.readiness_probe = crate::typed::structure::diff_field(
            original.readiness_probe.as_ref(),
            modified.readiness_probe.as_ref(),
            false,
            false,
            options,
            trail,
            "readinessProbe",
        )?;
        patch.resize_policy = crate::typed::structure::diff_field(
            original.resize_policy.as_ref(),
            modified.resize_policy.as_ref(),
            false,
            false,
            options,
            trail,
            "resizePolicy",
        )?;
        patch.resources = crate::typed::structure::diff_field(
            original.resources.as_ref(),
            modified.resources.as_ref(),
            false,
            false,
            options,
            trail,
            "resources",
        )?;
        patch.restart_policy = crate::typed::structure::diff_field(
            original.restart_policy.as_ref(),
            modified.restart_policy.as_ref(),
            false,
            false,
            options,
            trail,
            "restartPolicy",
        )?;
        patch.restart_policy_rules = crate::typed::structure::diff_field(
            original.restart_policy_rules.as_ref(),
            modified.restart_policy_rules.as_ref(),
            false,
            false,
            options,
            trail,
            "restartPolicyRules",
        )?;
        patch.security_context = crate::typed::structure::diff_field(
            original.security_context.as_ref(),
            modified.security_context.as_ref(),
            false,
            false,
            options,
            trail,
            "securityContext",
        )?;
        patch.startup_probe = crate::typed::structure::diff_field(
            original.startup_probe.as_ref(),
            modified.startup_probe.as_ref(),
            false,
            false,
            options,
            trail,
            "startupProbe",
        )?;
        patch.stdin = crate::typed::structure::diff_field(
            original.stdin.as_ref(),
            modified.stdin.as_ref(),
            false,
            false,
            options,
            trail,
            "stdin",
        )?;
        patch.stdin_once = crate::typed::structure::diff_field(
            original.stdin_once.as_ref(),
            modified.stdin_once.as_ref(),
            false,
            false,
            options,
            trail,
            "stdinOnce",
        )?;
        patch.termination_message_path = crate::typed::structure::diff_field(
            original.termination_message_path.as_ref(),
            modified.termination_message_path.as_ref(),
            false,
            false,
            options,
            trail,
            "terminationMessagePath",
        )?;
        patch.termination_message_policy = crate::typed::structure::diff_field(
            original.termination_message_policy.as_ref(),
            modified.termination_message_policy.as_ref(),
            false,
            false,
            options,
            trail,
            "terminationMessagePolicy",
        )?;
        patch.tty = crate::typed::structure::diff_field(
            original.tty.as_ref(),
            modified.tty.as_ref(),
            false,
            false,
            options,
            trail,
            "tty",
        )?;
        (patch.volume_devices, patch.volume_devices_set_element_order) = crate::typed::list::diff_keyed(
            original.volume_devices.as_ref(),
            modified.volume_devices.as_ref(),
            "devicePath",
            false,
            options,
            trail,
            "volumeDevices",
        )?;
        (patch.volume_mounts, patch.volume_mounts_set_element_order) = crate::typed::list::diff_keyed(
            original.volume_mounts.as_ref(),
            modified.volume_mounts.as_ref(),
            "mountPath",
            false,
            options,
            trail,
            "volumeMounts",
        )?;
        patch.working_dir = crate::typed::structure::diff_field(
            original.working_dir.as_ref(),
            modified.working_dir.as_ref(),
            false,
            false,
            options,
            trail,
            "workingDir",
        )?;
        if options.build_retain_keys {
            let original_keys: &[(&str, bool)] = &[
                ("args", original.args.as_ref().is_some()),
                ("command", original.command.as_ref().is_some()),
                ("env", original.env.as_ref().is_some()),
                ("envFrom", original.env_from.as_ref().is_some()),
                ("image", original.image.as_ref().is_some()),
                ("imagePullPolicy", original.image_pull_policy.as_ref().is_some()),
                ("lifecycle", original.lifecycle.as_ref().is_some()),
                ("livenessProbe", original.liveness_probe.as_ref().is_some()),
                ("name", ::core::option::Option::Some(&original.name).is_some()),
                ("ports", original.ports.as_ref().is_some()),
                ("readinessProbe", original.readiness_probe.as_ref().is_some()),
                ("resizePolicy", original.resize_policy.as_ref().is_some()),
                ("resources", original.resources.as_ref().is_some()),
                ("restartPolicy", original.restart_policy.as_ref().is_some()),
                ("restartPolicyRules", original.restart_policy_rules.as_ref().is_some()),
                ("securityContext", original.security_context.as_ref().is_some()),
                ("startupProbe", original.startup_probe.as_ref().is_some()),
                ("stdin", original.stdin.as_ref().is_some()),
                ("stdinOnce", original.stdin_once.as_ref().is_some()),
                (
                    "terminationMessagePath",
                    original.termination_message_path.as_ref().is_some(),
                ),
                (
                    "terminationMessagePolicy",
                    original.termination_message_policy.as_ref().is_some(),
                ),
                ("tty", original.tty.as_ref().is_some()),
                ("volumeDevices", original.volume_devices.as_ref().is_some()),
                ("volumeMounts", original.volume_mounts.as_ref().is_some()),
                ("workingDir", original.working_dir.as_ref().is_some()),
            ];
            let modified_keys: &[(&str, bool)] = &[
                ("args", modified.args.as_ref().is_some()),
                ("command", modified.command.as_ref().is_some()),
                ("env", modified.env.as_ref().is_some()),
                ("envFrom", modified.env_from.as_ref().is_some()),
                ("image", modified.image.as_ref().is_some()),
                ("imagePullPolicy", modified.image_pull_policy.as_ref().is_some()),
                ("lifecycle", modified.lifecycle.as_ref().is_some()),
                ("livenessProbe", modified.liveness_probe.as_ref().is_some()),
                ("name", ::core::option::Option::Some(&modified.name).is_some()),
                ("ports", modified.ports.as_ref().is_some()),
                ("readinessProbe", modified.readiness_probe.as_ref().is_some()),
                ("resizePolicy", modified.resize_policy.as_ref().is_some()),
                ("resources", modified.resources.as_ref().is_some()),
                ("restartPolicy", modified.restart_policy.as_ref().is_some()),
                ("restartPolicyRules", modified.restart_policy_rules.as_ref().is_some()),
                ("securityContext", modified.security_context.as_ref().is_some()),
                ("startupProbe", modified.startup_probe.as_ref().is_some()),
                ("stdin", modified.stdin.as_ref().is_some()),
                ("stdinOnce", modified.stdin_once.as_ref().is_some()),
                (
                    "terminationMessagePath",
                    modified.termination_message_path.as_ref().is_some(),
                ),
                (
                    "terminationMessagePolicy",
                    modified.termination_message_policy.as_ref().is_some(),
                ),
                ("tty", modified.tty.as_ref().is_some()),
                ("volumeDevices", modified.volume_devices.as_ref().is_some()),
                ("volumeMounts", modified.volume_mounts.as_ref().is_some()),
                ("workingDir", modified.working_dir.as_ref().is_some()),
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
impl crate::typed::Keyed for ::k8s_openapi::api::core::v1::Container {
    #[inline]
    fn merge_key(&self, merge_key: &str) -> ::core::option::Option<crate::lists::Key> {
        match merge_key {
            "image" => self.image.as_ref().and_then(crate::typed::AsKey::as_key),
            "imagePullPolicy" => {
                self.image_pull_policy.as_ref().and_then(crate::typed::AsKey::as_key)
            }
            "name" => {
                ::core::option::Option::Some(&self.name)
                    .and_then(crate::typed::AsKey::as_key)
            }
            "restartPolicy" => {
                self.restart_policy.as_ref().and_then(crate::typed::AsKey::as_key)
            }
            "stdin" => self.stdin.as_ref().and_then(crate::typed::AsKey::as_key),
            "stdinOnce" => self.stdin_once.as_ref().and_then(crate::typed::AsKey::as_key),
            "terminationMessagePath" => {
                self.termination_message_path
                    .as_ref()
                    .and_then(crate::typed::AsKey::as_key)
            }
            "terminationMessagePolicy" => {
                self.termination_message_policy
                    .as_ref()
                    .and_then(crate::typed::AsKey::as_key)
            }
            "tty" => self.tty.as_ref().and_then(crate::typed::AsKey::as_key),
            "workingDir" => {
                self.working_dir.as_ref().and_then(crate::typed::AsKey::as_key)
            }
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
        patch: &ContainerPatch,
        merge_key: &str,
    ) -> ::core::option::Option<crate::lists::Key> {
        match merge_key {
            "image" => {
                match &patch.image {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "imagePullPolicy" => {
                match &patch.image_pull_policy {
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
            "restartPolicy" => {
                match &patch.restart_policy {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "stdin" => {
                match &patch.stdin {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "stdinOnce" => {
                match &patch.stdin_once {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "terminationMessagePath" => {
                match &patch.termination_message_path {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "terminationMessagePolicy" => {
                match &patch.termination_message_policy {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "tty" => {
                match &patch.tty {
                    crate::typed::Patched::Set(value) => {
                        crate::typed::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "workingDir" => {
                match &patch.working_dir {
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
    fn patch_directive(patch: &ContainerPatch) -> ::core::option::Option<&str> {
        patch.directive.as_deref()
    }
    #[inline]
    fn key_patch(&self, merge_key: &str, delete: bool) -> ContainerPatch {
        let mut patch = ContainerPatch::default();
        crate::typed::Keyed::set_merge_key(self, &mut patch, merge_key);
        if delete {
            patch.directive = ::core::option::Option::Some(
                ::std::string::String::from("delete"),
            );
        }
        patch
    }
    #[inline]
    fn set_merge_key(&self, patch: &mut ContainerPatch, merge_key: &str) {
        match merge_key {
            "image" => {
                patch.image = crate::typed::structure::patched_value(self.image.as_ref());
            }
            "imagePullPolicy" => {
                patch.image_pull_policy = crate::typed::structure::patched_value(
                    self.image_pull_policy.as_ref(),
                );
            }
            "name" => {
                patch.name = crate::typed::structure::patched_value(
                    ::core::option::Option::Some(&self.name),
                );
            }
            "restartPolicy" => {
                patch.restart_policy = crate::typed::structure::patched_value(
                    self.restart_policy.as_ref(),
                );
            }
            "stdin" => {
                patch.stdin = crate::typed::structure::patched_value(self.stdin.as_ref());
            }
            "stdinOnce" => {
                patch.stdin_once = crate::typed::structure::patched_value(
                    self.stdin_once.as_ref(),
                );
            }
            "terminationMessagePath" => {
                patch.termination_message_path = crate::typed::structure::patched_value(
                    self.termination_message_path.as_ref(),
                );
            }
            "terminationMessagePolicy" => {
                patch.termination_message_policy = crate::typed::structure::patched_value(
                    self.termination_message_policy.as_ref(),
                );
            }
            "tty" => {
                patch.tty = crate::typed::structure::patched_value(self.tty.as_ref());
            }
            "workingDir" => {
                patch.working_dir = crate::typed::structure::patched_value(
                    self.working_dir.as_ref(),
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
