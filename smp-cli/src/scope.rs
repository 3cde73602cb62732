//! Which built-in kinds are namespaced: all but the cluster-scoped ones below, whose API
//! paths have no `/namespaces/{namespace}/` (taken from k8s-openapi 0.29, which reads the
//! paths of Kubernetes 1.33 to 1.37: its `ClusterResourceScope` kinds). Scope belongs to a
//! group and kind, whatever the version. A test checks the table against every resource
//! type of k8s-openapi's newest version.

/// The cluster-scoped built-in kinds: (API group, `""` for the core group; kind).
const CLUSTER_SCOPED: &[(&str, &str)] = &[
    ("", "ComponentStatus"),
    ("", "Namespace"),
    ("", "Node"),
    ("", "PersistentVolume"),
    ("admissionregistration.k8s.io", "MutatingAdmissionPolicy"),
    ("admissionregistration.k8s.io", "MutatingAdmissionPolicyBinding"),
    ("admissionregistration.k8s.io", "MutatingWebhookConfiguration"),
    ("admissionregistration.k8s.io", "ValidatingAdmissionPolicy"),
    ("admissionregistration.k8s.io", "ValidatingAdmissionPolicyBinding"),
    ("admissionregistration.k8s.io", "ValidatingWebhookConfiguration"),
    ("apiextensions.k8s.io", "CustomResourceDefinition"),
    ("apiregistration.k8s.io", "APIService"),
    ("authentication.k8s.io", "SelfSubjectReview"),
    ("authentication.k8s.io", "TokenReview"),
    ("authorization.k8s.io", "SelfSubjectAccessReview"),
    ("authorization.k8s.io", "SelfSubjectRulesReview"),
    ("authorization.k8s.io", "SubjectAccessReview"),
    ("certificates.k8s.io", "CertificateSigningRequest"),
    ("certificates.k8s.io", "ClusterTrustBundle"),
    ("flowcontrol.apiserver.k8s.io", "FlowSchema"),
    ("flowcontrol.apiserver.k8s.io", "PriorityLevelConfiguration"),
    ("internal.apiserver.k8s.io", "StorageVersion"),
    ("networking.k8s.io", "IPAddress"),
    ("networking.k8s.io", "IngressClass"),
    ("networking.k8s.io", "ServiceCIDR"),
    ("node.k8s.io", "RuntimeClass"),
    ("rbac.authorization.k8s.io", "ClusterRole"),
    ("rbac.authorization.k8s.io", "ClusterRoleBinding"),
    ("resource.k8s.io", "DeviceClass"),
    ("resource.k8s.io", "DeviceTaintRule"),
    ("resource.k8s.io", "ResourcePoolStatusRequest"),
    ("resource.k8s.io", "ResourceSlice"),
    ("scheduling.k8s.io", "PriorityClass"),
    ("storage.k8s.io", "CSIDriver"),
    ("storage.k8s.io", "CSINode"),
    ("storage.k8s.io", "StorageClass"),
    ("storage.k8s.io", "VolumeAttachment"),
    ("storage.k8s.io", "VolumeAttributesClass"),
    ("storagemigration.k8s.io", "StorageVersionMigration"),
];

/// The API group of an `apiVersion`: `apps` of `apps/v1`, `""` (the core group) of `v1`.
pub fn api_group(api_version: &str) -> &str {
    api_version.rsplit_once('/').map_or("", |(group, _)| group)
}

/// Whether a built-in kind of the API group `group` is cluster-scoped.
pub fn is_cluster_scoped(group: &str, kind: &str) -> bool {
    CLUSTER_SCOPED.contains(&(group, kind))
}

#[cfg(test)]
mod tests {
    use k8s_openapi::{ClusterResourceScope, Resource};

