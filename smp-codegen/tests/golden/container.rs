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
const _: fn() = crate::__private::needs_default::<
    ::k8s_openapi::api::core::v1::Container,
>;
/// A strategic merge patch of [`Container`](k8s_openapi::api::core::v1::Container) (generated from its OpenAPI definition).
#[derive(Default)]
pub struct ContainerPatch {
    /// `$patch`: `replace` or `delete` this object (any other value, `merge` included, is an error).
    pub directive: ::core::option::Option<::std::string::String>,
    /// `$retainKeys`: the fields this object keeps.
    pub retain_keys: ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    /// `args`: a list, replaced whole.
    ///
    /// See [`Container::args`](k8s_openapi::api::core::v1::Container::args).
    pub args: crate::typed::PrimitiveListPatch<::std::string::String>,
    /// `command`: a list, replaced whole.
    ///
    /// See [`Container::command`](k8s_openapi::api::core::v1::Container::command).
    pub command: crate::typed::PrimitiveListPatch<::std::string::String>,
    /// `env`: a list merged by `name`.
    ///
    /// See [`Container::env`](k8s_openapi::api::core::v1::Container::env).
    pub env: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::EnvVar as crate::StrategicMerge>::Patch,
    >,
    /// `envFrom`.
    ///
    /// See [`Container::env_from`](k8s_openapi::api::core::v1::Container::env_from).
    pub env_from: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::EnvFromSource,
        > as crate::StrategicMerge>::Held,
    >,
    /// `image`.
    ///
    /// See [`Container::image`](k8s_openapi::api::core::v1::Container::image).
    pub image: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `imagePullPolicy`.
    ///
    /// See [`Container::image_pull_policy`](k8s_openapi::api::core::v1::Container::image_pull_policy).
    pub image_pull_policy: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `lifecycle`.
    ///
    /// See [`Container::lifecycle`](k8s_openapi::api::core::v1::Container::lifecycle).
    pub lifecycle: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Lifecycle as crate::StrategicMerge>::Held,
    >,
    /// `livenessProbe`.
    ///
    /// See [`Container::liveness_probe`](k8s_openapi::api::core::v1::Container::liveness_probe).
    pub liveness_probe: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Probe as crate::StrategicMerge>::Held,
    >,
    /// `name`.
    ///
    /// See [`Container::name`](k8s_openapi::api::core::v1::Container::name).
    pub name: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `ports`: a list merged by `containerPort`.
    ///
    /// See [`Container::ports`](k8s_openapi::api::core::v1::Container::ports).
    pub ports: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::ContainerPort as crate::StrategicMerge>::Patch,
    >,
    /// `readinessProbe`.
    ///
    /// See [`Container::readiness_probe`](k8s_openapi::api::core::v1::Container::readiness_probe).
    pub readiness_probe: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Probe as crate::StrategicMerge>::Held,
    >,
    /// `resizePolicy`.
    ///
    /// See [`Container::resize_policy`](k8s_openapi::api::core::v1::Container::resize_policy).
    pub resize_policy: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::ContainerResizePolicy,
        > as crate::StrategicMerge>::Held,
    >,
    /// `resources`.
    ///
    /// See [`Container::resources`](k8s_openapi::api::core::v1::Container::resources).
    pub resources: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ResourceRequirements as crate::StrategicMerge>::Held,
    >,
    /// `restartPolicy`.
    ///
    /// See [`Container::restart_policy`](k8s_openapi::api::core::v1::Container::restart_policy).
    pub restart_policy: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `restartPolicyRules`.
    ///
    /// See [`Container::restart_policy_rules`](k8s_openapi::api::core::v1::Container::restart_policy_rules).
    pub restart_policy_rules: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::ContainerRestartRule,
        > as crate::StrategicMerge>::Held,
    >,
    /// `securityContext`.
    ///
    /// See [`Container::security_context`](k8s_openapi::api::core::v1::Container::security_context).
    pub security_context: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::SecurityContext as crate::StrategicMerge>::Held,
    >,
    /// `startupProbe`.
    ///
    /// See [`Container::startup_probe`](k8s_openapi::api::core::v1::Container::startup_probe).
    pub startup_probe: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Probe as crate::StrategicMerge>::Held,
    >,
    /// `stdin`.
    ///
    /// See [`Container::stdin`](k8s_openapi::api::core::v1::Container::stdin).
    pub stdin: crate::typed::Patched<<bool as crate::StrategicMerge>::Held>,
    /// `stdinOnce`.
    ///
    /// See [`Container::stdin_once`](k8s_openapi::api::core::v1::Container::stdin_once).
    pub stdin_once: crate::typed::Patched<<bool as crate::StrategicMerge>::Held>,
    /// `terminationMessagePath`.
    ///
    /// See [`Container::termination_message_path`](k8s_openapi::api::core::v1::Container::termination_message_path).
    pub termination_message_path: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `terminationMessagePolicy`.
    ///
    /// See [`Container::termination_message_policy`](k8s_openapi::api::core::v1::Container::termination_message_policy).
    pub termination_message_policy: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `tty`.
    ///
    /// See [`Container::tty`](k8s_openapi::api::core::v1::Container::tty).
    pub tty: crate::typed::Patched<<bool as crate::StrategicMerge>::Held>,
    /// `volumeDevices`: a list merged by `devicePath`.
    ///
    /// See [`Container::volume_devices`](k8s_openapi::api::core::v1::Container::volume_devices).
    pub volume_devices: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::VolumeDevice as crate::StrategicMerge>::Patch,
    >,
    /// `volumeMounts`: a list merged by `mountPath`.
    ///
    /// See [`Container::volume_mounts`](k8s_openapi::api::core::v1::Container::volume_mounts).
    pub volume_mounts: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::VolumeMount as crate::StrategicMerge>::Patch,
    >,
    /// `workingDir`.
    ///
    /// See [`Container::working_dir`](k8s_openapi::api::core::v1::Container::working_dir).
    pub working_dir: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
}
#[automatically_derived]
impl crate::__private::serde::Serialize for ContainerPatch {
    #[inline]
    fn serialize<S: crate::__private::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::core::result::Result<S::Ok, S::Error> {
        crate::__private::patch_serde::serialize::<
            ::k8s_openapi::api::core::v1::Container,
            S,
        >(self, serializer)
    }
}
#[automatically_derived]
impl ::core::fmt::Debug for ContainerPatch {
    #[inline]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        crate::__private::patch_serde::debug::<
            ::k8s_openapi::api::core::v1::Container,
        >(self, f)
    }
}
#[automatically_derived]
impl ::core::clone::Clone for ContainerPatch {
    #[inline]
    fn clone(&self) -> Self {
        crate::__private::patch_serde::clone::<
            ::k8s_openapi::api::core::v1::Container,
        >(self)
    }
}
#[automatically_derived]
impl ::core::cmp::PartialEq for ContainerPatch {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        crate::__private::patch_serde::eq::<
            ::k8s_openapi::api::core::v1::Container,
        >(self, other)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for ContainerPatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::__private::patch_serde::deserialize::<
            ::k8s_openapi::api::core::v1::Container,
            D,
        >(deserializer)
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
    #[allow(unreachable_patterns)]
    #[inline]
    fn index_of(name: &[u8]) -> ::core::option::Option<usize> {
        match name {
            b"$patch" => ::core::option::Option::Some(0),
            b"$retainKeys" => ::core::option::Option::Some(1),
            b"args" => ::core::option::Option::Some(2),
            b"$setElementOrder/args" => ::core::option::Option::Some(3),
            b"$deleteFromPrimitiveList/args" => ::core::option::Option::Some(4),
            b"command" => ::core::option::Option::Some(5),
            b"$setElementOrder/command" => ::core::option::Option::Some(6),
            b"$deleteFromPrimitiveList/command" => ::core::option::Option::Some(7),
            b"env" => ::core::option::Option::Some(8),
            b"$setElementOrder/env" => ::core::option::Option::Some(9),
            b"envFrom" => ::core::option::Option::Some(10),
            b"image" => ::core::option::Option::Some(11),
            b"imagePullPolicy" => ::core::option::Option::Some(12),
            b"lifecycle" => ::core::option::Option::Some(13),
            b"livenessProbe" => ::core::option::Option::Some(14),
            b"name" => ::core::option::Option::Some(15),
            b"ports" => ::core::option::Option::Some(16),
            b"$setElementOrder/ports" => ::core::option::Option::Some(17),
            b"readinessProbe" => ::core::option::Option::Some(18),
            b"resizePolicy" => ::core::option::Option::Some(19),
            b"resources" => ::core::option::Option::Some(20),
            b"restartPolicy" => ::core::option::Option::Some(21),
            b"restartPolicyRules" => ::core::option::Option::Some(22),
            b"securityContext" => ::core::option::Option::Some(23),
            b"startupProbe" => ::core::option::Option::Some(24),
            b"stdin" => ::core::option::Option::Some(25),
            b"stdinOnce" => ::core::option::Option::Some(26),
            b"terminationMessagePath" => ::core::option::Option::Some(27),
            b"terminationMessagePolicy" => ::core::option::Option::Some(28),
            b"tty" => ::core::option::Option::Some(29),
            b"volumeDevices" => ::core::option::Option::Some(30),
            b"$setElementOrder/volumeDevices" => ::core::option::Option::Some(31),
            b"volumeMounts" => ::core::option::Option::Some(32),
            b"$setElementOrder/volumeMounts" => ::core::option::Option::Some(33),
            b"workingDir" => ::core::option::Option::Some(34),
            _ => ::core::option::Option::None,
        }
    }
}
impl ContainerPatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        crate::__private::patch_serde::is_empty::<
            ::k8s_openapi::api::core::v1::Container,
        >(self)
    }
}
#[automatically_derived]
impl crate::StrategicMerge for ::k8s_openapi::api::core::v1::Container {
    type Patch = ContainerPatch;
    type Held = ::std::boxed::Box<ContainerPatch>;
}
#[automatically_derived]
impl crate::__private::Operations for ::k8s_openapi::api::core::v1::Container {
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
    fn directives_ref(
        patch: &ContainerPatch,
    ) -> (
        &::core::option::Option<::std::string::String>,
        &::core::option::Option<::std::vec::Vec<::std::string::String>>,
    ) {
        (&patch.directive, &patch.retain_keys)
    }
    #[inline]
    fn visit<V: crate::__private::fields::Visit<Self>>(visitor: &mut V) {
        use crate::__private::{fields::Field, member};
        static FIELDS: [Field; 25] = [
            Field::new("args"),
            Field::new("command"),
            Field::new("env").merge().merge_key("name"),
            Field::new("envFrom"),
            Field::new("image"),
            Field::new("imagePullPolicy"),
            Field::new("lifecycle"),
            Field::new("livenessProbe"),
            Field::new("name"),
            Field::new("ports").merge().merge_key("containerPort"),
            Field::new("readinessProbe"),
            Field::new("resizePolicy"),
            Field::new("resources"),
            Field::new("restartPolicy"),
            Field::new("restartPolicyRules"),
            Field::new("securityContext"),
            Field::new("startupProbe"),
            Field::new("stdin"),
            Field::new("stdinOnce"),
            Field::new("terminationMessagePath"),
            Field::new("terminationMessagePolicy"),
            Field::new("tty"),
            Field::new("volumeDevices").merge().merge_key("devicePath"),
            Field::new("volumeMounts").merge().merge_key("mountPath"),
            Field::new("workingDir"),
        ];
        visitor.primitives(&FIELDS[0], member!(args));
        visitor.primitives(&FIELDS[1], member!(command));
        visitor.keyed(&FIELDS[2], member!(env));
        visitor.plain(&FIELDS[3], member!(env_from));
        visitor.plain(&FIELDS[4], member!(image));
        visitor.plain(&FIELDS[5], member!(image_pull_policy));
        visitor.plain(&FIELDS[6], member!(lifecycle));
        visitor.plain(&FIELDS[7], member!(liveness_probe));
        visitor.plain(&FIELDS[8], member!(name, required));
        visitor.keyed(&FIELDS[9], member!(ports));
        visitor.plain(&FIELDS[10], member!(readiness_probe));
        visitor.plain(&FIELDS[11], member!(resize_policy));
        visitor.plain(&FIELDS[12], member!(resources));
        visitor.plain(&FIELDS[13], member!(restart_policy));
        visitor.plain(&FIELDS[14], member!(restart_policy_rules));
        visitor.plain(&FIELDS[15], member!(security_context));
        visitor.plain(&FIELDS[16], member!(startup_probe));
        visitor.plain(&FIELDS[17], member!(stdin));
        visitor.plain(&FIELDS[18], member!(stdin_once));
        visitor.plain(&FIELDS[19], member!(termination_message_path));
        visitor.plain(&FIELDS[20], member!(termination_message_policy));
        visitor.plain(&FIELDS[21], member!(tty));
        visitor.keyed(&FIELDS[22], member!(volume_devices));
        visitor.keyed(&FIELDS[23], member!(volume_mounts));
        visitor.plain(&FIELDS[24], member!(working_dir));
    }
}
