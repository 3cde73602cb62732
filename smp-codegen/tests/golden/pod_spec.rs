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
const _: fn() = || {
    #[inline]
    fn needs_default<T: crate::__private::PatchDefault>() {}
    needs_default::<::k8s_openapi::api::core::v1::PodSpec>();
};
///A strategic merge patch of `k8s_openapi::api::core::v1::PodSpec` (generated from its OpenAPI definition).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct PodSpecPatch {
    /// `$patch`: `replace` or `delete` this object (any other value, `merge` included, is an error).
    pub directive: ::core::option::Option<::std::string::String>,
    /// `$retainKeys`: the fields this object keeps.
    pub retain_keys: ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    pub active_deadline_seconds: crate::typed::Patched<
        <i64 as crate::typed::StrategicMerge>::Patch,
    >,
    pub affinity: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::Affinity as crate::typed::StrategicMerge>::Patch,
    >,
    pub automount_service_account_token: crate::typed::Patched<
        <bool as crate::typed::StrategicMerge>::Patch,
    >,
    pub containers: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::Container as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub containers_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::Container as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub dns_config: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PodDNSConfig as crate::typed::StrategicMerge>::Patch,
    >,
    pub dns_policy: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub enable_service_links: crate::typed::Patched<
        <bool as crate::typed::StrategicMerge>::Patch,
    >,
    pub ephemeral_containers: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::EphemeralContainer as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub ephemeral_containers_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::EphemeralContainer as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub eviction_responders: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::EvictionResponder as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub eviction_responders_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::EvictionResponder as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub host_aliases: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::HostAlias as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub host_aliases_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::HostAlias as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub host_ipc: crate::typed::Patched<<bool as crate::typed::StrategicMerge>::Patch>,
    pub host_network: crate::typed::Patched<
        <bool as crate::typed::StrategicMerge>::Patch,
    >,
    pub host_pid: crate::typed::Patched<<bool as crate::typed::StrategicMerge>::Patch>,
    pub host_users: crate::typed::Patched<<bool as crate::typed::StrategicMerge>::Patch>,
    pub hostname: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub hostname_override: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub image_pull_secrets: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::LocalObjectReference as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub image_pull_secrets_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::LocalObjectReference as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub init_containers: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::Container as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub init_containers_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::Container as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub node_name: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub node_selector: crate::typed::Patched<
        <::std::collections::BTreeMap<
            ::std::string::String,
            ::std::string::String,
        > as crate::typed::StrategicMerge>::Patch,
    >,
    pub os: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PodOS as crate::typed::StrategicMerge>::Patch,
    >,
    pub overhead: crate::typed::Patched<
        <::std::collections::BTreeMap<
            ::std::string::String,
            ::k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        > as crate::typed::StrategicMerge>::Patch,
    >,
    pub preemption_policy: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub priority: crate::typed::Patched<<i32 as crate::typed::StrategicMerge>::Patch>,
    pub priority_class_name: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub readiness_gates: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::PodReadinessGate,
        > as crate::typed::StrategicMerge>::Patch,
    >,
    pub resource_claims: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::PodResourceClaim as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub resource_claims_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::PodResourceClaim as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub resources: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ResourceRequirements as crate::typed::StrategicMerge>::Patch,
    >,
    pub restart_policy: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub runtime_class_name: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub scheduler_name: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub scheduling_gates: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::PodSchedulingGate as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub scheduling_gates_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::PodSchedulingGate as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub scheduling_group: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PodSchedulingGroup as crate::typed::StrategicMerge>::Patch,
    >,
    pub security_context: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PodSecurityContext as crate::typed::StrategicMerge>::Patch,
    >,
    pub service_account: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub service_account_name: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub set_hostname_as_fqdn: crate::typed::Patched<
        <bool as crate::typed::StrategicMerge>::Patch,
    >,
    pub share_process_namespace: crate::typed::Patched<
        <bool as crate::typed::StrategicMerge>::Patch,
    >,
    pub subdomain: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub termination_grace_period_seconds: crate::typed::Patched<
        <i64 as crate::typed::StrategicMerge>::Patch,
    >,
    pub tolerations: crate::typed::Patched<
        <::std::vec::Vec<
            ::k8s_openapi::api::core::v1::Toleration,
        > as crate::typed::StrategicMerge>::Patch,
    >,
    pub topology_spread_constraints: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::TopologySpreadConstraint as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub topology_spread_constraints_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::TopologySpreadConstraint as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub volumes: crate::typed::Patched<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::Volume as crate::typed::StrategicMerge>::Patch,
        >,
    >,
    pub volumes_set_element_order: ::core::option::Option<
        ::std::vec::Vec<
            <::k8s_openapi::api::core::v1::Volume as crate::typed::StrategicMerge>::Patch,
        >,
    >,
}
#[automatically_derived]
impl crate::__private::serde::Serialize for PodSpecPatch {
    #[inline]
    fn serialize<S: crate::__private::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::core::result::Result<S::Ok, S::Error> {
        crate::__private::patch_serde::serialize(self, serializer)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for PodSpecPatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::__private::patch_serde::deserialize(deserializer)
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
                    &mut self.active_deadline_seconds,
                )
            }
            3usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.affinity)
            }
            4usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.automount_service_account_token,
                )
            }
            5usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.containers)
            }
            6usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.containers_set_element_order,
                )
            }
            7usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.dns_config)
            }
            8usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.dns_policy)
            }
            9usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.enable_service_links,
                )
            }
            10usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.ephemeral_containers,
                )
            }
            11usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.ephemeral_containers_set_element_order,
                )
            }
            12usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.eviction_responders,
                )
            }
            13usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.eviction_responders_set_element_order,
                )
            }
            14usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.host_aliases,
                )
            }
            15usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.host_aliases_set_element_order,
                )
            }
            16usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.host_ipc)
            }
            17usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.host_network,
                )
            }
            18usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.host_pid)
            }
            19usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.host_users)
            }
            20usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.hostname)
            }
            21usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.hostname_override,
                )
            }
            22usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.image_pull_secrets,
                )
            }
            23usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.image_pull_secrets_set_element_order,
                )
            }
            24usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.init_containers,
                )
            }
            25usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.init_containers_set_element_order,
                )
            }
            26usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.node_name)
            }
            27usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.node_selector,
                )
            }
            28usize => crate::__private::patch_serde::Source::read(source, &mut self.os),
            29usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.overhead)
            }
            30usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.preemption_policy,
                )
            }
            31usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.priority)
            }
            32usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.priority_class_name,
                )
            }
            33usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.readiness_gates,
                )
            }
            34usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.resource_claims,
                )
            }
            35usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.resource_claims_set_element_order,
                )
            }
            36usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.resources)
            }
            37usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.restart_policy,
                )
            }
            38usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.runtime_class_name,
                )
            }
            39usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.scheduler_name,
                )
            }
            40usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.scheduling_gates,
                )
            }
            41usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.scheduling_gates_set_element_order,
                )
            }
            42usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.scheduling_group,
                )
            }
            43usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.security_context,
                )
            }
            44usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.service_account,
                )
            }
            45usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.service_account_name,
                )
            }
            46usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.set_hostname_as_fqdn,
                )
            }
            47usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.share_process_namespace,
                )
            }
            48usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.subdomain)
            }
            49usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.termination_grace_period_seconds,
                )
            }
            50usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.tolerations,
                )
            }
            51usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.topology_spread_constraints,
                )
            }
            52usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.topology_spread_constraints_set_element_order,
                )
            }
            53usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.volumes)
            }
            54usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.volumes_set_element_order,
                )
            }
            _ => ::core::result::Result::Ok(false),
        }
    }
    #[inline]
    fn members<V: crate::__private::patch_serde::Members>(&self, visitor: &mut V) {
        visitor.member(&self.directive);
        visitor.member(&self.retain_keys);
        visitor.member(&self.active_deadline_seconds);
        visitor.member(&self.affinity);
        visitor.member(&self.automount_service_account_token);
        visitor.member(&self.containers);
        visitor.member(&self.containers_set_element_order);
        visitor.member(&self.dns_config);
        visitor.member(&self.dns_policy);
        visitor.member(&self.enable_service_links);
        visitor.member(&self.ephemeral_containers);
        visitor.member(&self.ephemeral_containers_set_element_order);
        visitor.member(&self.eviction_responders);
        visitor.member(&self.eviction_responders_set_element_order);
        visitor.member(&self.host_aliases);
        visitor.member(&self.host_aliases_set_element_order);
        visitor.member(&self.host_ipc);
        visitor.member(&self.host_network);
        visitor.member(&self.host_pid);
        visitor.member(&self.host_users);
        visitor.member(&self.hostname);
        visitor.member(&self.hostname_override);
        visitor.member(&self.image_pull_secrets);
        visitor.member(&self.image_pull_secrets_set_element_order);
        visitor.member(&self.init_containers);
        visitor.member(&self.init_containers_set_element_order);
        visitor.member(&self.node_name);
        visitor.member(&self.node_selector);
        visitor.member(&self.os);
        visitor.member(&self.overhead);
        visitor.member(&self.preemption_policy);
        visitor.member(&self.priority);
        visitor.member(&self.priority_class_name);
        visitor.member(&self.readiness_gates);
        visitor.member(&self.resource_claims);
        visitor.member(&self.resource_claims_set_element_order);
        visitor.member(&self.resources);
        visitor.member(&self.restart_policy);
        visitor.member(&self.runtime_class_name);
        visitor.member(&self.scheduler_name);
        visitor.member(&self.scheduling_gates);
        visitor.member(&self.scheduling_gates_set_element_order);
        visitor.member(&self.scheduling_group);
        visitor.member(&self.security_context);
        visitor.member(&self.service_account);
        visitor.member(&self.service_account_name);
        visitor.member(&self.set_hostname_as_fqdn);
        visitor.member(&self.share_process_namespace);
        visitor.member(&self.subdomain);
        visitor.member(&self.termination_grace_period_seconds);
        visitor.member(&self.tolerations);
        visitor.member(&self.topology_spread_constraints);
        visitor.member(&self.topology_spread_constraints_set_element_order);
        visitor.member(&self.volumes);
        visitor.member(&self.volumes_set_element_order);
    }
}
impl PodSpecPatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        crate::__private::patch_serde::is_empty(self)
    }
}
#[automatically_derived]
impl crate::typed::StrategicMerge for ::k8s_openapi::api::core::v1::PodSpec {
    type Patch = PodSpecPatch;
    #[inline]
    fn merge(
        self,
        patch: PodSpecPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<Self, crate::Error> {
        crate::__private::structure::merge(self, patch, trail)
    }
    #[inline]
    fn from_patch(
        patch: PodSpecPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        crate::__private::structure::from_patch(patch, trail)
    }
    #[inline]
    fn replaced_by(
        patch: PodSpecPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        crate::__private::structure::replaced_by(patch, trail)
    }
    #[inline]
    fn to_patch(&self) -> PodSpecPatch {
        crate::__private::structure::to_patch(self)
    }
    #[inline]
    fn merge_patches(
        left: PodSpecPatch,
        right: PodSpecPatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<PodSpecPatch, crate::Error> {
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
    ) -> ::core::result::Result<::core::option::Option<PodSpecPatch>, crate::Error> {
        crate::__private::structure::diff(original, modified, options, trail)
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
    fn visit_mut<V: crate::__private::fields::VisitMut>(
        value: &mut Self,
        patch: &mut PodSpecPatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .plain::<
                i64,
            >(
                Field::new("activeDeadlineSeconds"),
                &mut value.active_deadline_seconds,
                &mut patch.active_deadline_seconds,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Affinity,
            >(Field::new("affinity"), &mut value.affinity, &mut patch.affinity);
        visitor
            .plain::<
                bool,
            >(
                Field::new("automountServiceAccountToken"),
                &mut value.automount_service_account_token,
                &mut patch.automount_service_account_token,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::Container,
            >(
                Field::new("containers").merge().merge_key("name"),
                &mut value.containers,
                &mut patch.containers,
                &mut patch.containers_set_element_order,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodDNSConfig,
            >(Field::new("dnsConfig"), &mut value.dns_config, &mut patch.dns_config);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("dnsPolicy"), &mut value.dns_policy, &mut patch.dns_policy);
        visitor
            .plain::<
                bool,
            >(
                Field::new("enableServiceLinks"),
                &mut value.enable_service_links,
                &mut patch.enable_service_links,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::EphemeralContainer,
            >(
                Field::new("ephemeralContainers").merge().merge_key("name"),
                &mut value.ephemeral_containers,
                &mut patch.ephemeral_containers,
                &mut patch.ephemeral_containers_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::EvictionResponder,
            >(
                Field::new("evictionResponders").merge().merge_key("name"),
                &mut value.eviction_responders,
                &mut patch.eviction_responders,
                &mut patch.eviction_responders_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::HostAlias,
            >(
                Field::new("hostAliases").merge().merge_key("ip"),
                &mut value.host_aliases,
                &mut patch.host_aliases,
                &mut patch.host_aliases_set_element_order,
            );
        visitor
            .plain::<
                bool,
            >(Field::new("hostIPC"), &mut value.host_ipc, &mut patch.host_ipc);
        visitor
            .plain::<
                bool,
            >(
                Field::new("hostNetwork"),
                &mut value.host_network,
                &mut patch.host_network,
            );
        visitor
            .plain::<
                bool,
            >(Field::new("hostPID"), &mut value.host_pid, &mut patch.host_pid);
        visitor
            .plain::<
                bool,
            >(Field::new("hostUsers"), &mut value.host_users, &mut patch.host_users);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("hostname"), &mut value.hostname, &mut patch.hostname);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("hostnameOverride"),
                &mut value.hostname_override,
                &mut patch.hostname_override,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::LocalObjectReference,
            >(
                Field::new("imagePullSecrets").merge().merge_key("name"),
                &mut value.image_pull_secrets,
                &mut patch.image_pull_secrets,
                &mut patch.image_pull_secrets_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::Container,
            >(
                Field::new("initContainers").merge().merge_key("name"),
                &mut value.init_containers,
                &mut patch.init_containers,
                &mut patch.init_containers_set_element_order,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("nodeName"), &mut value.node_name, &mut patch.node_name);
        visitor
            .plain::<
                ::std::collections::BTreeMap<
                    ::std::string::String,
                    ::std::string::String,
                >,
            >(
                Field::new("nodeSelector"),
                &mut value.node_selector,
                &mut patch.node_selector,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodOS,
            >(Field::new("os"), &mut value.os, &mut patch.os);
        visitor
            .plain::<
                ::std::collections::BTreeMap<
                    ::std::string::String,
                    ::k8s_openapi::apimachinery::pkg::api::resource::Quantity,
                >,
            >(Field::new("overhead"), &mut value.overhead, &mut patch.overhead);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("preemptionPolicy"),
                &mut value.preemption_policy,
                &mut patch.preemption_policy,
            );
        visitor
            .plain::<
                i32,
            >(Field::new("priority"), &mut value.priority, &mut patch.priority);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("priorityClassName"),
                &mut value.priority_class_name,
                &mut patch.priority_class_name,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::PodReadinessGate>,
            >(
                Field::new("readinessGates"),
                &mut value.readiness_gates,
                &mut patch.readiness_gates,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::PodResourceClaim,
            >(
                Field::new("resourceClaims").merge().merge_key("name").retain_keys(),
                &mut value.resource_claims,
                &mut patch.resource_claims,
                &mut patch.resource_claims_set_element_order,
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
                ::std::string::String,
            >(
                Field::new("runtimeClassName"),
                &mut value.runtime_class_name,
                &mut patch.runtime_class_name,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("schedulerName"),
                &mut value.scheduler_name,
                &mut patch.scheduler_name,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::PodSchedulingGate,
            >(
                Field::new("schedulingGates").merge().merge_key("name"),
                &mut value.scheduling_gates,
                &mut patch.scheduling_gates,
                &mut patch.scheduling_gates_set_element_order,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodSchedulingGroup,
            >(
                Field::new("schedulingGroup"),
                &mut value.scheduling_group,
                &mut patch.scheduling_group,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodSecurityContext,
            >(
                Field::new("securityContext"),
                &mut value.security_context,
                &mut patch.security_context,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("serviceAccount"),
                &mut value.service_account,
                &mut patch.service_account,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("serviceAccountName"),
                &mut value.service_account_name,
                &mut patch.service_account_name,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("setHostnameAsFQDN"),
                &mut value.set_hostname_as_fqdn,
                &mut patch.set_hostname_as_fqdn,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("shareProcessNamespace"),
                &mut value.share_process_namespace,
                &mut patch.share_process_namespace,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("subdomain"), &mut value.subdomain, &mut patch.subdomain);
        visitor
            .plain::<
                i64,
            >(
                Field::new("terminationGracePeriodSeconds"),
                &mut value.termination_grace_period_seconds,
                &mut patch.termination_grace_period_seconds,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::Toleration>,
            >(Field::new("tolerations"), &mut value.tolerations, &mut patch.tolerations);
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::TopologySpreadConstraint,
            >(
                Field::new("topologySpreadConstraints").merge().merge_key("topologyKey"),
                &mut value.topology_spread_constraints,
                &mut patch.topology_spread_constraints,
                &mut patch.topology_spread_constraints_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::Volume,
            >(
                Field::new("volumes").merge().merge_key("name").retain_keys(),
                &mut value.volumes,
                &mut patch.volumes,
                &mut patch.volumes_set_element_order,
            );
    }
    #[inline]
    fn visit_ref<V: crate::__private::fields::VisitRef>(
        original: &Self,
        modified: &Self,
        patch: &mut PodSpecPatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .plain::<
                i64,
            >(
                Field::new("activeDeadlineSeconds"),
                original.active_deadline_seconds.as_ref(),
                modified.active_deadline_seconds.as_ref(),
                &mut patch.active_deadline_seconds,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Affinity,
            >(
                Field::new("affinity"),
                original.affinity.as_ref(),
                modified.affinity.as_ref(),
                &mut patch.affinity,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("automountServiceAccountToken"),
                original.automount_service_account_token.as_ref(),
                modified.automount_service_account_token.as_ref(),
                &mut patch.automount_service_account_token,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::Container,
            >(
                Field::new("containers").merge().merge_key("name"),
                ::core::option::Option::Some(&original.containers),
                ::core::option::Option::Some(&modified.containers),
                &mut patch.containers,
                &mut patch.containers_set_element_order,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodDNSConfig,
            >(
                Field::new("dnsConfig"),
                original.dns_config.as_ref(),
                modified.dns_config.as_ref(),
                &mut patch.dns_config,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("dnsPolicy"),
                original.dns_policy.as_ref(),
                modified.dns_policy.as_ref(),
                &mut patch.dns_policy,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("enableServiceLinks"),
                original.enable_service_links.as_ref(),
                modified.enable_service_links.as_ref(),
                &mut patch.enable_service_links,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::EphemeralContainer,
            >(
                Field::new("ephemeralContainers").merge().merge_key("name"),
                original.ephemeral_containers.as_ref(),
                modified.ephemeral_containers.as_ref(),
                &mut patch.ephemeral_containers,
                &mut patch.ephemeral_containers_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::EvictionResponder,
            >(
                Field::new("evictionResponders").merge().merge_key("name"),
                original.eviction_responders.as_ref(),
                modified.eviction_responders.as_ref(),
                &mut patch.eviction_responders,
                &mut patch.eviction_responders_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::HostAlias,
            >(
                Field::new("hostAliases").merge().merge_key("ip"),
                original.host_aliases.as_ref(),
                modified.host_aliases.as_ref(),
                &mut patch.host_aliases,
                &mut patch.host_aliases_set_element_order,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("hostIPC"),
                original.host_ipc.as_ref(),
                modified.host_ipc.as_ref(),
                &mut patch.host_ipc,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("hostNetwork"),
                original.host_network.as_ref(),
                modified.host_network.as_ref(),
                &mut patch.host_network,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("hostPID"),
                original.host_pid.as_ref(),
                modified.host_pid.as_ref(),
                &mut patch.host_pid,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("hostUsers"),
                original.host_users.as_ref(),
                modified.host_users.as_ref(),
                &mut patch.host_users,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("hostname"),
                original.hostname.as_ref(),
                modified.hostname.as_ref(),
                &mut patch.hostname,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("hostnameOverride"),
                original.hostname_override.as_ref(),
                modified.hostname_override.as_ref(),
                &mut patch.hostname_override,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::LocalObjectReference,
            >(
                Field::new("imagePullSecrets").merge().merge_key("name"),
                original.image_pull_secrets.as_ref(),
                modified.image_pull_secrets.as_ref(),
                &mut patch.image_pull_secrets,
                &mut patch.image_pull_secrets_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::Container,
            >(
                Field::new("initContainers").merge().merge_key("name"),
                original.init_containers.as_ref(),
                modified.init_containers.as_ref(),
                &mut patch.init_containers,
                &mut patch.init_containers_set_element_order,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("nodeName"),
                original.node_name.as_ref(),
                modified.node_name.as_ref(),
                &mut patch.node_name,
            );
        visitor
            .plain::<
                ::std::collections::BTreeMap<
                    ::std::string::String,
                    ::std::string::String,
                >,
            >(
                Field::new("nodeSelector"),
                original.node_selector.as_ref(),
                modified.node_selector.as_ref(),
                &mut patch.node_selector,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodOS,
            >(
                Field::new("os"),
                original.os.as_ref(),
                modified.os.as_ref(),
                &mut patch.os,
            );
        visitor
            .plain::<
                ::std::collections::BTreeMap<
                    ::std::string::String,
                    ::k8s_openapi::apimachinery::pkg::api::resource::Quantity,
                >,
            >(
                Field::new("overhead"),
                original.overhead.as_ref(),
                modified.overhead.as_ref(),
                &mut patch.overhead,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("preemptionPolicy"),
                original.preemption_policy.as_ref(),
                modified.preemption_policy.as_ref(),
                &mut patch.preemption_policy,
            );
        visitor
            .plain::<
                i32,
            >(
                Field::new("priority"),
                original.priority.as_ref(),
                modified.priority.as_ref(),
                &mut patch.priority,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("priorityClassName"),
                original.priority_class_name.as_ref(),
                modified.priority_class_name.as_ref(),
                &mut patch.priority_class_name,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::PodReadinessGate>,
            >(
                Field::new("readinessGates"),
                original.readiness_gates.as_ref(),
                modified.readiness_gates.as_ref(),
                &mut patch.readiness_gates,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::PodResourceClaim,
            >(
                Field::new("resourceClaims").merge().merge_key("name").retain_keys(),
                original.resource_claims.as_ref(),
                modified.resource_claims.as_ref(),
                &mut patch.resource_claims,
                &mut patch.resource_claims_set_element_order,
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
                ::std::string::String,
            >(
                Field::new("runtimeClassName"),
                original.runtime_class_name.as_ref(),
                modified.runtime_class_name.as_ref(),
                &mut patch.runtime_class_name,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("schedulerName"),
                original.scheduler_name.as_ref(),
                modified.scheduler_name.as_ref(),
                &mut patch.scheduler_name,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::PodSchedulingGate,
            >(
                Field::new("schedulingGates").merge().merge_key("name"),
                original.scheduling_gates.as_ref(),
                modified.scheduling_gates.as_ref(),
                &mut patch.scheduling_gates,
                &mut patch.scheduling_gates_set_element_order,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodSchedulingGroup,
            >(
                Field::new("schedulingGroup"),
                original.scheduling_group.as_ref(),
                modified.scheduling_group.as_ref(),
                &mut patch.scheduling_group,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodSecurityContext,
            >(
                Field::new("securityContext"),
                original.security_context.as_ref(),
                modified.security_context.as_ref(),
                &mut patch.security_context,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("serviceAccount"),
                original.service_account.as_ref(),
                modified.service_account.as_ref(),
                &mut patch.service_account,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("serviceAccountName"),
                original.service_account_name.as_ref(),
                modified.service_account_name.as_ref(),
                &mut patch.service_account_name,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("setHostnameAsFQDN"),
                original.set_hostname_as_fqdn.as_ref(),
                modified.set_hostname_as_fqdn.as_ref(),
                &mut patch.set_hostname_as_fqdn,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("shareProcessNamespace"),
                original.share_process_namespace.as_ref(),
                modified.share_process_namespace.as_ref(),
                &mut patch.share_process_namespace,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("subdomain"),
                original.subdomain.as_ref(),
                modified.subdomain.as_ref(),
                &mut patch.subdomain,
            );
        visitor
            .plain::<
                i64,
            >(
                Field::new("terminationGracePeriodSeconds"),
                original.termination_grace_period_seconds.as_ref(),
                modified.termination_grace_period_seconds.as_ref(),
                &mut patch.termination_grace_period_seconds,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::Toleration>,
            >(
                Field::new("tolerations"),
                original.tolerations.as_ref(),
                modified.tolerations.as_ref(),
                &mut patch.tolerations,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::TopologySpreadConstraint,
            >(
                Field::new("topologySpreadConstraints").merge().merge_key("topologyKey"),
                original.topology_spread_constraints.as_ref(),
                modified.topology_spread_constraints.as_ref(),
                &mut patch.topology_spread_constraints,
                &mut patch.topology_spread_constraints_set_element_order,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::Volume,
            >(
                Field::new("volumes").merge().merge_key("name").retain_keys(),
                original.volumes.as_ref(),
                modified.volumes.as_ref(),
                &mut patch.volumes,
                &mut patch.volumes_set_element_order,
            );
    }
    #[inline]
    fn visit_patches<V: crate::__private::fields::VisitPatches>(
        left: &mut PodSpecPatch,
        right: &mut PodSpecPatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .plain::<
                i64,
            >(
                Field::new("activeDeadlineSeconds"),
                &mut left.active_deadline_seconds,
                &mut right.active_deadline_seconds,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::Affinity,
            >(Field::new("affinity"), &mut left.affinity, &mut right.affinity);
        visitor
            .plain::<
                bool,
            >(
                Field::new("automountServiceAccountToken"),
                &mut left.automount_service_account_token,
                &mut right.automount_service_account_token,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::Container,
            >(
                Field::new("containers").merge().merge_key("name"),
                (&mut left.containers, &mut left.containers_set_element_order),
                (&mut right.containers, &mut right.containers_set_element_order),
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodDNSConfig,
            >(Field::new("dnsConfig"), &mut left.dns_config, &mut right.dns_config);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("dnsPolicy"), &mut left.dns_policy, &mut right.dns_policy);
        visitor
            .plain::<
                bool,
            >(
                Field::new("enableServiceLinks"),
                &mut left.enable_service_links,
                &mut right.enable_service_links,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::EphemeralContainer,
            >(
                Field::new("ephemeralContainers").merge().merge_key("name"),
                (
                    &mut left.ephemeral_containers,
                    &mut left.ephemeral_containers_set_element_order,
                ),
                (
                    &mut right.ephemeral_containers,
                    &mut right.ephemeral_containers_set_element_order,
                ),
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::EvictionResponder,
            >(
                Field::new("evictionResponders").merge().merge_key("name"),
                (
                    &mut left.eviction_responders,
                    &mut left.eviction_responders_set_element_order,
                ),
                (
                    &mut right.eviction_responders,
                    &mut right.eviction_responders_set_element_order,
                ),
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::HostAlias,
            >(
                Field::new("hostAliases").merge().merge_key("ip"),
                (&mut left.host_aliases, &mut left.host_aliases_set_element_order),
                (&mut right.host_aliases, &mut right.host_aliases_set_element_order),
            );
        visitor
            .plain::<
                bool,
            >(Field::new("hostIPC"), &mut left.host_ipc, &mut right.host_ipc);
        visitor
            .plain::<
                bool,
            >(
                Field::new("hostNetwork"),
                &mut left.host_network,
                &mut right.host_network,
            );
        visitor
            .plain::<
                bool,
            >(Field::new("hostPID"), &mut left.host_pid, &mut right.host_pid);
        visitor
            .plain::<
                bool,
            >(Field::new("hostUsers"), &mut left.host_users, &mut right.host_users);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("hostname"), &mut left.hostname, &mut right.hostname);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("hostnameOverride"),
                &mut left.hostname_override,
                &mut right.hostname_override,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::LocalObjectReference,
            >(
                Field::new("imagePullSecrets").merge().merge_key("name"),
                (
                    &mut left.image_pull_secrets,
                    &mut left.image_pull_secrets_set_element_order,
                ),
                (
                    &mut right.image_pull_secrets,
                    &mut right.image_pull_secrets_set_element_order,
                ),
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::Container,
            >(
                Field::new("initContainers").merge().merge_key("name"),
                (&mut left.init_containers, &mut left.init_containers_set_element_order),
                (
                    &mut right.init_containers,
                    &mut right.init_containers_set_element_order,
                ),
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("nodeName"), &mut left.node_name, &mut right.node_name);
        visitor
            .plain::<
                ::std::collections::BTreeMap<
                    ::std::string::String,
                    ::std::string::String,
                >,
            >(
                Field::new("nodeSelector"),
                &mut left.node_selector,
                &mut right.node_selector,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodOS,
            >(Field::new("os"), &mut left.os, &mut right.os);
        visitor
            .plain::<
                ::std::collections::BTreeMap<
                    ::std::string::String,
                    ::k8s_openapi::apimachinery::pkg::api::resource::Quantity,
                >,
            >(Field::new("overhead"), &mut left.overhead, &mut right.overhead);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("preemptionPolicy"),
                &mut left.preemption_policy,
                &mut right.preemption_policy,
            );
        visitor
            .plain::<
                i32,
            >(Field::new("priority"), &mut left.priority, &mut right.priority);
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("priorityClassName"),
                &mut left.priority_class_name,
                &mut right.priority_class_name,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::PodReadinessGate>,
            >(
                Field::new("readinessGates"),
                &mut left.readiness_gates,
                &mut right.readiness_gates,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::PodResourceClaim,
            >(
                Field::new("resourceClaims").merge().merge_key("name").retain_keys(),
                (&mut left.resource_claims, &mut left.resource_claims_set_element_order),
                (
                    &mut right.resource_claims,
                    &mut right.resource_claims_set_element_order,
                ),
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
                ::std::string::String,
            >(
                Field::new("runtimeClassName"),
                &mut left.runtime_class_name,
                &mut right.runtime_class_name,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("schedulerName"),
                &mut left.scheduler_name,
                &mut right.scheduler_name,
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::PodSchedulingGate,
            >(
                Field::new("schedulingGates").merge().merge_key("name"),
                (
                    &mut left.scheduling_gates,
                    &mut left.scheduling_gates_set_element_order,
                ),
                (
                    &mut right.scheduling_gates,
                    &mut right.scheduling_gates_set_element_order,
                ),
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodSchedulingGroup,
            >(
                Field::new("schedulingGroup"),
                &mut left.scheduling_group,
                &mut right.scheduling_group,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PodSecurityContext,
            >(
                Field::new("securityContext"),
                &mut left.security_context,
                &mut right.security_context,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("serviceAccount"),
                &mut left.service_account,
                &mut right.service_account,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(
                Field::new("serviceAccountName"),
                &mut left.service_account_name,
                &mut right.service_account_name,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("setHostnameAsFQDN"),
                &mut left.set_hostname_as_fqdn,
                &mut right.set_hostname_as_fqdn,
            );
        visitor
            .plain::<
                bool,
            >(
                Field::new("shareProcessNamespace"),
                &mut left.share_process_namespace,
                &mut right.share_process_namespace,
            );
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("subdomain"), &mut left.subdomain, &mut right.subdomain);
        visitor
            .plain::<
                i64,
            >(
                Field::new("terminationGracePeriodSeconds"),
                &mut left.termination_grace_period_seconds,
                &mut right.termination_grace_period_seconds,
            );
        visitor
            .plain::<
                ::std::vec::Vec<::k8s_openapi::api::core::v1::Toleration>,
            >(Field::new("tolerations"), &mut left.tolerations, &mut right.tolerations);
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::TopologySpreadConstraint,
            >(
                Field::new("topologySpreadConstraints").merge().merge_key("topologyKey"),
                (
                    &mut left.topology_spread_constraints,
                    &mut left.topology_spread_constraints_set_element_order,
                ),
                (
                    &mut right.topology_spread_constraints,
                    &mut right.topology_spread_constraints_set_element_order,
                ),
            );
        visitor
            .keyed::<
                ::k8s_openapi::api::core::v1::Volume,
            >(
                Field::new("volumes").merge().merge_key("name").retain_keys(),
                (&mut left.volumes, &mut left.volumes_set_element_order),
                (&mut right.volumes, &mut right.volumes_set_element_order),
            );
    }
}