    /// The table says what k8s-openapi says of `T`.
    fn agrees<T: Resource<Scope: 'static>>() -> Result<(), String> {
        let cluster = std::any::TypeId::of::<T::Scope>() == std::any::TypeId::of::<ClusterResourceScope>();
        match super::is_cluster_scoped(super::api_group(T::API_VERSION), T::KIND) == cluster {
            true => Ok(()),
            false => Err(format!("{} {}: cluster-scoped is {cluster} in k8s-openapi", T::API_VERSION, T::KIND)),
        }
    }

    #[test]
    fn the_table_is_k8s_openapi_s() {
        // Every resource type but the discovery documents (`APIGroup`, `APIVersions`, ...).
        let checks = [
            agrees::<k8s_openapi::api::admissionregistration::v1::MutatingAdmissionPolicy>,
            agrees::<k8s_openapi::api::admissionregistration::v1::MutatingAdmissionPolicyBinding>,
            agrees::<k8s_openapi::api::admissionregistration::v1::MutatingWebhookConfiguration>,
            agrees::<k8s_openapi::api::admissionregistration::v1::ValidatingAdmissionPolicy>,
            agrees::<k8s_openapi::api::admissionregistration::v1::ValidatingAdmissionPolicyBinding>,
            agrees::<k8s_openapi::api::admissionregistration::v1::ValidatingWebhookConfiguration>,
            agrees::<k8s_openapi::api::admissionregistration::v1alpha1::MutatingAdmissionPolicy>,
            agrees::<k8s_openapi::api::admissionregistration::v1alpha1::MutatingAdmissionPolicyBinding>,
            agrees::<k8s_openapi::api::admissionregistration::v1beta1::MutatingAdmissionPolicy>,
            agrees::<k8s_openapi::api::admissionregistration::v1beta1::MutatingAdmissionPolicyBinding>,
            agrees::<k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition>,
            agrees::<k8s_openapi::kube_aggregator::pkg::apis::apiregistration::v1::APIService>,
            agrees::<k8s_openapi::api::apps::v1::ControllerRevision>,
            agrees::<k8s_openapi::api::apps::v1::DaemonSet>,
            agrees::<k8s_openapi::api::apps::v1::Deployment>,
            agrees::<k8s_openapi::api::apps::v1::ReplicaSet>,
            agrees::<k8s_openapi::api::apps::v1::StatefulSet>,
            agrees::<k8s_openapi::api::authentication::v1::SelfSubjectReview>,
            agrees::<k8s_openapi::api::authentication::v1::TokenReview>,
            agrees::<k8s_openapi::api::authorization::v1::LocalSubjectAccessReview>,
            agrees::<k8s_openapi::api::authorization::v1::SelfSubjectAccessReview>,
            agrees::<k8s_openapi::api::authorization::v1::SelfSubjectRulesReview>,
            agrees::<k8s_openapi::api::authorization::v1::SubjectAccessReview>,
            agrees::<k8s_openapi::api::autoscaling::v1::HorizontalPodAutoscaler>,
            agrees::<k8s_openapi::api::autoscaling::v2::HorizontalPodAutoscaler>,
            agrees::<k8s_openapi::api::batch::v1::CronJob>,
            agrees::<k8s_openapi::api::batch::v1::Job>,
            agrees::<k8s_openapi::api::certificates::v1::CertificateSigningRequest>,
            agrees::<k8s_openapi::api::certificates::v1::ClusterTrustBundle>,
            agrees::<k8s_openapi::api::certificates::v1::PodCertificateRequest>,
            agrees::<k8s_openapi::api::certificates::v1beta1::ClusterTrustBundle>,
            agrees::<k8s_openapi::api::certificates::v1beta1::PodCertificateRequest>,
            agrees::<k8s_openapi::api::coordination::v1::Lease>,
            agrees::<k8s_openapi::api::coordination::v1alpha2::LeaseCandidate>,
            agrees::<k8s_openapi::api::coordination::v1beta1::LeaseCandidate>,
            agrees::<k8s_openapi::api::discovery::v1::EndpointSlice>,
            agrees::<k8s_openapi::api::events::v1::Event>,
            agrees::<k8s_openapi::api::flowcontrol::v1::FlowSchema>,
            agrees::<k8s_openapi::api::flowcontrol::v1::PriorityLevelConfiguration>,
            agrees::<k8s_openapi::api::apiserverinternal::v1alpha1::StorageVersion>,
            agrees::<k8s_openapi::api::lifecycle::v1alpha1::Eviction>,
            agrees::<k8s_openapi::api::lifecycle::v1alpha1::EvictionRequest>,
            agrees::<k8s_openapi::api::networking::v1::IPAddress>,
            agrees::<k8s_openapi::api::networking::v1::Ingress>,
            agrees::<k8s_openapi::api::networking::v1::IngressClass>,
            agrees::<k8s_openapi::api::networking::v1::NetworkPolicy>,
            agrees::<k8s_openapi::api::networking::v1::ServiceCIDR>,
            agrees::<k8s_openapi::api::node::v1::RuntimeClass>,
            agrees::<k8s_openapi::api::policy::v1::PodDisruptionBudget>,
            agrees::<k8s_openapi::api::rbac::v1::ClusterRole>,
            agrees::<k8s_openapi::api::rbac::v1::ClusterRoleBinding>,
            agrees::<k8s_openapi::api::rbac::v1::Role>,
            agrees::<k8s_openapi::api::rbac::v1::RoleBinding>,
            agrees::<k8s_openapi::api::resource::v1::DeviceClass>,
            agrees::<k8s_openapi::api::resource::v1::DeviceTaintRule>,
            agrees::<k8s_openapi::api::resource::v1::ResourceClaim>,
            agrees::<k8s_openapi::api::resource::v1::ResourceClaimTemplate>,
            agrees::<k8s_openapi::api::resource::v1::ResourceSlice>,
            agrees::<k8s_openapi::api::resource::v1alpha3::DeviceTaintRule>,
            agrees::<k8s_openapi::api::resource::v1alpha3::ResourcePoolStatusRequest>,
            agrees::<k8s_openapi::api::resource::v1beta1::DeviceClass>,
            agrees::<k8s_openapi::api::resource::v1beta1::ResourceClaim>,
            agrees::<k8s_openapi::api::resource::v1beta1::ResourceClaimTemplate>,
            agrees::<k8s_openapi::api::resource::v1beta1::ResourceSlice>,
            agrees::<k8s_openapi::api::resource::v1beta2::DeviceClass>,
            agrees::<k8s_openapi::api::resource::v1beta2::DeviceTaintRule>,
            agrees::<k8s_openapi::api::resource::v1beta2::ResourceClaim>,
            agrees::<k8s_openapi::api::resource::v1beta2::ResourceClaimTemplate>,
            agrees::<k8s_openapi::api::resource::v1beta2::ResourceSlice>,
            agrees::<k8s_openapi::api::scheduling::v1::PriorityClass>,
            agrees::<k8s_openapi::api::scheduling::v1alpha3::CompositePodGroup>,
            agrees::<k8s_openapi::api::scheduling::v1alpha3::PodGroup>,
            agrees::<k8s_openapi::api::scheduling::v1alpha3::Workload>,
            agrees::<k8s_openapi::api::scheduling::v1beta1::PodGroup>,
            agrees::<k8s_openapi::api::scheduling::v1beta1::Workload>,
            agrees::<k8s_openapi::api::storage::v1::CSIDriver>,
            agrees::<k8s_openapi::api::storage::v1::CSINode>,
            agrees::<k8s_openapi::api::storage::v1::CSIStorageCapacity>,
            agrees::<k8s_openapi::api::storage::v1::StorageClass>,
            agrees::<k8s_openapi::api::storage::v1::VolumeAttachment>,
            agrees::<k8s_openapi::api::storage::v1::VolumeAttributesClass>,
            agrees::<k8s_openapi::api::storagemigration::v1::StorageVersionMigration>,
            agrees::<k8s_openapi::api::storagemigration::v1beta1::StorageVersionMigration>,
            agrees::<k8s_openapi::api::core::v1::Binding>,
            agrees::<k8s_openapi::api::core::v1::ComponentStatus>,
            agrees::<k8s_openapi::api::core::v1::ConfigMap>,
            agrees::<k8s_openapi::api::core::v1::Endpoints>,
            agrees::<k8s_openapi::api::core::v1::Event>,
            agrees::<k8s_openapi::api::core::v1::LimitRange>,
            agrees::<k8s_openapi::api::core::v1::Namespace>,
            agrees::<k8s_openapi::api::core::v1::Node>,
            agrees::<k8s_openapi::api::core::v1::PersistentVolume>,
            agrees::<k8s_openapi::api::core::v1::PersistentVolumeClaim>,
            agrees::<k8s_openapi::api::core::v1::Pod>,
            agrees::<k8s_openapi::api::core::v1::PodTemplate>,
            agrees::<k8s_openapi::api::core::v1::ReplicationController>,
            agrees::<k8s_openapi::api::core::v1::ResourceQuota>,
            agrees::<k8s_openapi::api::core::v1::Secret>,
            agrees::<k8s_openapi::api::core::v1::Service>,
            agrees::<k8s_openapi::api::core::v1::ServiceAccount>,
        ];
        let wrong: Vec<String> = checks.iter().filter_map(|check| check().err()).collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }
}
