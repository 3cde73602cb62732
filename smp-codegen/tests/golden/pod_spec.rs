// Generated for io.k8s.api.core.v1.PodSpec from the Kubernetes 1.37 definitions (golden file).

const _: () = {
    #[automatically_derived]
    impl crate::Describe for ::k8s_openapi::api::core::v1::PodSpec {
        #[inline]
        fn describe(builder: &mut crate::SchemaBuilder) -> crate::NodeId {
            crate::__private::structure::describe::<Self>(builder)
        }
    }
};
const _: fn() = crate::__private::needs_default::<::k8s_openapi::api::core::v1::PodSpec>;
/// A strategic merge patch of [`PodSpec`](k8s_openapi::api::core::v1::PodSpec) (generated from its OpenAPI definition).
#[derive(Default)]
pub struct PodSpecPatch {
    /// `$patch`: `replace` or `delete` this object (any other value, `merge` included, is an error).
    pub directive: ::core::option::Option<::std::string::String>,
    /// `$retainKeys`: the fields this object keeps.
    pub retain_keys: ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    /// `activeDeadlineSeconds`.
    ///
    /// See [`PodSpec::active_deadline_seconds`](k8s_openapi::api::core::v1::PodSpec::active_deadline_seconds).
    pub active_deadline_seconds: crate::typed::Patched<
        <i64 as crate::StrategicMerge>::Held,
    >,
    /// `affinity`.
    ///
    /// See [`PodSpec::affinity`](k8s_openapi::api::core::v1::PodSpec::affinity).
    pub affinity: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Affinity as crate::StrategicMerge>::Held,
    >,
    /// `automountServiceAccountToken`.
    ///
    /// See [`PodSpec::automount_service_account_token`](k8s_openapi::api::core::v1::PodSpec::automount_service_account_token).
    pub automount_service_account_token: crate::typed::Patched<
        <bool as crate::StrategicMerge>::Held,
    >,
    /// `containers`: a list merged by `name`.
    ///
    /// See [`PodSpec::containers`](k8s_openapi::api::core::v1::PodSpec::containers).
    pub containers: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::Container as crate::StrategicMerge>::Patch,
    >,
    /// `dnsConfig`.
    ///
    /// See [`PodSpec::dns_config`](k8s_openapi::api::core::v1::PodSpec::dns_config).
    pub dns_config: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PodDNSConfig as crate::StrategicMerge>::Held,
    >,
    /// `dnsPolicy`.
    ///
    /// See [`PodSpec::dns_policy`](k8s_openapi::api::core::v1::PodSpec::dns_policy).
    pub dns_policy: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `enableServiceLinks`.
    ///
    /// See [`PodSpec::enable_service_links`](k8s_openapi::api::core::v1::PodSpec::enable_service_links).
    pub enable_service_links: crate::typed::Patched<
        <bool as crate::StrategicMerge>::Held,
    >,
    /// `ephemeralContainers`: a list merged by `name`.
    ///
    /// See [`PodSpec::ephemeral_containers`](k8s_openapi::api::core::v1::PodSpec::ephemeral_containers).
    pub ephemeral_containers: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::EphemeralContainer as crate::StrategicMerge>::Patch,
    >,
    /// `evictionResponders`: a list merged by `name`.
    ///
    /// See [`PodSpec::eviction_responders`](k8s_openapi::api::core::v1::PodSpec::eviction_responders).
    pub eviction_responders: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::EvictionResponder as crate::StrategicMerge>::Patch,
    >,
    /// `hostAliases`: a list merged by `ip`.
    ///
    /// See [`PodSpec::host_aliases`](k8s_openapi::api::core::v1::PodSpec::host_aliases).
    pub host_aliases: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::HostAlias as crate::StrategicMerge>::Patch,
    >,
    /// `hostIPC`.
    ///
    /// See [`PodSpec::host_ipc`](k8s_openapi::api::core::v1::PodSpec::host_ipc).
    pub host_ipc: crate::typed::Patched<<bool as crate::StrategicMerge>::Held>,
    /// `hostNetwork`.
    ///
    /// See [`PodSpec::host_network`](k8s_openapi::api::core::v1::PodSpec::host_network).
    pub host_network: crate::typed::Patched<<bool as crate::StrategicMerge>::Held>,
    /// `hostPID`.
    ///
    /// See [`PodSpec::host_pid`](k8s_openapi::api::core::v1::PodSpec::host_pid).
    pub host_pid: crate::typed::Patched<<bool as crate::StrategicMerge>::Held>,
    /// `hostUsers`.
    ///
    /// See [`PodSpec::host_users`](k8s_openapi::api::core::v1::PodSpec::host_users).
    pub host_users: crate::typed::Patched<<bool as crate::StrategicMerge>::Held>,
    /// `hostname`.
    ///
    /// See [`PodSpec::hostname`](k8s_openapi::api::core::v1::PodSpec::hostname).
    pub hostname: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `hostnameOverride`.
    ///
    /// See [`PodSpec::hostname_override`](k8s_openapi::api::core::v1::PodSpec::hostname_override).
    pub hostname_override: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `imagePullSecrets`: a list merged by `name`.
    ///
    /// See [`PodSpec::image_pull_secrets`](k8s_openapi::api::core::v1::PodSpec::image_pull_secrets).
    pub image_pull_secrets: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::LocalObjectReference as crate::StrategicMerge>::Patch,
    >,
    /// `initContainers`: a list merged by `name`.
    ///
    /// See [`PodSpec::init_containers`](k8s_openapi::api::core::v1::PodSpec::init_containers).
    pub init_containers: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::Container as crate::StrategicMerge>::Patch,
    >,
    /// `nodeName`.
    ///
    /// See [`PodSpec::node_name`](k8s_openapi::api::core::v1::PodSpec::node_name).
    pub node_name: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `nodeSelector`.
    ///
    /// See [`PodSpec::node_selector`](k8s_openapi::api::core::v1::PodSpec::node_selector).
    pub node_selector: crate::typed::Patched<
        <::std::collections::BTreeMap<
            ::std::string::String,
            ::std::string::String,
        > as crate::StrategicMerge>::Held,
    >,
    /// `os`.
    ///
    /// See [`PodSpec::os`](k8s_openapi::api::core::v1::PodSpec::os).
    pub os: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PodOS as crate::StrategicMerge>::Held,
    >,
    /// `overhead`.
    ///
    /// See [`PodSpec::overhead`](k8s_openapi::api::core::v1::PodSpec::overhead).
    pub overhead: crate::typed::Patched<
        <::std::collections::BTreeMap<
            ::std::string::String,
            ::k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        > as crate::StrategicMerge>::Held,
    >,
    /// `preemptionPolicy`.
    ///
    /// See [`PodSpec::preemption_policy`](k8s_openapi::api::core::v1::PodSpec::preemption_policy).
    pub preemption_policy: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `priority`.
    ///
    /// See [`PodSpec::priority`](k8s_openapi::api::core::v1::PodSpec::priority).
    pub priority: crate::typed::Patched<<i32 as crate::StrategicMerge>::Held>,
    /// `priorityClassName`.
    ///
    /// See [`PodSpec::priority_class_name`](k8s_openapi::api::core::v1::PodSpec::priority_class_name).
    pub priority_class_name: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `readinessGates`.
    ///
    /// See [`PodSpec::readiness_gates`](k8s_openapi::api::core::v1::PodSpec::readiness_gates).
    pub readiness_gates: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::PodReadinessGate,
        > as crate::StrategicMerge>::Held,
    >,
    /// `resourceClaims`: a list merged by `name`, with `$retainKeys`.
    ///
    /// See [`PodSpec::resource_claims`](k8s_openapi::api::core::v1::PodSpec::resource_claims).
    pub resource_claims: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::PodResourceClaim as crate::StrategicMerge>::Patch,
    >,
    /// `resources`.
    ///
    /// See [`PodSpec::resources`](k8s_openapi::api::core::v1::PodSpec::resources).
    pub resources: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ResourceRequirements as crate::StrategicMerge>::Held,
    >,
    /// `restartPolicy`.
    ///
    /// See [`PodSpec::restart_policy`](k8s_openapi::api::core::v1::PodSpec::restart_policy).
    pub restart_policy: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `runtimeClassName`.
    ///
    /// See [`PodSpec::runtime_class_name`](k8s_openapi::api::core::v1::PodSpec::runtime_class_name).
    pub runtime_class_name: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `schedulerName`.
    ///
    /// See [`PodSpec::scheduler_name`](k8s_openapi::api::core::v1::PodSpec::scheduler_name).
    pub scheduler_name: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `schedulingGates`: a list merged by `name`.
    ///
    /// See [`PodSpec::scheduling_gates`](k8s_openapi::api::core::v1::PodSpec::scheduling_gates).
    pub scheduling_gates: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::PodSchedulingGate as crate::StrategicMerge>::Patch,
    >,
    /// `schedulingGroup`.
    ///
    /// See [`PodSpec::scheduling_group`](k8s_openapi::api::core::v1::PodSpec::scheduling_group).
    pub scheduling_group: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PodSchedulingGroup as crate::StrategicMerge>::Held,
    >,
    /// `securityContext`.
    ///
    /// See [`PodSpec::security_context`](k8s_openapi::api::core::v1::PodSpec::security_context).
    pub security_context: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PodSecurityContext as crate::StrategicMerge>::Held,
    >,
    /// `serviceAccount`.
    ///
    /// See [`PodSpec::service_account`](k8s_openapi::api::core::v1::PodSpec::service_account).
    pub service_account: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `serviceAccountName`.
    ///
    /// See [`PodSpec::service_account_name`](k8s_openapi::api::core::v1::PodSpec::service_account_name).
    pub service_account_name: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `setHostnameAsFQDN`.
    ///
    /// See [`PodSpec::set_hostname_as_fqdn`](k8s_openapi::api::core::v1::PodSpec::set_hostname_as_fqdn).
    pub set_hostname_as_fqdn: crate::typed::Patched<
        <bool as crate::StrategicMerge>::Held,
    >,
    /// `shareProcessNamespace`.
    ///
    /// See [`PodSpec::share_process_namespace`](k8s_openapi::api::core::v1::PodSpec::share_process_namespace).
    pub share_process_namespace: crate::typed::Patched<
        <bool as crate::StrategicMerge>::Held,
    >,
    /// `subdomain`.
    ///
    /// See [`PodSpec::subdomain`](k8s_openapi::api::core::v1::PodSpec::subdomain).
    pub subdomain: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `terminationGracePeriodSeconds`.
    ///
    /// See [`PodSpec::termination_grace_period_seconds`](k8s_openapi::api::core::v1::PodSpec::termination_grace_period_seconds).
    pub termination_grace_period_seconds: crate::typed::Patched<
        <i64 as crate::StrategicMerge>::Held,
    >,
    /// `tolerations`.
    ///
    /// See [`PodSpec::tolerations`](k8s_openapi::api::core::v1::PodSpec::tolerations).
    pub tolerations: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::Toleration,
        > as crate::StrategicMerge>::Held,
    >,
    /// `topologySpreadConstraints`: a list merged by `topologyKey`.
    ///
    /// See [`PodSpec::topology_spread_constraints`](k8s_openapi::api::core::v1::PodSpec::topology_spread_constraints).
    pub topology_spread_constraints: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::TopologySpreadConstraint as crate::StrategicMerge>::Patch,
    >,
    /// `volumes`: a list merged by `name`, with `$retainKeys`.
    ///
    /// See [`PodSpec::volumes`](k8s_openapi::api::core::v1::PodSpec::volumes).
    pub volumes: crate::typed::KeyedListPatch<
        <::k8s_openapi::api::core::v1::Volume as crate::StrategicMerge>::Patch,
    >,
}
#[automatically_derived]
impl crate::__private::serde::Serialize for PodSpecPatch {
    #[inline]
    fn serialize<S: crate::__private::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::core::result::Result<S::Ok, S::Error> {
        crate::__private::patch_serde::serialize::<
            ::k8s_openapi::api::core::v1::PodSpec,
            S,
        >(self, serializer)
    }
}
#[automatically_derived]
impl ::core::fmt::Debug for PodSpecPatch {
    #[inline]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        crate::__private::patch_serde::debug::<
            ::k8s_openapi::api::core::v1::PodSpec,
        >(self, f)
    }
}
#[automatically_derived]
impl ::core::clone::Clone for PodSpecPatch {
    #[inline]
    fn clone(&self) -> Self {
        crate::__private::patch_serde::clone::<
            ::k8s_openapi::api::core::v1::PodSpec,
        >(self)
    }
}
#[automatically_derived]
impl ::core::cmp::PartialEq for PodSpecPatch {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        crate::__private::patch_serde::eq::<
            ::k8s_openapi::api::core::v1::PodSpec,
        >(self, other)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for PodSpecPatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::__private::patch_serde::deserialize::<
            ::k8s_openapi::api::core::v1::PodSpec,
            D,
        >(deserializer)
    }
}
#[automatically_derived]
impl crate::__private::patch_serde::PatchFields for PodSpecPatch {
    const NAME: &'static str = "PodSpecPatch";
    const EXPECTING: &'static str = "struct PodSpecPatch";
    const FIELDS: &'static [&'static str] = &[
        "$patch",
        "$retainKeys",
        "activeDeadlineSeconds",
        "affinity",
        "automountServiceAccountToken",
        "containers",
        "$setElementOrder/containers",
        "dnsConfig",
        "dnsPolicy",
        "enableServiceLinks",
        "ephemeralContainers",
        "$setElementOrder/ephemeralContainers",
        "evictionResponders",
        "$setElementOrder/evictionResponders",
        "hostAliases",
        "$setElementOrder/hostAliases",
        "hostIPC",
        "hostNetwork",
        "hostPID",
        "hostUsers",
        "hostname",
        "hostnameOverride",
        "imagePullSecrets",
        "$setElementOrder/imagePullSecrets",
        "initContainers",
        "$setElementOrder/initContainers",
        "nodeName",
        "nodeSelector",
        "os",
        "overhead",
        "preemptionPolicy",
        "priority",
        "priorityClassName",
        "readinessGates",
        "resourceClaims",
        "$setElementOrder/resourceClaims",
        "resources",
        "restartPolicy",
        "runtimeClassName",
        "schedulerName",
        "schedulingGates",
        "$setElementOrder/schedulingGates",
        "schedulingGroup",
        "securityContext",
        "serviceAccount",
        "serviceAccountName",
        "setHostnameAsFQDN",
        "shareProcessNamespace",
        "subdomain",
        "terminationGracePeriodSeconds",
        "tolerations",
        "topologySpreadConstraints",
        "$setElementOrder/topologySpreadConstraints",
        "volumes",
        "$setElementOrder/volumes",
    ];
    #[allow(unreachable_patterns)]
    #[inline]
    fn index_of(name: &[u8]) -> ::core::option::Option<usize> {
        match name {
            b"$patch" => ::core::option::Option::Some(0),
            b"$retainKeys" => ::core::option::Option::Some(1),
            b"activeDeadlineSeconds" => ::core::option::Option::Some(2),
            b"affinity" => ::core::option::Option::Some(3),
            b"automountServiceAccountToken" => ::core::option::Option::Some(4),
            b"containers" => ::core::option::Option::Some(5),
            b"$setElementOrder/containers" => ::core::option::Option::Some(6),
            b"dnsConfig" => ::core::option::Option::Some(7),
            b"dnsPolicy" => ::core::option::Option::Some(8),
            b"enableServiceLinks" => ::core::option::Option::Some(9),
            b"ephemeralContainers" => ::core::option::Option::Some(10),
            b"$setElementOrder/ephemeralContainers" => ::core::option::Option::Some(11),
            b"evictionResponders" => ::core::option::Option::Some(12),
            b"$setElementOrder/evictionResponders" => ::core::option::Option::Some(13),
            b"hostAliases" => ::core::option::Option::Some(14),
            b"$setElementOrder/hostAliases" => ::core::option::Option::Some(15),
            b"hostIPC" => ::core::option::Option::Some(16),
            b"hostNetwork" => ::core::option::Option::Some(17),
            b"hostPID" => ::core::option::Option::Some(18),
            b"hostUsers" => ::core::option::Option::Some(19),
            b"hostname" => ::core::option::Option::Some(20),
            b"hostnameOverride" => ::core::option::Option::Some(21),
            b"imagePullSecrets" => ::core::option::Option::Some(22),
            b"$setElementOrder/imagePullSecrets" => ::core::option::Option::Some(23),
            b"initContainers" => ::core::option::Option::Some(24),
            b"$setElementOrder/initContainers" => ::core::option::Option::Some(25),
            b"nodeName" => ::core::option::Option::Some(26),
            b"nodeSelector" => ::core::option::Option::Some(27),
            b"os" => ::core::option::Option::Some(28),
            b"overhead" => ::core::option::Option::Some(29),
            b"preemptionPolicy" => ::core::option::Option::Some(30),
            b"priority" => ::core::option::Option::Some(31),
            b"priorityClassName" => ::core::option::Option::Some(32),
            b"readinessGates" => ::core::option::Option::Some(33),
            b"resourceClaims" => ::core::option::Option::Some(34),
            b"$setElementOrder/resourceClaims" => ::core::option::Option::Some(35),
            b"resources" => ::core::option::Option::Some(36),
            b"restartPolicy" => ::core::option::Option::Some(37),
            b"runtimeClassName" => ::core::option::Option::Some(38),
            b"schedulerName" => ::core::option::Option::Some(39),
            b"schedulingGates" => ::core::option::Option::Some(40),
            b"$setElementOrder/schedulingGates" => ::core::option::Option::Some(41),
            b"schedulingGroup" => ::core::option::Option::Some(42),
            b"securityContext" => ::core::option::Option::Some(43),
            b"serviceAccount" => ::core::option::Option::Some(44),
            b"serviceAccountName" => ::core::option::Option::Some(45),
            b"setHostnameAsFQDN" => ::core::option::Option::Some(46),
            b"shareProcessNamespace" => ::core::option::Option::Some(47),
            b"subdomain" => ::core::option::Option::Some(48),
            b"terminationGracePeriodSeconds" => ::core::option::Option::Some(49),
            b"tolerations" => ::core::option::Option::Some(50),
            b"topologySpreadConstraints" => ::core::option::Option::Some(51),
            b"$setElementOrder/topologySpreadConstraints" => {
                ::core::option::Option::Some(52)
            }
            b"volumes" => ::core::option::Option::Some(53),
            b"$setElementOrder/volumes" => ::core::option::Option::Some(54),
            _ => ::core::option::Option::None,
        }
    }
}
impl PodSpecPatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        crate::__private::patch_serde::is_empty::<
            ::k8s_openapi::api::core::v1::PodSpec,
        >(self)
    }
}
#[automatically_derived]
impl crate::StrategicMerge for ::k8s_openapi::api::core::v1::PodSpec {
    type Patch = PodSpecPatch;
    type Held = ::std::boxed::Box<PodSpecPatch>;
}
#[automatically_derived]
impl crate::__private::Operations for ::k8s_openapi::api::core::v1::PodSpec {
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
impl crate::__private::fields::Blank for ::k8s_openapi::api::core::v1::PodSpec {
    #[inline]
    fn blank() -> Self {
        ::core::default::Default::default()
    }
}
#[automatically_derived]
impl crate::__private::fields::Fields for ::k8s_openapi::api::core::v1::PodSpec {
    const NAME: &'static str = "io.k8s.api.core.v1.PodSpec";
    const HAS_DEFAULT: bool = true;
    #[inline]
    fn directives(
        patch: &mut PodSpecPatch,
    ) -> (
        &mut ::core::option::Option<::std::string::String>,
        &mut ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    ) {
        (&mut patch.directive, &mut patch.retain_keys)
    }
    #[inline]
    fn directives_ref(
        patch: &PodSpecPatch,
    ) -> (
        &::core::option::Option<::std::string::String>,
        &::core::option::Option<::std::vec::Vec<::std::string::String>>,
    ) {
        (&patch.directive, &patch.retain_keys)
    }
    #[inline]
    fn visit<V: crate::__private::fields::Visit<Self>>(visitor: &mut V) {
        use crate::__private::{fields::Field, member};
        static FIELDS: [Field; 43] = [
            Field::new("activeDeadlineSeconds"),
            Field::new("affinity"),
            Field::new("automountServiceAccountToken"),
            Field::new("containers").merge().merge_key("name"),
            Field::new("dnsConfig"),
            Field::new("dnsPolicy"),
            Field::new("enableServiceLinks"),
            Field::new("ephemeralContainers").merge().merge_key("name"),
            Field::new("evictionResponders").merge().merge_key("name"),
            Field::new("hostAliases").merge().merge_key("ip"),
            Field::new("hostIPC"),
            Field::new("hostNetwork"),
            Field::new("hostPID"),
            Field::new("hostUsers"),
            Field::new("hostname"),
            Field::new("hostnameOverride"),
            Field::new("imagePullSecrets").merge().merge_key("name"),
            Field::new("initContainers").merge().merge_key("name"),
            Field::new("nodeName"),
            Field::new("nodeSelector"),
            Field::new("os"),
            Field::new("overhead"),
            Field::new("preemptionPolicy"),
            Field::new("priority"),
            Field::new("priorityClassName"),
            Field::new("readinessGates"),
            Field::new("resourceClaims").merge().merge_key("name").retain_keys(),
            Field::new("resources"),
            Field::new("restartPolicy"),
            Field::new("runtimeClassName"),
            Field::new("schedulerName"),
            Field::new("schedulingGates").merge().merge_key("name"),
            Field::new("schedulingGroup"),
            Field::new("securityContext"),
            Field::new("serviceAccount"),
            Field::new("serviceAccountName"),
            Field::new("setHostnameAsFQDN"),
            Field::new("shareProcessNamespace"),
            Field::new("subdomain"),
            Field::new("terminationGracePeriodSeconds"),
            Field::new("tolerations"),
            Field::new("topologySpreadConstraints").merge().merge_key("topologyKey"),
            Field::new("volumes").merge().merge_key("name").retain_keys(),
        ];
        visitor.plain(&FIELDS[0], member!(active_deadline_seconds));
        visitor.plain(&FIELDS[1], member!(affinity));
        visitor.plain(&FIELDS[2], member!(automount_service_account_token));
        visitor.keyed(&FIELDS[3], member!(containers, required));
        visitor.plain(&FIELDS[4], member!(dns_config));
        visitor.plain(&FIELDS[5], member!(dns_policy));
        visitor.plain(&FIELDS[6], member!(enable_service_links));
        visitor.keyed(&FIELDS[7], member!(ephemeral_containers));
        visitor.keyed(&FIELDS[8], member!(eviction_responders));
        visitor.keyed(&FIELDS[9], member!(host_aliases));
        visitor.plain(&FIELDS[10], member!(host_ipc));
        visitor.plain(&FIELDS[11], member!(host_network));
        visitor.plain(&FIELDS[12], member!(host_pid));
        visitor.plain(&FIELDS[13], member!(host_users));
        visitor.plain(&FIELDS[14], member!(hostname));
        visitor.plain(&FIELDS[15], member!(hostname_override));
        visitor.keyed(&FIELDS[16], member!(image_pull_secrets));
        visitor.keyed(&FIELDS[17], member!(init_containers));
        visitor.plain(&FIELDS[18], member!(node_name));
        visitor.plain(&FIELDS[19], member!(node_selector));
        visitor.plain(&FIELDS[20], member!(os));
        visitor.plain(&FIELDS[21], member!(overhead));
        visitor.plain(&FIELDS[22], member!(preemption_policy));
        visitor.plain(&FIELDS[23], member!(priority));
        visitor.plain(&FIELDS[24], member!(priority_class_name));
        visitor.plain(&FIELDS[25], member!(readiness_gates));
        visitor.keyed(&FIELDS[26], member!(resource_claims));
        visitor.plain(&FIELDS[27], member!(resources));
        visitor.plain(&FIELDS[28], member!(restart_policy));
        visitor.plain(&FIELDS[29], member!(runtime_class_name));
        visitor.plain(&FIELDS[30], member!(scheduler_name));
        visitor.keyed(&FIELDS[31], member!(scheduling_gates));
        visitor.plain(&FIELDS[32], member!(scheduling_group));
        visitor.plain(&FIELDS[33], member!(security_context));
        visitor.plain(&FIELDS[34], member!(service_account));
        visitor.plain(&FIELDS[35], member!(service_account_name));
        visitor.plain(&FIELDS[36], member!(set_hostname_as_fqdn));
        visitor.plain(&FIELDS[37], member!(share_process_namespace));
        visitor.plain(&FIELDS[38], member!(subdomain));
        visitor.plain(&FIELDS[39], member!(termination_grace_period_seconds));
        visitor.plain(&FIELDS[40], member!(tolerations));
        visitor.keyed(&FIELDS[41], member!(topology_spread_constraints));
        visitor.keyed(&FIELDS[42], member!(volumes));
    }
}
