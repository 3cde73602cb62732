// Generated for io.k8s.api.core.v1.Container from the Kubernetes 1.37 definitions (golden file).

const _: () = {
    #[automatically_derived]
    impl crate::Describe for ::k8s_openapi::api::core::v1::Container {
        #[inline]
        fn describe(builder: &mut crate::SchemaBuilder) -> crate::NodeId {
            crate::__private::structure::describe::<Self>(builder)
        }
    }
};
const _: fn() = || {
    #[inline]
    fn needs_default<T: crate::__private::PatchDefault>() {}
    needs_default::<::k8s_openapi::api::core::v1::Container>();
};
///A strategic merge patch of `k8s_openapi::api::core::v1::Container` (generated from its OpenAPI definition).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ContainerPatch {
    /// `$patch`: `replace` or `delete` this object (any other value, `merge` included, is an error).
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
        crate::__private::patch_serde::serialize(self, serializer)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for ContainerPatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::__private::patch_serde::deserialize(deserializer)
    }
}
#[automatically_derived]
impl crate::__private::patch_serde::PatchFields for ContainerPatch {
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
            2usize => crate::__private::patch_serde::Source::read(source, &mut self.args),
            3usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.args_set_element_order,
                )
            }
            4usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.args_delete_from_primitive_list,
                )
            }
            5usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.command)
            }
            6usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.command_set_element_order,
                )
            }
            7usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.command_delete_from_primitive_list,
                )
            }
            8usize => crate::__private::patch_serde::Source::read(source, &mut self.env),
            9usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.env_set_element_order,
                )
            }
            10usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.env_from)
            }
            11usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.image)
            }
            12usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.image_pull_policy,
                )
            }
            13usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.lifecycle)
            }
            14usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.liveness_probe,
                )
            }
            15usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.name)
            }
            16usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.ports)
            }
            17usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.ports_set_element_order,
                )
            }
            18usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.readiness_probe,
                )
            }
            19usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.resize_policy,
                )
            }
            20usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.resources)
            }
            21usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.restart_policy,
                )
            }
            22usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.restart_policy_rules,
                )
            }
            23usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.security_context,
                )
            }
            24usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.startup_probe,
                )
            }
            25usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.stdin)
            }
            26usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.stdin_once)
            }
            27usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.termination_message_path,
                )
            }
            28usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.termination_message_policy,
                )
            }
            29usize => crate::__private::patch_serde::Source::read(source, &mut self.tty),
            30usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.volume_devices,
                )
            }
            31usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.volume_devices_set_element_order,
                )
            }
            32usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.volume_mounts,
                )
            }
            33usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.volume_mounts_set_element_order,
                )
            }
            34usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.working_dir,
                )
            }
            _ => ::core::result::Result::Ok(false),
        }
    }
    #[inline]
    fn members<V: crate::__private::patch_serde::Members>(&self, visitor: &mut V) {
        visitor.member(&self.directive);
        visitor.member(&self.retain_keys);
        visitor.member(&self.args);
        visitor.member(&self.args_set_element_order);
        visitor.member(&self.args_delete_from_primitive_list);
        visitor.member(&self.command);
        visitor.member(&self.command_set_element_order);
        visitor.member(&self.command_delete_from_primitive_list);
        visitor.member(&self.env);
        visitor.member(&self.env_set_element_order);
        visitor.member(&self.env_from);
        visitor.member(&self.image);
        visitor.member(&self.image_pull_policy);
        visitor.member(&self.lifecycle);
        visitor.member(&self.liveness_probe);
        visitor.member(&self.name);
        visitor.member(&self.ports);
        visitor.member(&self.ports_set_element_order);
        visitor.member(&self.readiness_probe);
        visitor.member(&self.resize_policy);
        visitor.member(&self.resources);
        visitor.member(&self.restart_policy);
        visitor.member(&self.restart_policy_rules);
        visitor.member(&self.security_context);
        visitor.member(&self.startup_probe);
        visitor.member(&self.stdin);
        visitor.member(&self.stdin_once);
        visitor.member(&self.termination_message_path);
        visitor.member(&self.termination_message_policy);
        visitor.member(&self.tty);
        visitor.member(&self.volume_devices);
        visitor.member(&self.volume_devices_set_element_order);
        visitor.member(&self.volume_mounts);
        visitor.member(&self.volume_mounts_set_element_order);
        visitor.member(&self.working_dir);
    }
}
impl ContainerPatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        crate::__private::patch_serde::is_empty(self)
    }
}
#[automatically_derived]
impl crate::typed::StrategicMerge for ::k8s_openapi::api::core::v1::Container {
    type Patch = ContainerPatch;
    const MAY_HOLD_JSON: bool = false;
    #[inline]
    fn merge(
        self,
        patch: ContainerPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<Self, crate::Error> {
        crate::__private::structure::merge(self, patch, trail)
    }
    #[inline]
    fn from_patch(
        patch: ContainerPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        crate::__private::structure::from_patch(patch, trail)
    }
    #[inline]
    fn replaced_by(
        patch: ContainerPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        crate::__private::structure::replaced_by(patch, trail)
    }
    #[inline]
    fn to_patch(&self) -> ContainerPatch {
        crate::__private::structure::to_patch(self)
    }
    #[inline]
    fn merge_patches(
        left: ContainerPatch,
        right: ContainerPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<ContainerPatch, crate::Error> {
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
    ) -> ::core::result::Result<::core::option::Option<ContainerPatch>, crate::Error> {
        crate::__private::structure::diff(original, modified, options, trail)
    }
}
#[automatically_derived]
impl crate::__private::fields::Blank for ::k8s_openapi::api::core::v1::Container {
    #[inline]
    fn blank() -> Self {
        ::core::default::Default::default()
    }
}
#[automatically_derived]
impl crate::__private::fields::Fields for ::k8s_openapi::api::core::v1::Container {
    const NAME: &'static str = "io.k8s.api.core.v1.Container";
    const HAS_DEFAULT: bool = true;
    #[inline]
    fn directives(
        patch: &mut ContainerPatch,
    ) -> (
        &mut ::core::option::Option<::std::string::String>,
        &mut ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    ) {
        (&mut patch.directive, &mut patch.retain_keys)
    }
    #[inline]
    fn visit_mut<V: crate::__private::fields::VisitMut>(
        value: &mut Self,
        patch: &mut ContainerPatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .primitives::<
                ::std::string::String,
            >(
                Field::new("args"),
                &mut value.args,
                &mut patch.args,
                &mut patch.args_set_element_order,
                &mut patch.args_delete_from_primitive_list,
            );
        visitor
            .primitives::<
                ::std::string::String,
            >(
                Field::new("command"),
                &mut value.command,
                &mut patch.command,
                &mut patch.command_set_element_order,
                &mut patch.command_delete_from_primitive_list,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::EnvVar,
            >(
                Field::new("env").merge().merge_key("name"),
                &mut value.env,
                &mut patch.env,
                &mut patch.env_set_element_order,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::EnvFromSource>,
            >(Field::new("envFrom"), &mut value.env_from, &mut patch.env_from);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("image"), &mut value.image, &mut patch.image);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("imagePullPolicy"),
                &mut value.image_pull_policy,
                &mut patch.image_pull_policy,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Lifecycle,
            >(Field::new("lifecycle"), &mut value.lifecycle, &mut patch.lifecycle);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Probe,
            >(
                Field::new("livenessProbe"),
                &mut value.liveness_probe,
                &mut patch.liveness_probe,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("name"), &mut value.name, &mut patch.name);
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::ContainerPort,
            >(
                Field::new("ports").merge().merge_key("containerPort"),
                &mut value.ports,
                &mut patch.ports,
                &mut patch.ports_set_element_order,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Probe,
            >(
                Field::new("readinessProbe"),
                &mut value.readiness_probe,
                &mut patch.readiness_probe,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::ContainerResizePolicy>,
            >(
                Field::new("resizePolicy"),
                &mut value.resize_policy,
                &mut patch.resize_policy,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ResourceRequirements,
            >(Field::new("resources"), &mut value.resources, &mut patch.resources);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("restartPolicy"),
                &mut value.restart_policy,
                &mut patch.restart_policy,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::ContainerRestartRule>,
            >(
                Field::new("restartPolicyRules"),
                &mut value.restart_policy_rules,
                &mut patch.restart_policy_rules,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::SecurityContext,
            >(
                Field::new("securityContext"),
                &mut value.security_context,
                &mut patch.security_context,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Probe,
            >(
                Field::new("startupProbe"),
                &mut value.startup_probe,
                &mut patch.startup_probe,
            );
        visitor.plain::<bool>(Field::new("stdin"), &mut value.stdin, &mut patch.stdin);
        visitor
            .plain::<
                bool,
            >(Field::new("stdinOnce"), &mut value.stdin_once, &mut patch.stdin_once);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("terminationMessagePath"),
                &mut value.termination_message_path,
                &mut patch.termination_message_path,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("terminationMessagePolicy"),
                &mut value.termination_message_policy,
                &mut patch.termination_message_policy,
            );
        visitor.plain::<bool>(Field::new("tty"), &mut value.tty, &mut patch.tty);
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::VolumeDevice,
            >(
                Field::new("volumeDevices").merge().merge_key("devicePath"),
                &mut value.volume_devices,
                &mut patch.volume_devices,
                &mut patch.volume_devices_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::VolumeMount,
            >(
                Field::new("volumeMounts").merge().merge_key("mountPath"),
                &mut value.volume_mounts,
                &mut patch.volume_mounts,
                &mut patch.volume_mounts_set_element_order,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("workingDir"), &mut value.working_dir, &mut patch.working_dir);
    }
    #[inline]
    fn visit_ref<V: crate::__private::fields::VisitRef>(
        original: &Self,
        modified: &Self,
        patch: &mut ContainerPatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .primitives::<
                ::std::string::String,
            >(
                Field::new("args"),
                original.args.as_ref(),
                modified.args.as_ref(),
                &mut patch.args,
                &mut patch.args_set_element_order,
                &mut patch.args_delete_from_primitive_list,
            );
        visitor
            .primitives::<
                ::std::string::String,
            >(
                Field::new("command"),
                original.command.as_ref(),
                modified.command.as_ref(),
                &mut patch.command,
                &mut patch.command_set_element_order,
                &mut patch.command_delete_from_primitive_list,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::EnvVar,
            >(
                Field::new("env").merge().merge_key("name"),
                original.env.as_ref(),
                modified.env.as_ref(),
                &mut patch.env,
                &mut patch.env_set_element_order,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::EnvFromSource>,
            >(
                Field::new("envFrom"),
                original.env_from.as_ref(),
                modified.env_from.as_ref(),
                &mut patch.env_from,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("image"),
                original.image.as_ref(),
                modified.image.as_ref(),
                &mut patch.image,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("imagePullPolicy"),
                original.image_pull_policy.as_ref(),
                modified.image_pull_policy.as_ref(),
                &mut patch.image_pull_policy,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Lifecycle,
            >(
                Field::new("lifecycle"),
                original.lifecycle.as_ref(),
                modified.lifecycle.as_ref(),
                &mut patch.lifecycle,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Probe,
            >(
                Field::new("livenessProbe"),
                original.liveness_probe.as_ref(),
                modified.liveness_probe.as_ref(),
                &mut patch.liveness_probe,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("name"),
                ::core::option::Option::Some(&original.name),
                ::core::option::Option::Some(&modified.name),
                &mut patch.name,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::ContainerPort,
            >(
                Field::new("ports").merge().merge_key("containerPort"),
                original.ports.as_ref(),
                modified.ports.as_ref(),
                &mut patch.ports,
                &mut patch.ports_set_element_order,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Probe,
            >(
                Field::new("readinessProbe"),
                original.readiness_probe.as_ref(),
                modified.readiness_probe.as_ref(),
                &mut patch.readiness_probe,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::ContainerResizePolicy>,
            >(
                Field::new("resizePolicy"),
                original.resize_policy.as_ref(),
                modified.resize_policy.as_ref(),
                &mut patch.resize_policy,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ResourceRequirements,
            >(
                Field::new("resources"),
                original.resources.as_ref(),
                modified.resources.as_ref(),
                &mut patch.resources,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("restartPolicy"),
                original.restart_policy.as_ref(),
                modified.restart_policy.as_ref(),
                &mut patch.restart_policy,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::ContainerRestartRule>,
            >(
                Field::new("restartPolicyRules"),
                original.restart_policy_rules.as_ref(),
                modified.restart_policy_rules.as_ref(),
                &mut patch.restart_policy_rules,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::SecurityContext,
            >(
                Field::new("securityContext"),
                original.security_context.as_ref(),
                modified.security_context.as_ref(),
                &mut patch.security_context,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Probe,
            >(
                Field::new("startupProbe"),
                original.startup_probe.as_ref(),
                modified.startup_probe.as_ref(),
                &mut patch.startup_probe,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("stdin"),
                original.stdin.as_ref(),
                modified.stdin.as_ref(),
                &mut patch.stdin,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("stdinOnce"),
                original.stdin_once.as_ref(),
                modified.stdin_once.as_ref(),
                &mut patch.stdin_once,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("terminationMessagePath"),
                original.termination_message_path.as_ref(),
                modified.termination_message_path.as_ref(),
                &mut patch.termination_message_path,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("terminationMessagePolicy"),
                original.termination_message_policy.as_ref(),
                modified.termination_message_policy.as_ref(),
                &mut patch.termination_message_policy,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("tty"),
                original.tty.as_ref(),
                modified.tty.as_ref(),
                &mut patch.tty,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::VolumeDevice,
            >(
                Field::new("volumeDevices").merge().merge_key("devicePath"),
                original.volume_devices.as_ref(),
                modified.volume_devices.as_ref(),
                &mut patch.volume_devices,
                &mut patch.volume_devices_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::VolumeMount,
            >(
                Field::new("volumeMounts").merge().merge_key("mountPath"),
                original.volume_mounts.as_ref(),
                modified.volume_mounts.as_ref(),
                &mut patch.volume_mounts,
                &mut patch.volume_mounts_set_element_order,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("workingDir"),
                original.working_dir.as_ref(),
                modified.working_dir.as_ref(),
                &mut patch.working_dir,
            );
    }
    #[inline]
    fn visit_patches<V: crate::__private::fields::VisitPatches>(
        left: &mut ContainerPatch,
        right: &mut ContainerPatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .primitives::<
                ::std::string::String,
            >(
                Field::new("args"),
                (
                    &mut left.args,
                    &mut left.args_set_element_order,
                    &mut left.args_delete_from_primitive_list,
                ),
                (
                    &mut right.args,
                    &mut right.args_set_element_order,
                    &mut right.args_delete_from_primitive_list,
                ),
            );
        visitor
            .primitives::<
                ::std::string::String,
            >(
                Field::new("command"),
                (
                    &mut left.command,
                    &mut left.command_set_element_order,
                    &mut left.command_delete_from_primitive_list,
                ),
                (
                    &mut right.command,
                    &mut right.command_set_element_order,
                    &mut right.command_delete_from_primitive_list,
                ),
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::EnvVar,
            >(
                Field::new("env").merge().merge_key("name"),
                (&mut left.env, &mut left.env_set_element_order),
                (&mut right.env, &mut right.env_set_element_order),
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::EnvFromSource>,
            >(Field::new("envFrom"), &mut left.env_from, &mut right.env_from);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("image"), &mut left.image, &mut right.image);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("imagePullPolicy"),
                &mut left.image_pull_policy,
                &mut right.image_pull_policy,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Lifecycle,
            >(Field::new("lifecycle"), &mut left.lifecycle, &mut right.lifecycle);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Probe,
            >(
                Field::new("livenessProbe"),
                &mut left.liveness_probe,
                &mut right.liveness_probe,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("name"), &mut left.name, &mut right.name);
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::ContainerPort,
            >(
                Field::new("ports").merge().merge_key("containerPort"),
                (&mut left.ports, &mut left.ports_set_element_order),
                (&mut right.ports, &mut right.ports_set_element_order),
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Probe,
            >(
                Field::new("readinessProbe"),
                &mut left.readiness_probe,
                &mut right.readiness_probe,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::ContainerResizePolicy>,
            >(
                Field::new("resizePolicy"),
                &mut left.resize_policy,
                &mut right.resize_policy,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ResourceRequirements,
            >(Field::new("resources"), &mut left.resources, &mut right.resources);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("restartPolicy"),
                &mut left.restart_policy,
                &mut right.restart_policy,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::ContainerRestartRule>,
            >(
                Field::new("restartPolicyRules"),
                &mut left.restart_policy_rules,
                &mut right.restart_policy_rules,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::SecurityContext,
            >(
                Field::new("securityContext"),
                &mut left.security_context,
                &mut right.security_context,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Probe,
            >(
                Field::new("startupProbe"),
                &mut left.startup_probe,
                &mut right.startup_probe,
            );
        visitor.plain::<bool>(Field::new("stdin"), &mut left.stdin, &mut right.stdin);
        visitor
            .plain::<
                bool,
            >(Field::new("stdinOnce"), &mut left.stdin_once, &mut right.stdin_once);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("terminationMessagePath"),
                &mut left.termination_message_path,
                &mut right.termination_message_path,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("terminationMessagePolicy"),
                &mut left.termination_message_policy,
                &mut right.termination_message_policy,
            );
        visitor.plain::<bool>(Field::new("tty"), &mut left.tty, &mut right.tty);
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::VolumeDevice,
            >(
                Field::new("volumeDevices").merge().merge_key("devicePath"),
                (&mut left.volume_devices, &mut left.volume_devices_set_element_order),
                (&mut right.volume_devices, &mut right.volume_devices_set_element_order),
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::VolumeMount,
            >(
                Field::new("volumeMounts").merge().merge_key("mountPath"),
                (&mut left.volume_mounts, &mut left.volume_mounts_set_element_order),
                (&mut right.volume_mounts, &mut right.volume_mounts_set_element_order),
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("workingDir"), &mut left.working_dir, &mut right.working_dir);
    }
}
#[automatically_derived]
impl crate::__private::Keyed for ::k8s_openapi::api::core::v1::Container {
    #[inline]
    fn merge_key(
        &self,
        merge_key: &str,
    ) -> ::core::option::Option<crate::__private::Key> {
        match merge_key {
            "image" => self.image.as_ref().and_then(crate::__private::AsKey::as_key),
            "imagePullPolicy" => {
                self.image_pull_policy.as_ref().and_then(crate::__private::AsKey::as_key)
            }
            "name" => {
                ::core::option::Option::Some(&self.name)
                    .and_then(crate::__private::AsKey::as_key)
            }
            "restartPolicy" => {
                self.restart_policy.as_ref().and_then(crate::__private::AsKey::as_key)
            }
            "stdin" => self.stdin.as_ref().and_then(crate::__private::AsKey::as_key),
            "stdinOnce" => {
                self.stdin_once.as_ref().and_then(crate::__private::AsKey::as_key)
            }
            "terminationMessagePath" => {
                self.termination_message_path
                    .as_ref()
                    .and_then(crate::__private::AsKey::as_key)
            }
            "terminationMessagePolicy" => {
                self.termination_message_policy
                    .as_ref()
                    .and_then(crate::__private::AsKey::as_key)
            }
            "tty" => self.tty.as_ref().and_then(crate::__private::AsKey::as_key),
            "workingDir" => {
                self.working_dir.as_ref().and_then(crate::__private::AsKey::as_key)
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
        patch: &ContainerPatch,
        merge_key: &str,
    ) -> ::core::option::Option<crate::__private::Key> {
        match merge_key {
            "image" => {
                match &patch.image {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "imagePullPolicy" => {
                match &patch.image_pull_policy {
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
            "restartPolicy" => {
                match &patch.restart_policy {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "stdin" => {
                match &patch.stdin {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "stdinOnce" => {
                match &patch.stdin_once {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "terminationMessagePath" => {
                match &patch.termination_message_path {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "terminationMessagePolicy" => {
                match &patch.termination_message_policy {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "tty" => {
                match &patch.tty {
                    crate::typed::Patched::Set(value) => {
                        crate::__private::AsKey::as_key(value)
                    }
                    _ => ::core::option::Option::None,
                }
            }
            "workingDir" => {
                match &patch.working_dir {
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
    fn patch_directive(patch: &ContainerPatch) -> ::core::option::Option<&str> {
        patch.directive.as_deref()
    }
    #[inline]
    fn key_patch(&self, merge_key: &str, delete: bool) -> ContainerPatch {
        let mut patch = ContainerPatch::default();
        crate::__private::Keyed::set_merge_key(self, &mut patch, merge_key);
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
                patch.image = crate::__private::structure::patched_value(
                    self.image.as_ref(),
                );
            }
            "imagePullPolicy" => {
                patch.image_pull_policy = crate::__private::structure::patched_value(
                    self.image_pull_policy.as_ref(),
                );
            }
            "name" => {
                patch.name = crate::__private::structure::patched_value(
                    ::core::option::Option::Some(&self.name),
                );
            }
            "restartPolicy" => {
                patch.restart_policy = crate::__private::structure::patched_value(
                    self.restart_policy.as_ref(),
                );
            }
            "stdin" => {
                patch.stdin = crate::__private::structure::patched_value(
                    self.stdin.as_ref(),
                );
            }
            "stdinOnce" => {
                patch.stdin_once = crate::__private::structure::patched_value(
                    self.stdin_once.as_ref(),
                );
            }
            "terminationMessagePath" => {
                patch.termination_message_path = crate::__private::structure::patched_value(
                    self.termination_message_path.as_ref(),
                );
            }
            "terminationMessagePolicy" => {
                patch.termination_message_policy = crate::__private::structure::patched_value(
                    self.termination_message_policy.as_ref(),
                );
            }
            "tty" => {
                patch.tty = crate::__private::structure::patched_value(self.tty.as_ref());
            }
            "workingDir" => {
                patch.working_dir = crate::__private::structure::patched_value(
                    self.working_dir.as_ref(),
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
