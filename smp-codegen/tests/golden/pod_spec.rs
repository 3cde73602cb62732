// Generated for io.k8s.api.core.v1.PodSpec from the Kubernetes 1.37 definitions (golden file).

const _: () = {
    #[automatically_derived]
    impl crate::Describe for ::k8s_openapi::api::core::v1::PodSpec {
        #[inline]
        fn describe(builder: &mut crate::SchemaBuilder) -> crate::NodeId {
            builder
                .structure::<
                    Self,
                >(
                    "io.k8s.api.core.v1.PodSpec",
                    |fields| {
                        fields
                            .field::<
                                ::core::option::Option<i64>,
                            >(
                                "activeDeadlineSeconds",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::Affinity,
                                >,
                            >(
                                "affinity",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "automountServiceAccountToken",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::std::vec::Vec<::k8s_openapi::api::core::v1::Container>,
                            >(
                                "containers",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("name"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::PodDNSConfig,
                                >,
                            >(
                                "dnsConfig",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "dnsPolicy",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "enableServiceLinks",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<
                                        ::k8s_openapi::api::core::v1::EphemeralContainer,
                                    >,
                                >,
                            >(
                                "ephemeralContainers",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("name"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<
                                        ::k8s_openapi::api::core::v1::EvictionResponder,
                                    >,
                                >,
                            >(
                                "evictionResponders",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("name"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::k8s_openapi::api::core::v1::HostAlias>,
                                >,
                            >(
                                "hostAliases",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("ip"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "hostIPC",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "hostNetwork",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "hostPID",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "hostUsers",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "hostname",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "hostnameOverride",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<
                                        ::k8s_openapi::api::core::v1::LocalObjectReference,
                                    >,
                                >,
                            >(
                                "imagePullSecrets",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("name"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::k8s_openapi::api::core::v1::Container>,
                                >,
                            >(
                                "initContainers",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("name"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "nodeName",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::collections::BTreeMap<
                                        ::std::string::String,
                                        ::std::string::String,
                                    >,
                                >,
                            >(
                                "nodeSelector",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::k8s_openapi::api::core::v1::PodOS>,
                            >(
                                "os",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::collections::BTreeMap<
                                        ::std::string::String,
                                        ::k8s_openapi::apimachinery::pkg::api::resource::Quantity,
                                    >,
                                >,
                            >(
                                "overhead",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "preemptionPolicy",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<i32>,
                            >(
                                "priority",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "priorityClassName",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<
                                        ::k8s_openapi::api::core::v1::PodReadinessGate,
                                    >,
                                >,
                            >(
                                "readinessGates",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<
                                        ::k8s_openapi::api::core::v1::PodResourceClaim,
                                    >,
                                >,
                            >(
                                "resourceClaims",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge,retainKeys"),
                                    ::core::option::Option::Some("name"),
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
                                ::core::option::Option<::std::string::String>,
                            >(
                                "runtimeClassName",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "schedulerName",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<
                                        ::k8s_openapi::api::core::v1::PodSchedulingGate,
                                    >,
                                >,
                            >(
                                "schedulingGates",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("name"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::PodSchedulingGroup,
                                >,
                            >(
                                "schedulingGroup",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::PodSecurityContext,
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
                                ::core::option::Option<::std::string::String>,
                            >(
                                "serviceAccount",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "serviceAccountName",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "setHostnameAsFQDN",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<bool>,
                            >(
                                "shareProcessNamespace",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<::std::string::String>,
                            >(
                                "subdomain",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<i64>,
                            >(
                                "terminationGracePeriodSeconds",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::k8s_openapi::api::core::v1::Toleration>,
                                >,
                            >(
                                "tolerations",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<
                                        ::k8s_openapi::api::core::v1::TopologySpreadConstraint,
                                    >,
                                >,
                            >(
                                "topologySpreadConstraints",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge"),
                                    ::core::option::Option::Some("topologyKey"),
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::std::vec::Vec<::k8s_openapi::api::core::v1::Volume>,
                                >,
                            >(
                                "volumes",
                                crate::PatchMeta::new(
                                    ::core::option::Option::Some("merge,retainKeys"),
                                    ::core::option::Option::Some("name"),
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
    needs_default::<::k8s_openapi::api::core::v1::PodSpec>();
};
///A strategic merge patch of `k8s_openapi::api::core::v1::PodSpec` (generated from its OpenAPI definition).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct PodSpecPatch {
    /// `$patch`: `replace` or `delete` this object (or `merge`, the default).
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
        let mut state = crate::__private::serde::Serializer::serialize_struct(
            serializer,
            "PodSpecPatch",
            crate::typed::patch_serde::Present::present(&self.directive) as usize
                + crate::typed::patch_serde::Present::present(&self.retain_keys) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.active_deadline_seconds,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.affinity) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.automount_service_account_token,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.containers) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.containers_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.dns_config) as usize
                + crate::typed::patch_serde::Present::present(&self.dns_policy) as usize
                + crate::typed::patch_serde::Present::present(&self.enable_service_links)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.ephemeral_containers)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.ephemeral_containers_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.eviction_responders)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.eviction_responders_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.host_aliases)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.host_aliases_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.host_ipc) as usize
                + crate::typed::patch_serde::Present::present(&self.host_network)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.host_pid) as usize
                + crate::typed::patch_serde::Present::present(&self.host_users) as usize
                + crate::typed::patch_serde::Present::present(&self.hostname) as usize
                + crate::typed::patch_serde::Present::present(&self.hostname_override)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.image_pull_secrets)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.image_pull_secrets_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.init_containers)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.init_containers_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.node_name) as usize
                + crate::typed::patch_serde::Present::present(&self.node_selector)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.os) as usize
                + crate::typed::patch_serde::Present::present(&self.overhead) as usize
                + crate::typed::patch_serde::Present::present(&self.preemption_policy)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.priority) as usize
                + crate::typed::patch_serde::Present::present(&self.priority_class_name)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.readiness_gates)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.resource_claims)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.resource_claims_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.resources) as usize
                + crate::typed::patch_serde::Present::present(&self.restart_policy)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.runtime_class_name)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.scheduler_name)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.scheduling_gates)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.scheduling_gates_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.scheduling_group)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.security_context)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.service_account)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.service_account_name)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.set_hostname_as_fqdn)
                    as usize
                + crate::typed::patch_serde::Present::present(
                    &self.share_process_namespace,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.subdomain) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.termination_grace_period_seconds,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.tolerations) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.topology_spread_constraints,
                ) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.topology_spread_constraints_set_element_order,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.volumes) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.volumes_set_element_order,
                ) as usize,
        )?;
        crate::typed::patch_serde::field(&mut state, "$patch", &self.directive)?;
        crate::typed::patch_serde::field(&mut state, "$retainKeys", &self.retain_keys)?;
        crate::typed::patch_serde::field(
            &mut state,
            "activeDeadlineSeconds",
            &self.active_deadline_seconds,
        )?;
        crate::typed::patch_serde::field(&mut state, "affinity", &self.affinity)?;
        crate::typed::patch_serde::field(
            &mut state,
            "automountServiceAccountToken",
            &self.automount_service_account_token,
        )?;
        crate::typed::patch_serde::field(&mut state, "containers", &self.containers)?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/containers",
            &self.containers_set_element_order,
        )?;
        crate::typed::patch_serde::field(&mut state, "dnsConfig", &self.dns_config)?;
        crate::typed::patch_serde::field(&mut state, "dnsPolicy", &self.dns_policy)?;
        crate::typed::patch_serde::field(
            &mut state,
            "enableServiceLinks",
            &self.enable_service_links,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "ephemeralContainers",
            &self.ephemeral_containers,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/ephemeralContainers",
            &self.ephemeral_containers_set_element_order,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "evictionResponders",
            &self.eviction_responders,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/evictionResponders",
            &self.eviction_responders_set_element_order,
        )?;
        crate::typed::patch_serde::field(&mut state, "hostAliases", &self.host_aliases)?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/hostAliases",
            &self.host_aliases_set_element_order,
        )?;
        crate::typed::patch_serde::field(&mut state, "hostIPC", &self.host_ipc)?;
        crate::typed::patch_serde::field(&mut state, "hostNetwork", &self.host_network)?;
        crate::typed::patch_serde::field(&mut state, "hostPID", &self.host_pid)?;
        crate::typed::patch_serde::field(&mut state, "hostUsers", &self.host_users)?;
        crate::typed::patch_serde::field(&mut state, "hostname", &self.hostname)?;
        crate::typed::patch_serde::field(
            &mut state,
            "hostnameOverride",
            &self.hostname_override,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "imagePullSecrets",
            &self.image_pull_secrets,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/imagePullSecrets",
            &self.image_pull_secrets_set_element_order,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "initContainers",
            &self.init_containers,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/initContainers",
            &self.init_containers_set_element_order,
        )?;
        crate::typed::patch_serde::field(&mut state, "nodeName", &self.node_name)?;
        crate::typed::patch_serde::field(
            &mut state,
            "nodeSelector",
            &self.node_selector,
        )?;
        crate::typed::patch_serde::field(&mut state, "os", &self.os)?;
        crate::typed::patch_serde::field(&mut state, "overhead", &self.overhead)?;
        crate::typed::patch_serde::field(
            &mut state,
            "preemptionPolicy",
            &self.preemption_policy,
        )?;
        crate::typed::patch_serde::field(&mut state, "priority", &self.priority)?;
        crate::typed::patch_serde::field(
            &mut state,
            "priorityClassName",
            &self.priority_class_name,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "readinessGates",
            &self.readiness_gates,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "resourceClaims",
            &self.resource_claims,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/resourceClaims",
            &self.resource_claims_set_element_order,
        )?;
        crate::typed::patch_serde::field(&mut state, "resources", &self.resources)?;
        crate::typed::patch_serde::field(
            &mut state,
            "restartPolicy",
            &self.restart_policy,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "runtimeClassName",
            &self.runtime_class_name,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "schedulerName",
            &self.scheduler_name,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "schedulingGates",
            &self.scheduling_gates,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/schedulingGates",
            &self.scheduling_gates_set_element_order,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "schedulingGroup",
            &self.scheduling_group,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "securityContext",
            &self.security_context,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "serviceAccount",
            &self.service_account,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "serviceAccountName",
            &self.service_account_name,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "setHostnameAsFQDN",
            &self.set_hostname_as_fqdn,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "shareProcessNamespace",
            &self.share_process_namespace,
        )?;
        crate::typed::patch_serde::field(&mut state, "subdomain", &self.subdomain)?;
        crate::typed::patch_serde::field(
            &mut state,
            "terminationGracePeriodSeconds",
            &self.termination_grace_period_seconds,
        )?;
        crate::typed::patch_serde::field(&mut state, "tolerations", &self.tolerations)?;
        crate::typed::patch_serde::field(
            &mut state,
            "topologySpreadConstraints",
            &self.topology_spread_constraints,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/topologySpreadConstraints",
            &self.topology_spread_constraints_set_element_order,
        )?;
        crate::typed::patch_serde::field(&mut state, "volumes", &self.volumes)?;
        crate::typed::patch_serde::field(
            &mut state,
            "$setElementOrder/volumes",
            &self.volumes_set_element_order,
        )?;
        crate::__private::serde::ser::SerializeStruct::end(state)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for PodSpecPatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::typed::patch_serde::deserialize(deserializer)
    }
}
#[automatically_derived]
impl crate::typed::patch_serde::PatchFields for PodSpecPatch {
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
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.active_deadline_seconds,
                )
            }
            3usize => crate::typed::patch_serde::Source::read(source, &mut self.affinity),
            4usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.automount_service_account_token,
                )
            }
            5usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.containers)
            }
            6usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.containers_set_element_order,
                )
            }
            7usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.dns_config)
            }
            8usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.dns_policy)
            }
            9usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.enable_service_links,
                )
            }
            10usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.ephemeral_containers,
                )
            }
            11usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.ephemeral_containers_set_element_order,
                )
            }
            12usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.eviction_responders,
                )
            }
            13usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.eviction_responders_set_element_order,
                )
            }
            14usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.host_aliases)
            }
            15usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.host_aliases_set_element_order,
                )
            }
            16usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.host_ipc)
            }
            17usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.host_network)
            }
            18usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.host_pid)
            }
            19usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.host_users)
            }
            20usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.hostname)
            }
            21usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.hostname_override,
                )
            }
            22usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.image_pull_secrets,
                )
            }
            23usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.image_pull_secrets_set_element_order,
                )
            }
            24usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.init_containers,
                )
            }
            25usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.init_containers_set_element_order,
                )
            }
            26usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.node_name)
            }
            27usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.node_selector)
            }
            28usize => crate::typed::patch_serde::Source::read(source, &mut self.os),
            29usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.overhead)
            }
            30usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.preemption_policy,
                )
            }
            31usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.priority)
            }
            32usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.priority_class_name,
                )
            }
            33usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.readiness_gates,
                )
            }
            34usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.resource_claims,
                )
            }
            35usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.resource_claims_set_element_order,
                )
            }
            36usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.resources)
            }
            37usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.restart_policy)
            }
            38usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.runtime_class_name,
                )
            }
            39usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.scheduler_name)
            }
            40usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.scheduling_gates,
                )
            }
            41usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.scheduling_gates_set_element_order,
                )
            }
            42usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.scheduling_group,
                )
            }
            43usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.security_context,
                )
            }
            44usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.service_account,
                )
            }
            45usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.service_account_name,
                )
            }
            46usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.set_hostname_as_fqdn,
                )
            }
            47usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.share_process_namespace,
                )
            }
            48usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.subdomain)
            }
            49usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.termination_grace_period_seconds,
                )
            }
            50usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.tolerations)
            }
            51usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.topology_spread_constraints,
                )
            }
            52usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.topology_spread_constraints_set_element_order,
                )
            }
            53usize => crate::typed::patch_serde::Source::read(source, &mut self.volumes),
            54usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.volumes_set_element_order,
                )
            }
            _ => ::core::result::Result::Ok(false),
        }
    }
}
impl PodSpecPatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.directive.is_none() && self.retain_keys.is_none()
            && self.active_deadline_seconds.is_absent() && self.affinity.is_absent()
            && self.automount_service_account_token.is_absent()
            && self.containers.is_absent() && self.containers_set_element_order.is_none()
            && self.dns_config.is_absent() && self.dns_policy.is_absent()
            && self.enable_service_links.is_absent()
            && self.ephemeral_containers.is_absent()
            && self.ephemeral_containers_set_element_order.is_none()
            && self.eviction_responders.is_absent()
            && self.eviction_responders_set_element_order.is_none()
            && self.host_aliases.is_absent()
            && self.host_aliases_set_element_order.is_none() && self.host_ipc.is_absent()
            && self.host_network.is_absent() && self.host_pid.is_absent()
            && self.host_users.is_absent() && self.hostname.is_absent()
            && self.hostname_override.is_absent() && self.image_pull_secrets.is_absent()
            && self.image_pull_secrets_set_element_order.is_none()
            && self.init_containers.is_absent()
            && self.init_containers_set_element_order.is_none()
            && self.node_name.is_absent() && self.node_selector.is_absent()
            && self.os.is_absent() && self.overhead.is_absent()
            && self.preemption_policy.is_absent() && self.priority.is_absent()
            && self.priority_class_name.is_absent() && self.readiness_gates.is_absent()
            && self.resource_claims.is_absent()
            && self.resource_claims_set_element_order.is_none()
            && self.resources.is_absent() && self.restart_policy.is_absent()
            && self.runtime_class_name.is_absent() && self.scheduler_name.is_absent()
            && self.scheduling_gates.is_absent()
            && self.scheduling_gates_set_element_order.is_none()
            && self.scheduling_group.is_absent() && self.security_context.is_absent()
            && self.service_account.is_absent() && self.service_account_name.is_absent()
            && self.set_hostname_as_fqdn.is_absent()
            && self.share_process_namespace.is_absent() && self.subdomain.is_absent()
            && self.termination_grace_period_seconds.is_absent()
            && self.tolerations.is_absent()
            && self.topology_spread_constraints.is_absent()
            && self.topology_spread_constraints_set_element_order.is_none()
            && self.volumes.is_absent() && self.volumes_set_element_order.is_none()
    }
}
#[automatically_derived]
impl crate::typed::StrategicMerge for ::k8s_openapi::api::core::v1::PodSpec {
    type Patch = PodSpecPatch;
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
                            "activeDeadlineSeconds",
                            crate::typed::PatchedField::mentioned(
                                &patch.active_deadline_seconds,
                            ),
                        ),
                        (
                            "affinity",
                            crate::typed::PatchedField::mentioned(&patch.affinity),
                        ),
                        (
                            "automountServiceAccountToken",
                            crate::typed::PatchedField::mentioned(
                                &patch.automount_service_account_token,
                            ),
                        ),
                        (
                            "containers",
                            crate::typed::PatchedField::mentioned(&patch.containers),
                        ),
                        (
                            "dnsConfig",
                            crate::typed::PatchedField::mentioned(&patch.dns_config),
                        ),
                        (
                            "dnsPolicy",
                            crate::typed::PatchedField::mentioned(&patch.dns_policy),
                        ),
                        (
                            "enableServiceLinks",
                            crate::typed::PatchedField::mentioned(
                                &patch.enable_service_links,
                            ),
                        ),
                        (
                            "ephemeralContainers",
                            crate::typed::PatchedField::mentioned(
                                &patch.ephemeral_containers,
                            ),
                        ),
                        (
                            "evictionResponders",
                            crate::typed::PatchedField::mentioned(
                                &patch.eviction_responders,
                            ),
                        ),
                        (
                            "hostAliases",
                            crate::typed::PatchedField::mentioned(&patch.host_aliases),
                        ),
                        (
                            "hostIPC",
                            crate::typed::PatchedField::mentioned(&patch.host_ipc),
                        ),
                        (
                            "hostNetwork",
                            crate::typed::PatchedField::mentioned(&patch.host_network),
                        ),
                        (
                            "hostPID",
                            crate::typed::PatchedField::mentioned(&patch.host_pid),
                        ),
                        (
                            "hostUsers",
                            crate::typed::PatchedField::mentioned(&patch.host_users),
                        ),
                        (
                            "hostname",
                            crate::typed::PatchedField::mentioned(&patch.hostname),
                        ),
                        (
                            "hostnameOverride",
                            crate::typed::PatchedField::mentioned(
                                &patch.hostname_override,
                            ),
                        ),
                        (
                            "imagePullSecrets",
                            crate::typed::PatchedField::mentioned(
                                &patch.image_pull_secrets,
                            ),
                        ),
                        (
                            "initContainers",
                            crate::typed::PatchedField::mentioned(&patch.init_containers),
                        ),
                        (
                            "nodeName",
                            crate::typed::PatchedField::mentioned(&patch.node_name),
                        ),
                        (
                            "nodeSelector",
                            crate::typed::PatchedField::mentioned(&patch.node_selector),
                        ),
                        ("os", crate::typed::PatchedField::mentioned(&patch.os)),
                        (
                            "overhead",
                            crate::typed::PatchedField::mentioned(&patch.overhead),
                        ),
                        (
                            "preemptionPolicy",
                            crate::typed::PatchedField::mentioned(
                                &patch.preemption_policy,
                            ),
                        ),
                        (
                            "priority",
                            crate::typed::PatchedField::mentioned(&patch.priority),
                        ),
                        (
                            "priorityClassName",
                            crate::typed::PatchedField::mentioned(
                                &patch.priority_class_name,
                            ),
                        ),
                        (
                            "readinessGates",
                            crate::typed::PatchedField::mentioned(&patch.readiness_gates),
                        ),
                        (
                            "resourceClaims",
                            crate::typed::PatchedField::mentioned(&patch.resource_claims),
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
                            "runtimeClassName",
                            crate::typed::PatchedField::mentioned(
                                &patch.runtime_class_name,
                            ),
                        ),
                        (
                            "schedulerName",
                            crate::typed::PatchedField::mentioned(&patch.scheduler_name),
                        ),
                        (
                            "schedulingGates",
                            crate::typed::PatchedField::mentioned(
                                &patch.scheduling_gates,
                            ),
                        ),
                        (
                            "schedulingGroup",
                            crate::typed::PatchedField::mentioned(
                                &patch.scheduling_group,
                            ),
                        ),
                        (
                            "securityContext",
                            crate::typed::PatchedField::mentioned(
                                &patch.security_context,
                            ),
                        ),
                        (
                            "serviceAccount",
                            crate::typed::PatchedField::mentioned(&patch.service_account),
                        ),
                        (
                            "serviceAccountName",
                            crate::typed::PatchedField::mentioned(
                                &patch.service_account_name,
                            ),
                        ),
                        (
                            "setHostnameAsFQDN",
                            crate::typed::PatchedField::mentioned(
                                &patch.set_hostname_as_fqdn,
                            ),
                        ),
                        (
                            "shareProcessNamespace",
                            crate::typed::PatchedField::mentioned(
                                &patch.share_process_namespace,
                            ),
                        ),
                        (
                            "subdomain",
                            crate::typed::PatchedField::mentioned(&patch.subdomain),
                        ),
                        (
                            "terminationGracePeriodSeconds",
                            crate::typed::PatchedField::mentioned(
                                &patch.termination_grace_period_seconds,
                            ),
                        ),
                        (
                            "tolerations",
                            crate::typed::PatchedField::mentioned(&patch.tolerations),
                        ),
                        (
                            "topologySpreadConstraints",
                            crate::typed::PatchedField::mentioned(
                                &patch.topology_spread_constraints,
                            ),
                        ),
                        (
                            "volumes",
                            crate::typed::PatchedField::mentioned(&patch.volumes),
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
            active_deadline_seconds,
            affinity,
            automount_service_account_token,
            containers,
            dns_config,
            dns_policy,
            enable_service_links,
            ephemeral_containers,
            eviction_responders,
            host_aliases,
            host_ipc,
            host_network,
            host_pid,
            host_users,
            hostname,
            hostname_override,
            image_pull_secrets,
            init_containers,
            node_name,
            node_selector,
            os,
            overhead,
            preemption_policy,
            priority,
            priority_class_name,
            readiness_gates,
            resource_claims,
            resources,
            restart_policy,
            runtime_class_name,
            scheduler_name,
            scheduling_gates,
            scheduling_group,
            security_context,
            service_account,
            service_account_name,
            set_hostname_as_fqdn,
            share_process_namespace,
            subdomain,
            termination_grace_period_seconds,
            tolerations,
            topology_spread_constraints,
            volumes,
            ..
        } = self;
        let active_deadline_seconds = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "activeDeadlineSeconds")
                })
            {
                ::core::option::Option::None
            } else {
                active_deadline_seconds
            },
            patch.active_deadline_seconds,
            false,
            trail,
            "activeDeadlineSeconds",
        )?;
        let affinity = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "affinity")
                })
            {
                ::core::option::Option::None
            } else {
                affinity
            },
            patch.affinity,
            false,
            trail,
            "affinity",
        )?;
        let automount_service_account_token = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(
                        listed,
                        "automountServiceAccountToken",
                    )
                })
            {
                ::core::option::Option::None
            } else {
                automount_service_account_token
            },
            patch.automount_service_account_token,
            false,
            trail,
            "automountServiceAccountToken",
        )?;
        let containers = (crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "containers")
                })
            {
                ::core::option::Option::None
            } else {
                ::core::option::Option::Some(containers)
            },
            patch.containers,
            patch.containers_set_element_order,
            "name",
            trail,
            "containers",
        )?)
            .unwrap_or_default();
        let dns_config = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "dnsConfig")
                })
            {
                ::core::option::Option::None
            } else {
                dns_config
            },
            patch.dns_config,
            false,
            trail,
            "dnsConfig",
        )?;
        let dns_policy = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "dnsPolicy")
                })
            {
                ::core::option::Option::None
            } else {
                dns_policy
            },
            patch.dns_policy,
            false,
            trail,
            "dnsPolicy",
        )?;
        let enable_service_links = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "enableServiceLinks")
                })
            {
                ::core::option::Option::None
            } else {
                enable_service_links
            },
            patch.enable_service_links,
            false,
            trail,
            "enableServiceLinks",
        )?;
        let ephemeral_containers = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "ephemeralContainers")
                })
            {
                ::core::option::Option::None
            } else {
                ephemeral_containers
            },
            patch.ephemeral_containers,
            patch.ephemeral_containers_set_element_order,
            "name",
            trail,
            "ephemeralContainers",
        )?;
        let eviction_responders = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "evictionResponders")
                })
            {
                ::core::option::Option::None
            } else {
                eviction_responders
            },
            patch.eviction_responders,
            patch.eviction_responders_set_element_order,
            "name",
            trail,
            "evictionResponders",
        )?;
        let host_aliases = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "hostAliases")
                })
            {
                ::core::option::Option::None
            } else {
                host_aliases
            },
            patch.host_aliases,
            patch.host_aliases_set_element_order,
            "ip",
            trail,
            "hostAliases",
        )?;
        let host_ipc = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "hostIPC")
                })
            {
                ::core::option::Option::None
            } else {
                host_ipc
            },
            patch.host_ipc,
            false,
            trail,
            "hostIPC",
        )?;
        let host_network = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "hostNetwork")
                })
            {
                ::core::option::Option::None
            } else {
                host_network
            },
            patch.host_network,
            false,
            trail,
            "hostNetwork",
        )?;
        let host_pid = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "hostPID")
                })
            {
                ::core::option::Option::None
            } else {
                host_pid
            },
            patch.host_pid,
            false,
            trail,
            "hostPID",
        )?;
        let host_users = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "hostUsers")
                })
            {
                ::core::option::Option::None
            } else {
                host_users
            },
            patch.host_users,
            false,
            trail,
            "hostUsers",
        )?;
        let hostname = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "hostname")
                })
            {
                ::core::option::Option::None
            } else {
                hostname
            },
            patch.hostname,
            false,
            trail,
            "hostname",
        )?;
        let hostname_override = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "hostnameOverride")
                })
            {
                ::core::option::Option::None
            } else {
                hostname_override
            },
            patch.hostname_override,
            false,
            trail,
            "hostnameOverride",
        )?;
        let image_pull_secrets = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "imagePullSecrets")
                })
            {
                ::core::option::Option::None
            } else {
                image_pull_secrets
            },
            patch.image_pull_secrets,
            patch.image_pull_secrets_set_element_order,
            "name",
            trail,
            "imagePullSecrets",
        )?;
        let init_containers = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "initContainers")
                })
            {
                ::core::option::Option::None
            } else {
                init_containers
            },
            patch.init_containers,
            patch.init_containers_set_element_order,
            "name",
            trail,
            "initContainers",
        )?;
        let node_name = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "nodeName")
                })
            {
                ::core::option::Option::None
            } else {
                node_name
            },
            patch.node_name,
            false,
            trail,
            "nodeName",
        )?;
        let node_selector = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "nodeSelector")
                })
            {
                ::core::option::Option::None
            } else {
                node_selector
            },
            patch.node_selector,
            false,
            trail,
            "nodeSelector",
        )?;
        let os = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "os"))
            {
                ::core::option::Option::None
            } else {
                os
            },
            patch.os,
            false,
            trail,
            "os",
        )?;
        let overhead = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "overhead")
                })
            {
                ::core::option::Option::None
            } else {
                overhead
            },
            patch.overhead,
            false,
            trail,
            "overhead",
        )?;
        let preemption_policy = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "preemptionPolicy")
                })
            {
                ::core::option::Option::None
            } else {
                preemption_policy
            },
            patch.preemption_policy,
            false,
            trail,
            "preemptionPolicy",
        )?;
        let priority = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "priority")
                })
            {
                ::core::option::Option::None
            } else {
                priority
            },
            patch.priority,
            false,
            trail,
            "priority",
        )?;
        let priority_class_name = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "priorityClassName")
                })
            {
                ::core::option::Option::None
            } else {
                priority_class_name
            },
            patch.priority_class_name,
            false,
            trail,
            "priorityClassName",
        )?;
        let readiness_gates = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "readinessGates")
                })
            {
                ::core::option::Option::None
            } else {
                readiness_gates
            },
            patch.readiness_gates,
            false,
            trail,
            "readinessGates",
        )?;
        let resource_claims = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "resourceClaims")
                })
            {
                ::core::option::Option::None
            } else {
                resource_claims
            },
            patch.resource_claims,
            patch.resource_claims_set_element_order,
            "name",
            trail,
            "resourceClaims",
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
        let runtime_class_name = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "runtimeClassName")
                })
            {
                ::core::option::Option::None
            } else {
                runtime_class_name
            },
            patch.runtime_class_name,
            false,
            trail,
            "runtimeClassName",
        )?;
        let scheduler_name = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "schedulerName")
                })
            {
                ::core::option::Option::None
            } else {
                scheduler_name
            },
            patch.scheduler_name,
            false,
            trail,
            "schedulerName",
        )?;
        let scheduling_gates = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "schedulingGates")
                })
            {
                ::core::option::Option::None
            } else {
                scheduling_gates
            },
            patch.scheduling_gates,
            patch.scheduling_gates_set_element_order,
            "name",
            trail,
            "schedulingGates",
        )?;
        let scheduling_group = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "schedulingGroup")
                })
            {
                ::core::option::Option::None
            } else {
                scheduling_group
            },
            patch.scheduling_group,
            false,
            trail,
            "schedulingGroup",
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
        let service_account = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "serviceAccount")
                })
            {
                ::core::option::Option::None
            } else {
                service_account
            },
            patch.service_account,
            false,
            trail,
            "serviceAccount",
        )?;
        let service_account_name = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "serviceAccountName")
                })
            {
                ::core::option::Option::None
            } else {
                service_account_name
            },
            patch.service_account_name,
            false,
            trail,
            "serviceAccountName",
        )?;
        let set_hostname_as_fqdn = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "setHostnameAsFQDN")
                })
            {
                ::core::option::Option::None
            } else {
                set_hostname_as_fqdn
            },
            patch.set_hostname_as_fqdn,
            false,
            trail,
            "setHostnameAsFQDN",
        )?;
        let share_process_namespace = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "shareProcessNamespace")
                })
            {
                ::core::option::Option::None
            } else {
                share_process_namespace
            },
            patch.share_process_namespace,
            false,
            trail,
            "shareProcessNamespace",
        )?;
        let subdomain = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "subdomain")
                })
            {
                ::core::option::Option::None
            } else {
                subdomain
            },
            patch.subdomain,
            false,
            trail,
            "subdomain",
        )?;
        let termination_grace_period_seconds = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(
                        listed,
                        "terminationGracePeriodSeconds",
                    )
                })
            {
                ::core::option::Option::None
            } else {
                termination_grace_period_seconds
            },
            patch.termination_grace_period_seconds,
            false,
            trail,
            "terminationGracePeriodSeconds",
        )?;
        let tolerations = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "tolerations")
                })
            {
                ::core::option::Option::None
            } else {
                tolerations
            },
            patch.tolerations,
            false,
            trail,
            "tolerations",
        )?;
        let topology_spread_constraints = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(
                        listed,
                        "topologySpreadConstraints",
                    )
                })
            {
                ::core::option::Option::None
            } else {
                topology_spread_constraints
            },
            patch.topology_spread_constraints,
            patch.topology_spread_constraints_set_element_order,
            "topologyKey",
            trail,
            "topologySpreadConstraints",
        )?;
        let volumes = crate::typed::list::merge_keyed(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "volumes")
                })
            {
                ::core::option::Option::None
            } else {
                volumes
            },
            patch.volumes,
            patch.volumes_set_element_order,
            "name",
            trail,
            "volumes",
        )?;
        #[allow(clippy::needless_update)]
        ::core::result::Result::Ok(Self {
            active_deadline_seconds,
            affinity,
            automount_service_account_token,
            containers,
            dns_config,
            dns_policy,
            enable_service_links,
            ephemeral_containers,
            eviction_responders,
            host_aliases,
            host_ipc,
            host_network,
            host_pid,
            host_users,
            hostname,
            hostname_override,
            image_pull_secrets,
            init_containers,
            node_name,
            node_selector,
            os,
            overhead,
            preemption_policy,
            priority,
            priority_class_name,
            readiness_gates,
            resource_claims,
            resources,
            restart_policy,
            runtime_class_name,
            scheduler_name,
            scheduling_gates,
            scheduling_group,
            security_context,
            service_account,
            service_account_name,
            set_hostname_as_fqdn,
            share_process_namespace,
            subdomain,
            termination_grace_period_seconds,
            tolerations,
            topology_spread_constraints,
            volumes,
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
                active_deadline_seconds: crate::typed::structure::field_from_patch(
                    patch.active_deadline_seconds,
                    trail,
                    "activeDeadlineSeconds",
                )?,
                affinity: crate::typed::structure::field_from_patch(
                    patch.affinity,
                    trail,
                    "affinity",
                )?,
                automount_service_account_token: crate::typed::structure::field_from_patch(
                    patch.automount_service_account_token,
                    trail,
                    "automountServiceAccountToken",
                )?,
                containers: (crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.containers,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "containers",
                )?)
                    .unwrap_or_default(),
                dns_config: crate::typed::structure::field_from_patch(
                    patch.dns_config,
                    trail,
                    "dnsConfig",
                )?,
                dns_policy: crate::typed::structure::field_from_patch(
                    patch.dns_policy,
                    trail,
                    "dnsPolicy",
                )?,
                enable_service_links: crate::typed::structure::field_from_patch(
                    patch.enable_service_links,
                    trail,
                    "enableServiceLinks",
                )?,
                ephemeral_containers: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.ephemeral_containers,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "ephemeralContainers",
                )?,
                eviction_responders: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.eviction_responders,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "evictionResponders",
                )?,
                host_aliases: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.host_aliases,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "hostAliases",
                )?,
                host_ipc: crate::typed::structure::field_from_patch(
                    patch.host_ipc,
                    trail,
                    "hostIPC",
                )?,
                host_network: crate::typed::structure::field_from_patch(
                    patch.host_network,
                    trail,
                    "hostNetwork",
                )?,
                host_pid: crate::typed::structure::field_from_patch(
                    patch.host_pid,
                    trail,
                    "hostPID",
                )?,
                host_users: crate::typed::structure::field_from_patch(
                    patch.host_users,
                    trail,
                    "hostUsers",
                )?,
                hostname: crate::typed::structure::field_from_patch(
                    patch.hostname,
                    trail,
                    "hostname",
                )?,
                hostname_override: crate::typed::structure::field_from_patch(
                    patch.hostname_override,
                    trail,
                    "hostnameOverride",
                )?,
                image_pull_secrets: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.image_pull_secrets,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "imagePullSecrets",
                )?,
                init_containers: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.init_containers,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "initContainers",
                )?,
                node_name: crate::typed::structure::field_from_patch(
                    patch.node_name,
                    trail,
                    "nodeName",
                )?,
                node_selector: crate::typed::structure::field_from_patch(
                    patch.node_selector,
                    trail,
                    "nodeSelector",
                )?,
                os: crate::typed::structure::field_from_patch(patch.os, trail, "os")?,
                overhead: crate::typed::structure::field_from_patch(
                    patch.overhead,
                    trail,
                    "overhead",
                )?,
                preemption_policy: crate::typed::structure::field_from_patch(
                    patch.preemption_policy,
                    trail,
                    "preemptionPolicy",
                )?,
                priority: crate::typed::structure::field_from_patch(
                    patch.priority,
                    trail,
                    "priority",
                )?,
                priority_class_name: crate::typed::structure::field_from_patch(
                    patch.priority_class_name,
                    trail,
                    "priorityClassName",
                )?,
                readiness_gates: crate::typed::structure::field_from_patch(
                    patch.readiness_gates,
                    trail,
                    "readinessGates",
                )?,
                resource_claims: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.resource_claims,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "resourceClaims",
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
                runtime_class_name: crate::typed::structure::field_from_patch(
                    patch.runtime_class_name,
                    trail,
                    "runtimeClassName",
                )?,
                scheduler_name: crate::typed::structure::field_from_patch(
                    patch.scheduler_name,
                    trail,
                    "schedulerName",
                )?,
                scheduling_gates: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.scheduling_gates,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "schedulingGates",
                )?,
                scheduling_group: crate::typed::structure::field_from_patch(
                    patch.scheduling_group,
                    trail,
                    "schedulingGroup",
                )?,
                security_context: crate::typed::structure::field_from_patch(
                    patch.security_context,
                    trail,
                    "securityContext",
                )?,
                service_account: crate::typed::structure::field_from_patch(
                    patch.service_account,
                    trail,
                    "serviceAccount",
                )?,
                service_account_name: crate::typed::structure::field_from_patch(
                    patch.service_account_name,
                    trail,
                    "serviceAccountName",
                )?,
                set_hostname_as_fqdn: crate::typed::structure::field_from_patch(
                    patch.set_hostname_as_fqdn,
                    trail,
                    "setHostnameAsFQDN",
                )?,
                share_process_namespace: crate::typed::structure::field_from_patch(
                    patch.share_process_namespace,
                    trail,
                    "shareProcessNamespace",
                )?,
                subdomain: crate::typed::structure::field_from_patch(
                    patch.subdomain,
                    trail,
                    "subdomain",
                )?,
                termination_grace_period_seconds: crate::typed::structure::field_from_patch(
                    patch.termination_grace_period_seconds,
                    trail,
                    "terminationGracePeriodSeconds",
                )?,
                tolerations: crate::typed::structure::field_from_patch(
                    patch.tolerations,
                    trail,
                    "tolerations",
                )?,
                topology_spread_constraints: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.topology_spread_constraints,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "topologySpreadConstraints",
                )?,
                volumes: crate::typed::list::merge_keyed(
                    ::core::option::Option::None,
                    patch.volumes,
                    ::core::option::Option::None,
                    "",
                    trail,
                    "volumes",
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
                active_deadline_seconds: crate::typed::structure::field_replaced_by(
                    patch.active_deadline_seconds,
                    trail,
                    "activeDeadlineSeconds",
                )?,
                affinity: crate::typed::structure::field_replaced_by(
                    patch.affinity,
                    trail,
                    "affinity",
                )?,
                automount_service_account_token: crate::typed::structure::field_replaced_by(
                    patch.automount_service_account_token,
                    trail,
                    "automountServiceAccountToken",
                )?,
                containers: (crate::typed::list::items_replaced_by(
                    patch.containers,
                    trail,
                    "containers",
                )?)
                    .unwrap_or_default(),
                dns_config: crate::typed::structure::field_replaced_by(
                    patch.dns_config,
                    trail,
                    "dnsConfig",
                )?,
                dns_policy: crate::typed::structure::field_replaced_by(
                    patch.dns_policy,
                    trail,
                    "dnsPolicy",
                )?,
                enable_service_links: crate::typed::structure::field_replaced_by(
                    patch.enable_service_links,
                    trail,
                    "enableServiceLinks",
                )?,
                ephemeral_containers: crate::typed::list::items_replaced_by(
                    patch.ephemeral_containers,
                    trail,
                    "ephemeralContainers",
                )?,
                eviction_responders: crate::typed::list::items_replaced_by(
                    patch.eviction_responders,
                    trail,
                    "evictionResponders",
                )?,
                host_aliases: crate::typed::list::items_replaced_by(
                    patch.host_aliases,
                    trail,
                    "hostAliases",
                )?,
                host_ipc: crate::typed::structure::field_replaced_by(
                    patch.host_ipc,
                    trail,
                    "hostIPC",
                )?,
                host_network: crate::typed::structure::field_replaced_by(
                    patch.host_network,
                    trail,
                    "hostNetwork",
                )?,
                host_pid: crate::typed::structure::field_replaced_by(
                    patch.host_pid,
                    trail,
                    "hostPID",
                )?,
                host_users: crate::typed::structure::field_replaced_by(
                    patch.host_users,
                    trail,
                    "hostUsers",
                )?,
                hostname: crate::typed::structure::field_replaced_by(
                    patch.hostname,
                    trail,
                    "hostname",
                )?,
                hostname_override: crate::typed::structure::field_replaced_by(
                    patch.hostname_override,
                    trail,
                    "hostnameOverride",
                )?,
                image_pull_secrets: crate::typed::list::items_replaced_by(
                    patch.image_pull_secrets,
                    trail,
                    "imagePullSecrets",
                )?,
                init_containers: crate::typed::list::items_replaced_by(
                    patch.init_containers,
                    trail,
                    "initContainers",
                )?,
                node_name: crate::typed::structure::field_replaced_by(
                    patch.node_name,
                    trail,
                    "nodeName",
                )?,
                node_selector: crate::typed::structure::field_replaced_by(
                    patch.node_selector,
                    trail,
                    "nodeSelector",
                )?,
                os: crate::typed::structure::field_replaced_by(patch.os, trail, "os")?,
                overhead: crate::typed::structure::field_replaced_by(
                    patch.overhead,
                    trail,
                    "overhead",
                )?,
                preemption_policy: crate::typed::structure::field_replaced_by(
                    patch.preemption_policy,
                    trail,
                    "preemptionPolicy",
                )?,
                priority: crate::typed::structure::field_replaced_by(
                    patch.priority,
                    trail,
                    "priority",
                )?,
                priority_class_name: crate::typed::structure::field_replaced_by(
                    patch.priority_class_name,
                    trail,
                    "priorityClassName",
                )?,
                readiness_gates: crate::typed::structure::field_replaced_by(
                    patch.readiness_gates,
                    trail,
                    "readinessGates",
                )?,
                resource_claims: crate::typed::list::items_replaced_by(
                    patch.resource_claims,
                    trail,
                    "resourceClaims",
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
                runtime_class_name: crate::typed::structure::field_replaced_by(
                    patch.runtime_class_name,
                    trail,
                    "runtimeClassName",
                )?,
                scheduler_name: crate::typed::structure::field_replaced_by(
                    patch.scheduler_name,
                    trail,
                    "schedulerName",
                )?,
                scheduling_gates: crate::typed::list::items_replaced_by(
                    patch.scheduling_gates,
                    trail,
                    "schedulingGates",
                )?,
                scheduling_group: crate::typed::structure::field_replaced_by(
                    patch.scheduling_group,
                    trail,
                    "schedulingGroup",
                )?,
                security_context: crate::typed::structure::field_replaced_by(
                    patch.security_context,
                    trail,
                    "securityContext",
                )?,
                service_account: crate::typed::structure::field_replaced_by(
                    patch.service_account,
                    trail,
                    "serviceAccount",
                )?,
                service_account_name: crate::typed::structure::field_replaced_by(
                    patch.service_account_name,
                    trail,
                    "serviceAccountName",
                )?,
                set_hostname_as_fqdn: crate::typed::structure::field_replaced_by(
                    patch.set_hostname_as_fqdn,
                    trail,
                    "setHostnameAsFQDN",
                )?,
                share_process_namespace: crate::typed::structure::field_replaced_by(
                    patch.share_process_namespace,
                    trail,
                    "shareProcessNamespace",
                )?,
                subdomain: crate::typed::structure::field_replaced_by(
                    patch.subdomain,
                    trail,
                    "subdomain",
                )?,
                termination_grace_period_seconds: crate::typed::structure::field_replaced_by(
                    patch.termination_grace_period_seconds,
                    trail,
                    "terminationGracePeriodSeconds",
                )?,
                tolerations: crate::typed::structure::field_replaced_by(
                    patch.tolerations,
                    trail,
                    "tolerations",
                )?,
                topology_spread_constraints: crate::typed::list::items_replaced_by(
                    patch.topology_spread_constraints,
                    trail,
                    "topologySpreadConstraints",
                )?,
                volumes: crate::typed::list::items_replaced_by(
                    patch.volumes,
                    trail,
                    "volumes",
                )?,
                ..::core::default::Default::default()
            }),
        )
    }
    #[inline]
    fn to_patch(&self) -> PodSpecPatch {
        #[allow(clippy::needless_update)]
        PodSpecPatch {
            active_deadline_seconds: crate::typed::structure::patched_value(
                self.active_deadline_seconds.as_ref(),
            ),
            affinity: crate::typed::structure::patched_value(self.affinity.as_ref()),
            automount_service_account_token: crate::typed::structure::patched_value(
                self.automount_service_account_token.as_ref(),
            ),
            containers: crate::typed::list::patched_items(
                ::core::option::Option::Some(&self.containers),
            ),
            dns_config: crate::typed::structure::patched_value(self.dns_config.as_ref()),
            dns_policy: crate::typed::structure::patched_value(self.dns_policy.as_ref()),
            enable_service_links: crate::typed::structure::patched_value(
                self.enable_service_links.as_ref(),
            ),
            ephemeral_containers: crate::typed::list::patched_items(
                self.ephemeral_containers.as_ref(),
            ),
            eviction_responders: crate::typed::list::patched_items(
                self.eviction_responders.as_ref(),
            ),
            host_aliases: crate::typed::list::patched_items(self.host_aliases.as_ref()),
            host_ipc: crate::typed::structure::patched_value(self.host_ipc.as_ref()),
            host_network: crate::typed::structure::patched_value(
                self.host_network.as_ref(),
            ),
            host_pid: crate::typed::structure::patched_value(self.host_pid.as_ref()),
            host_users: crate::typed::structure::patched_value(self.host_users.as_ref()),
            hostname: crate::typed::structure::patched_value(self.hostname.as_ref()),
            hostname_override: crate::typed::structure::patched_value(
                self.hostname_override.as_ref(),
            ),
            image_pull_secrets: crate::typed::list::patched_items(
                self.image_pull_secrets.as_ref(),
            ),
            init_containers: crate::typed::list::patched_items(
                self.init_containers.as_ref(),
            ),
            node_name: crate::typed::structure::patched_value(self.node_name.as_ref()),
            node_selector: crate::typed::structure::patched_value(
                self.node_selector.as_ref(),
            ),
            os: crate::typed::structure::patched_value(self.os.as_ref()),
            overhead: crate::typed::structure::patched_value(self.overhead.as_ref()),
            preemption_policy: crate::typed::structure::patched_value(
                self.preemption_policy.as_ref(),
            ),
            priority: crate::typed::structure::patched_value(self.priority.as_ref()),
            priority_class_name: crate::typed::structure::patched_value(
                self.priority_class_name.as_ref(),
            ),
            readiness_gates: crate::typed::structure::patched_value(
                self.readiness_gates.as_ref(),
            ),
            resource_claims: crate::typed::list::patched_items(
                self.resource_claims.as_ref(),
            ),
            resources: crate::typed::structure::patched_value(self.resources.as_ref()),
            restart_policy: crate::typed::structure::patched_value(
                self.restart_policy.as_ref(),
            ),
            runtime_class_name: crate::typed::structure::patched_value(
                self.runtime_class_name.as_ref(),
            ),
            scheduler_name: crate::typed::structure::patched_value(
                self.scheduler_name.as_ref(),
            ),
            scheduling_gates: crate::typed::list::patched_items(
                self.scheduling_gates.as_ref(),
            ),
            scheduling_group: crate::typed::structure::patched_value(
                self.scheduling_group.as_ref(),
            ),
            security_context: crate::typed::structure::patched_value(
                self.security_context.as_ref(),
            ),
            service_account: crate::typed::structure::patched_value(
                self.service_account.as_ref(),
            ),
            service_account_name: crate::typed::structure::patched_value(
                self.service_account_name.as_ref(),
            ),
            set_hostname_as_fqdn: crate::typed::structure::patched_value(
                self.set_hostname_as_fqdn.as_ref(),
            ),
            share_process_namespace: crate::typed::structure::patched_value(
                self.share_process_namespace.as_ref(),
            ),
            subdomain: crate::typed::structure::patched_value(self.subdomain.as_ref()),
            termination_grace_period_seconds: crate::typed::structure::patched_value(
                self.termination_grace_period_seconds.as_ref(),
            ),
            tolerations: crate::typed::structure::patched_value(
                self.tolerations.as_ref(),
            ),
            topology_spread_constraints: crate::typed::list::patched_items(
                self.topology_spread_constraints.as_ref(),
            ),
            volumes: crate::typed::list::patched_items(self.volumes.as_ref()),
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
        left.active_deadline_seconds = crate::typed::patches::merge_patched::<
            i64,
        >(
            left.active_deadline_seconds,
            right.active_deadline_seconds,
            false,
            trail,
            "activeDeadlineSeconds",
        )?;
        left.affinity = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::Affinity,
        >(left.affinity, right.affinity, false, trail, "affinity")?;
        left.automount_service_account_token = crate::typed::patches::merge_patched::<
            bool,
        >(
            left.automount_service_account_token,
            right.automount_service_account_token,
            false,
            trail,
            "automountServiceAccountToken",
        )?;
        (left.containers, left.containers_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::Container,
        >(
            (left.containers, left.containers_set_element_order),
            (right.containers, right.containers_set_element_order),
            "name",
            trail,
            "containers",
        )?;
        left.dns_config = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::PodDNSConfig,
        >(left.dns_config, right.dns_config, false, trail, "dnsConfig")?;
        left.dns_policy = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.dns_policy, right.dns_policy, false, trail, "dnsPolicy")?;
        left.enable_service_links = crate::typed::patches::merge_patched::<
            bool,
        >(
            left.enable_service_links,
            right.enable_service_links,
            false,
            trail,
            "enableServiceLinks",
        )?;
        (left.ephemeral_containers, left.ephemeral_containers_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::EphemeralContainer,
        >(
            (left.ephemeral_containers, left.ephemeral_containers_set_element_order),
            (right.ephemeral_containers, right.ephemeral_containers_set_element_order),
            "name",
            trail,
            "ephemeralContainers",
        )?;
        (left.eviction_responders, left.eviction_responders_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::EvictionResponder,
        >(
            (left.eviction_responders, left.eviction_responders_set_element_order),
            (right.eviction_responders, right.eviction_responders_set_element_order),
            "name",
            trail,
            "evictionResponders",
        )?;
        (left.host_aliases, left.host_aliases_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::HostAlias,
        >(
            (left.host_aliases, left.host_aliases_set_element_order),
            (right.host_aliases, right.host_aliases_set_element_order),
            "ip",
            trail,
            "hostAliases",
        )?;
        left.host_ipc = crate::typed::patches::merge_patched::<
            bool,
        >(left.host_ipc, right.host_ipc, false, trail, "hostIPC")?;
        left.host_network = crate::typed::patches::merge_patched::<
            bool,
        >(left.host_network, right.host_network, false, trail, "hostNetwork")?;
        left.host_pid = crate::typed::patches::merge_patched::<
            bool,
        >(left.host_pid, right.host_pid, false, trail, "hostPID")?;
        left.host_users = crate::typed::patches::merge_patched::<
            bool,
        >(left.host_users, right.host_users, false, trail, "hostUsers")?;
        left.hostname = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.hostname, right.hostname, false, trail, "hostname")?;
        left.hostname_override = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(
            left.hostname_override,
            right.hostname_override,
            false,
            trail,
            "hostnameOverride",
        )?;
        (left.image_pull_secrets, left.image_pull_secrets_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::LocalObjectReference,
        >(
            (left.image_pull_secrets, left.image_pull_secrets_set_element_order),
            (right.image_pull_secrets, right.image_pull_secrets_set_element_order),
            "name",
            trail,
            "imagePullSecrets",
        )?;
        (left.init_containers, left.init_containers_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::Container,
        >(
            (left.init_containers, left.init_containers_set_element_order),
            (right.init_containers, right.init_containers_set_element_order),
            "name",
            trail,
            "initContainers",
        )?;
        left.node_name = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.node_name, right.node_name, false, trail, "nodeName")?;
        left.node_selector = crate::typed::patches::merge_patched::<
            ::std::collections::BTreeMap<::std::string::String, ::std::string::String>,
        >(left.node_selector, right.node_selector, false, trail, "nodeSelector")?;
        left.os = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::PodOS,
        >(left.os, right.os, false, trail, "os")?;
        left.overhead = crate::typed::patches::merge_patched::<
            ::std::collections::BTreeMap<
                ::std::string::String,
                ::k8s_openapi::apimachinery::pkg::api::resource::Quantity,
            >,
        >(left.overhead, right.overhead, false, trail, "overhead")?;
        left.preemption_policy = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(
            left.preemption_policy,
            right.preemption_policy,
            false,
            trail,
            "preemptionPolicy",
        )?;
        left.priority = crate::typed::patches::merge_patched::<
            i32,
        >(left.priority, right.priority, false, trail, "priority")?;
        left.priority_class_name = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(
            left.priority_class_name,
            right.priority_class_name,
            false,
            trail,
            "priorityClassName",
        )?;
        left.readiness_gates = crate::typed::patches::merge_patched::<
            ::std::vec::Vec<::k8s_openapi::api::core::v1::PodReadinessGate>,
        >(left.readiness_gates, right.readiness_gates, false, trail, "readinessGates")?;
        (left.resource_claims, left.resource_claims_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::PodResourceClaim,
        >(
            (left.resource_claims, left.resource_claims_set_element_order),
            (right.resource_claims, right.resource_claims_set_element_order),
            "name",
            trail,
            "resourceClaims",
        )?;
        left.resources = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::ResourceRequirements,
        >(left.resources, right.resources, false, trail, "resources")?;
        left.restart_policy = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.restart_policy, right.restart_policy, false, trail, "restartPolicy")?;
        left.runtime_class_name = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(
            left.runtime_class_name,
            right.runtime_class_name,
            false,
            trail,
            "runtimeClassName",
        )?;
        left.scheduler_name = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.scheduler_name, right.scheduler_name, false, trail, "schedulerName")?;
        (left.scheduling_gates, left.scheduling_gates_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::PodSchedulingGate,
        >(
            (left.scheduling_gates, left.scheduling_gates_set_element_order),
            (right.scheduling_gates, right.scheduling_gates_set_element_order),
            "name",
            trail,
            "schedulingGates",
        )?;
        left.scheduling_group = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::PodSchedulingGroup,
        >(
            left.scheduling_group,
            right.scheduling_group,
            false,
            trail,
            "schedulingGroup",
        )?;
        left.security_context = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::PodSecurityContext,
        >(
            left.security_context,
            right.security_context,
            false,
            trail,
            "securityContext",
        )?;
        left.service_account = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.service_account, right.service_account, false, trail, "serviceAccount")?;
        left.service_account_name = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(
            left.service_account_name,
            right.service_account_name,
            false,
            trail,
            "serviceAccountName",
        )?;
        left.set_hostname_as_fqdn = crate::typed::patches::merge_patched::<
            bool,
        >(
            left.set_hostname_as_fqdn,
            right.set_hostname_as_fqdn,
            false,
            trail,
            "setHostnameAsFQDN",
        )?;
        left.share_process_namespace = crate::typed::patches::merge_patched::<
            bool,
        >(
            left.share_process_namespace,
            right.share_process_namespace,
            false,
            trail,
            "shareProcessNamespace",
        )?;
        left.subdomain = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.subdomain, right.subdomain, false, trail, "subdomain")?;
        left.termination_grace_period_seconds = crate::typed::patches::merge_patched::<
            i64,
        >(
            left.termination_grace_period_seconds,
            right.termination_grace_period_seconds,
            false,
            trail,
            "terminationGracePeriodSeconds",
        )?;
        left.tolerations = crate::typed::patches::merge_patched::<
            ::std::vec::Vec<::k8s_openapi::api::core::v1::Toleration>,
        >(left.tolerations, right.tolerations, false, trail, "tolerations")?;
        (
            left.topology_spread_constraints,
            left.topology_spread_constraints_set_element_order,
        ) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::TopologySpreadConstraint,
        >(
            (
                left.topology_spread_constraints,
                left.topology_spread_constraints_set_element_order,
            ),
            (
                right.topology_spread_constraints,
                right.topology_spread_constraints_set_element_order,
            ),
            "topologyKey",
            trail,
            "topologySpreadConstraints",
        )?;
        (left.volumes, left.volumes_set_element_order) = crate::typed::patches::merge_keyed_patches::<
            ::k8s_openapi::api::core::v1::Volume,
        >(
            (left.volumes, left.volumes_set_element_order),
            (right.volumes, right.volumes_set_element_order),
            "name",
            trail,
            "volumes",
        )?;
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
    ) -> ::core::result::Result<::core::option::Option<PodSpecPatch>, crate::Error> {
        let mut patch = PodSpecPatch::default();
        patch.active_deadline_seconds = crate::typed::structure::diff_field(
            original.active_deadline_seconds.as_ref(),
            modified.active_deadline_seconds.as_ref(),
            false,
            false,
            options,
            trail,
            "activeDeadlineSeconds",
        )?;
        patch.affinity = crate::typed::structure::diff_field(
            original.affinity.as_ref(),
            modified.affinity.as_ref(),
            false,
            false,
            options,
            trail,
            "affinity",
        )?;
        patch.automount_service_account_token = crate::typed::structure::diff_field(
            original.automount_service_account_token.as_ref(),
            modified.automount_service_account_token.as_ref(),
            false,
            false,
            options,
            trail,
            "automountServiceAccountToken",
        )?;
        (patch.containers, patch.containers_set_element_order) = crate::typed::list::diff_keyed(
            ::core::option::Option::Some(&original.containers),
            ::core::option::Option::Some(&modified.containers),
            "name",
            false,
            options,
            trail,
            "containers",
        )?;
        patch.dns_config = crate::typed::structure::diff_field(
            original.dns_config.as_ref(),
            modified.dns_config.as_ref(),
            false,
            false,
            options,
            trail,
            "dnsConfig",
        )?;
        patch.dns_policy = crate::typed::structure::diff_field(
            original.dns_policy.as_ref(),
            modified.dns_policy.as_ref(),
            false,
            false,
            options,
            trail,
            "dnsPolicy",
        )?;
        patch.enable_service_links = crate::typed::structure::diff_field(
            original.enable_service_links.as_ref(),
            modified.enable_service_links.as_ref(),
            false,
            false,
            options,
            trail,
            "enableServiceLinks",
        )?;
        (patch.ephemeral_containers, patch.ephemeral_containers_set_element_order) = crate::typed::list::diff_keyed(
            original.ephemeral_containers.as_ref(),
            modified.ephemeral_containers.as_ref(),
            "name",
            false,
            options,
            trail,
            "ephemeralContainers",
        )?;
        (patch.eviction_responders, patch.eviction_responders_set_element_order) = crate::typed::list::diff_keyed(
            original.eviction_responders.as_ref(),
            modified.eviction_responders.as_ref(),
            "name",
            false,
            options,
            trail,
            "evictionResponders",
        )?;
        (patch.host_aliases, patch.host_aliases_set_element_order) = crate::typed::list::diff_keyed(
            original.host_aliases.as_ref(),
            modified.host_aliases.as_ref(),
            "ip",
            false,
            options,
            trail,
            "hostAliases",
        )?;
        patch.host_ipc = crate::typed::structure::diff_field(
            original.host_ipc.as_ref(),
            modified.host_ipc.as_ref(),
            false,
            false,
            options,
            trail,
            "hostIPC",
        )?;
        patch.host_network = crate::typed::structure::diff_field(
            original.host_network.as_ref(),
            modified.host_network.as_ref(),
            false,
            false,
            options,
            trail,
            "hostNetwork",
        )?;
        patch.host_pid = crate::typed::structure::diff_field(
            original.host_pid.as_ref(),
            modified.host_pid.as_ref(),
            false,
            false,
            options,
            trail,
            "hostPID",
        )?;
        patch.host_users = crate::typed::structure::diff_field(
            original.host_users.as_ref(),
            modified.host_users.as_ref(),
            false,
            false,
            options,
            trail,
            "hostUsers",
        )?;
        patch.hostname = crate::typed::structure::diff_field(
            original.hostname.as_ref(),
            modified.hostname.as_ref(),
            false,
            false,
            options,
            trail,
            "hostname",
        )?;
        patch.hostname_override = crate::typed::structure::diff_field(
            original.hostname_override.as_ref(),
            modified.hostname_override.as_ref(),
            false,
            false,
            options,
            trail,
            "hostnameOverride",
        )?;
        (patch.image_pull_secrets, patch.image_pull_secrets_set_element_order) = crate::typed::list::diff_keyed(
            original.image_pull_secrets.as_ref(),
            modified.image_pull_secrets.as_ref(),
            "name",
            false,
            options,
            trail,
            "imagePullSecrets",
        )?;
        (patch.init_containers, patch.init_containers_set_element_order) = crate::typed::list::diff_keyed(
            original.init_containers.as_ref(),
            modified.init_containers.as_ref(),
            "name",
            false,
            options,
            trail,
            "initContainers",
        )?;
        patch.node_name = crate::typed::structure::diff_field(
            original.node_name.as_ref(),
            modified.node_name.as_ref(),
            false,
            false,
            options,
            trail,
            "nodeName",
        )?;
        patch.node_selector = crate::typed::structure::diff_field(
            original.node_selector.as_ref(),
            modified.node_selector.as_ref(),
            false,
            false,
            options,
            trail,
            "nodeSelector",
        )?;
        patch.os = crate::typed::structure::diff_field(
            original.os.as_ref(),
            modified.os.as_ref(),
            false,
            false,
            options,
            trail,
            "os",
        )?;
        patch.overhead = crate::typed::structure::diff_field(
            original.overhead.as_ref(),
            modified.overhead.as_ref(),
            false,
            false,
            options,
            trail,
            "overhead",
        )?;
        patch.preemption_policy = crate::typed::structure::diff_field(
            original.preemption_policy.as_ref(),
            modified.preemption_policy.as_ref(),
            false,
            false,
            options,
            trail,
            "preemptionPolicy",
        )?;
        patch.priority = crate::typed::structure::diff_field(
            original.priority.as_ref(),
            modified.priority.as_ref(),
            false,
            false,
            options,
            trail,
            "priority",
        )?;
        patch.priority_class_name = crate::typed::structure::diff_field(
            original.priority_class_name.as_ref(),
            modified.priority_class_name.as_ref(),
            false,
            false,
            options,
            trail,
            "priorityClassName",
        )?;
        patch.readiness_gates = crate::typed::structure::diff_field(
            original.readiness_gates.as_ref(),
            modified.readiness_gates.as_ref(),
            false,
            false,
            options,
            trail,
            "readinessGates",
        )?;
        (patch.resource_claims, patch.resource_claims_set_element_order) = crate::typed::list::diff_keyed(
            original.resource_claims.as_ref(),
            modified.resource_claims.as_ref(),
            "name",
            true,
            options,
            trail,
            "resourceClaims",
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
        patch.runtime_class_name = crate::typed::structure::diff_field(
            original.runtime_class_name.as_ref(),
            modified.runtime_class_name.as_ref(),
            false,
            false,
            options,
            trail,
            "runtimeClassName",
        )?;
        patch.scheduler_name = crate::typed::structure::diff_field(
            original.scheduler_name.as_ref(),
            modified.scheduler_name.as_ref(),
            false,
            false,
            options,
            trail,
            "schedulerName",
        )?;
        (patch.scheduling_gates, patch.scheduling_gates_set_element_order) = crate::typed::list::diff_keyed(
            original.scheduling_gates.as_ref(),
            modified.scheduling_gates.as_ref(),
            "name",
            false,
            options,
            trail,
            "schedulingGates",
        )?;
        patch.scheduling_group = crate::typed::structure::diff_field(
            original.scheduling_group.as_ref(),
            modified.scheduling_group.as_ref(),
            false,
            false,
            options,
            trail,
            "schedulingGroup",
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
        patch.service_account = crate::typed::structure::diff_field(
            original.service_account.as_ref(),
            modified.service_account.as_ref(),
            false,
            false,
            options,
            trail,
            "serviceAccount",
        )?;
        patch.service_account_name = crate::typed::structure::diff_field(
            original.service_account_name.as_ref(),
            modified.service_account_name.as_ref(),
            false,
            false,
            options,
            trail,
            "serviceAccountName",
        )?;
        patch.set_hostname_as_fqdn = crate::typed::structure::diff_field(
            original.set_hostname_as_fqdn.as_ref(),
            modified.set_hostname_as_fqdn.as_ref(),
            false,
            false,
            options,
            trail,
            "setHostnameAsFQDN",
        )?;
        patch.share_process_namespace = crate::typed::structure::diff_field(
            original.share_process_namespace.as_ref(),
            modified.share_process_namespace.as_ref(),
            false,
            false,
            options,
            trail,
            "shareProcessNamespace",
        )?;
        patch.subdomain = crate::typed::structure::diff_field(
            original.subdomain.as_ref(),
            modified.subdomain.as_ref(),
            false,
            false,
            options,
            trail,
            "subdomain",
        )?;
        patch.termination_grace_period_seconds = crate::typed::structure::diff_field(
            original.termination_grace_period_seconds.as_ref(),
            modified.termination_grace_period_seconds.as_ref(),
            false,
            false,
            options,
            trail,
            "terminationGracePeriodSeconds",
        )?;
        patch.tolerations = crate::typed::structure::diff_field(
            original.tolerations.as_ref(),
            modified.tolerations.as_ref(),
            false,
            false,
            options,
            trail,
            "tolerations",
        )?;
        (
            patch.topology_spread_constraints,
            patch.topology_spread_constraints_set_element_order,
        ) = crate::typed::list::diff_keyed(
            original.topology_spread_constraints.as_ref(),
            modified.topology_spread_constraints.as_ref(),
            "topologyKey",
            false,
            options,
            trail,
            "topologySpreadConstraints",
        )?;
        (patch.volumes, patch.volumes_set_element_order) = crate::typed::list::diff_keyed(
            original.volumes.as_ref(),
            modified.volumes.as_ref(),
            "name",
            true,
            options,
            trail,
            "volumes",
        )?;
        if options.build_retain_keys {
            let original_keys: &[(&str, bool)] = &[
                (
                    "activeDeadlineSeconds",
                    original.active_deadline_seconds.as_ref().is_some(),
                ),
                ("affinity", original.affinity.as_ref().is_some()),
                (
                    "automountServiceAccountToken",
                    original.automount_service_account_token.as_ref().is_some(),
                ),
                (
                    "containers",
                    ::core::option::Option::Some(&original.containers).is_some(),
                ),
                ("dnsConfig", original.dns_config.as_ref().is_some()),
                ("dnsPolicy", original.dns_policy.as_ref().is_some()),
                ("enableServiceLinks", original.enable_service_links.as_ref().is_some()),
                (
                    "ephemeralContainers",
                    original.ephemeral_containers.as_ref().is_some(),
                ),
                ("evictionResponders", original.eviction_responders.as_ref().is_some()),
                ("hostAliases", original.host_aliases.as_ref().is_some()),
                ("hostIPC", original.host_ipc.as_ref().is_some()),
                ("hostNetwork", original.host_network.as_ref().is_some()),
                ("hostPID", original.host_pid.as_ref().is_some()),
                ("hostUsers", original.host_users.as_ref().is_some()),
                ("hostname", original.hostname.as_ref().is_some()),
                ("hostnameOverride", original.hostname_override.as_ref().is_some()),
                ("imagePullSecrets", original.image_pull_secrets.as_ref().is_some()),
                ("initContainers", original.init_containers.as_ref().is_some()),
                ("nodeName", original.node_name.as_ref().is_some()),
                ("nodeSelector", original.node_selector.as_ref().is_some()),
                ("os", original.os.as_ref().is_some()),
                ("overhead", original.overhead.as_ref().is_some()),
                ("preemptionPolicy", original.preemption_policy.as_ref().is_some()),
                ("priority", original.priority.as_ref().is_some()),
                ("priorityClassName", original.priority_class_name.as_ref().is_some()),
                ("readinessGates", original.readiness_gates.as_ref().is_some()),
                ("resourceClaims", original.resource_claims.as_ref().is_some()),
                ("resources", original.resources.as_ref().is_some()),
                ("restartPolicy", original.restart_policy.as_ref().is_some()),
                ("runtimeClassName", original.runtime_class_name.as_ref().is_some()),
                ("schedulerName", original.scheduler_name.as_ref().is_some()),
                ("schedulingGates", original.scheduling_gates.as_ref().is_some()),
                ("schedulingGroup", original.scheduling_group.as_ref().is_some()),
                ("securityContext", original.security_context.as_ref().is_some()),
                ("serviceAccount", original.service_account.as_ref().is_some()),
                ("serviceAccountName", original.service_account_name.as_ref().is_some()),
                ("setHostnameAsFQDN", original.set_hostname_as_fqdn.as_ref().is_some()),
                (
                    "shareProcessNamespace",
                    original.share_process_namespace.as_ref().is_some(),
                ),
                ("subdomain", original.subdomain.as_ref().is_some()),
                (
                    "terminationGracePeriodSeconds",
                    original.termination_grace_period_seconds.as_ref().is_some(),
                ),
                ("tolerations", original.tolerations.as_ref().is_some()),
                (
                    "topologySpreadConstraints",
                    original.topology_spread_constraints.as_ref().is_some(),
                ),
                ("volumes", original.volumes.as_ref().is_some()),
            ];
            let modified_keys: &[(&str, bool)] = &[
                (
                    "activeDeadlineSeconds",
                    modified.active_deadline_seconds.as_ref().is_some(),
                ),
                ("affinity", modified.affinity.as_ref().is_some()),
                (
                    "automountServiceAccountToken",
                    modified.automount_service_account_token.as_ref().is_some(),
                ),
                (
                    "containers",
                    ::core::option::Option::Some(&modified.containers).is_some(),
                ),
                ("dnsConfig", modified.dns_config.as_ref().is_some()),
                ("dnsPolicy", modified.dns_policy.as_ref().is_some()),
                ("enableServiceLinks", modified.enable_service_links.as_ref().is_some()),
                (
                    "ephemeralContainers",
                    modified.ephemeral_containers.as_ref().is_some(),
                ),
                ("evictionResponders", modified.eviction_responders.as_ref().is_some()),
                ("hostAliases", modified.host_aliases.as_ref().is_some()),
                ("hostIPC", modified.host_ipc.as_ref().is_some()),
                ("hostNetwork", modified.host_network.as_ref().is_some()),
                ("hostPID", modified.host_pid.as_ref().is_some()),
                ("hostUsers", modified.host_users.as_ref().is_some()),
                ("hostname", modified.hostname.as_ref().is_some()),
                ("hostnameOverride", modified.hostname_override.as_ref().is_some()),
                ("imagePullSecrets", modified.image_pull_secrets.as_ref().is_some()),
                ("initContainers", modified.init_containers.as_ref().is_some()),
                ("nodeName", modified.node_name.as_ref().is_some()),
                ("nodeSelector", modified.node_selector.as_ref().is_some()),
                ("os", modified.os.as_ref().is_some()),
                ("overhead", modified.overhead.as_ref().is_some()),
                ("preemptionPolicy", modified.preemption_policy.as_ref().is_some()),
                ("priority", modified.priority.as_ref().is_some()),
                ("priorityClassName", modified.priority_class_name.as_ref().is_some()),
                ("readinessGates", modified.readiness_gates.as_ref().is_some()),
                ("resourceClaims", modified.resource_claims.as_ref().is_some()),
                ("resources", modified.resources.as_ref().is_some()),
                ("restartPolicy", modified.restart_policy.as_ref().is_some()),
                ("runtimeClassName", modified.runtime_class_name.as_ref().is_some()),
                ("schedulerName", modified.scheduler_name.as_ref().is_some()),
                ("schedulingGates", modified.scheduling_gates.as_ref().is_some()),
                ("schedulingGroup", modified.scheduling_group.as_ref().is_some()),
                ("securityContext", modified.security_context.as_ref().is_some()),
                ("serviceAccount", modified.service_account.as_ref().is_some()),
                ("serviceAccountName", modified.service_account_name.as_ref().is_some()),
                ("setHostnameAsFQDN", modified.set_hostname_as_fqdn.as_ref().is_some()),
                (
                    "shareProcessNamespace",
                    modified.share_process_namespace.as_ref().is_some(),
                ),
                ("subdomain", modified.subdomain.as_ref().is_some()),
                (
                    "terminationGracePeriodSeconds",
                    modified.termination_grace_period_seconds.as_ref().is_some(),
                ),
                ("tolerations", modified.tolerations.as_ref().is_some()),
                (
                    "topologySpreadConstraints",
                    modified.topology_spread_constraints.as_ref().is_some(),
                ),
                ("volumes", modified.volumes.as_ref().is_some()),
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
