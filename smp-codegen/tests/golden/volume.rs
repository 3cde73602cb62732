// Generated for io.k8s.api.core.v1.Volume from the Kubernetes 1.37 definitions (golden file).

const _: () = {
    #[automatically_derived]
    impl crate::Describe for ::k8s_openapi::api::core::v1::Volume {
        #[inline]
        fn describe(builder: &mut crate::SchemaBuilder) -> crate::NodeId {
            builder
                .structure::<
                    Self,
                >(
                    "io.k8s.api.core.v1.Volume",
                    |fields| {
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::AWSElasticBlockStoreVolumeSource,
                                >,
                            >(
                                "awsElasticBlockStore",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::AzureDiskVolumeSource,
                                >,
                            >(
                                "azureDisk",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::AzureFileVolumeSource,
                                >,
                            >(
                                "azureFile",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::CephFSVolumeSource,
                                >,
                            >(
                                "cephfs",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::CinderVolumeSource,
                                >,
                            >(
                                "cinder",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::ConfigMapVolumeSource,
                                >,
                            >(
                                "configMap",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::CSIVolumeSource,
                                >,
                            >(
                                "csi",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::DownwardAPIVolumeSource,
                                >,
                            >(
                                "downwardAPI",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::EmptyDirVolumeSource,
                                >,
                            >(
                                "emptyDir",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::EphemeralVolumeSource,
                                >,
                            >(
                                "ephemeral",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::FCVolumeSource,
                                >,
                            >(
                                "fc",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::FlexVolumeSource,
                                >,
                            >(
                                "flexVolume",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::FlockerVolumeSource,
                                >,
                            >(
                                "flocker",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::GCEPersistentDiskVolumeSource,
                                >,
                            >(
                                "gcePersistentDisk",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::GitRepoVolumeSource,
                                >,
                            >(
                                "gitRepo",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::GlusterfsVolumeSource,
                                >,
                            >(
                                "glusterfs",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::HostPathVolumeSource,
                                >,
                            >(
                                "hostPath",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::ImageVolumeSource,
                                >,
                            >(
                                "image",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::ISCSIVolumeSource,
                                >,
                            >(
                                "iscsi",
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
                                    ::k8s_openapi::api::core::v1::NFSVolumeSource,
                                >,
                            >(
                                "nfs",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::PersistentVolumeClaimVolumeSource,
                                >,
                            >(
                                "persistentVolumeClaim",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::PhotonPersistentDiskVolumeSource,
                                >,
                            >(
                                "photonPersistentDisk",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::PortworxVolumeSource,
                                >,
                            >(
                                "portworxVolume",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::ProjectedVolumeSource,
                                >,
                            >(
                                "projected",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::QuobyteVolumeSource,
                                >,
                            >(
                                "quobyte",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::RBDVolumeSource,
                                >,
                            >(
                                "rbd",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::ScaleIOVolumeSource,
                                >,
                            >(
                                "scaleIO",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::SecretVolumeSource,
                                >,
                            >(
                                "secret",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::StorageOSVolumeSource,
                                >,
                            >(
                                "storageos",
                                crate::PatchMeta::new(
                                    ::core::option::Option::None,
                                    ::core::option::Option::None,
                                ),
                            );
                        fields
                            .field::<
                                ::core::option::Option<
                                    ::k8s_openapi::api::core::v1::VsphereVirtualDiskVolumeSource,
                                >,
                            >(
                                "vsphereVolume",
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
    needs_default::<::k8s_openapi::api::core::v1::Volume>();
};
///A strategic merge patch of `k8s_openapi::api::core::v1::Volume` (generated from its OpenAPI definition).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct VolumePatch {
    /// `$patch`: `replace` or `delete` this object (or `merge`, the default).
    pub directive: ::core::option::Option<::std::string::String>,
    /// `$retainKeys`: the fields this object keeps.
    pub retain_keys: ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    pub aws_elastic_block_store: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::AWSElasticBlockStoreVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub azure_disk: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::AzureDiskVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub azure_file: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::AzureFileVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub cephfs: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::CephFSVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub cinder: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::CinderVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub config_map: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ConfigMapVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub csi: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::CSIVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub downward_api: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::DownwardAPIVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub empty_dir: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::EmptyDirVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub ephemeral: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::EphemeralVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub fc: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::FCVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub flex_volume: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::FlexVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub flocker: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::FlockerVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub gce_persistent_disk: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::GCEPersistentDiskVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub git_repo: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::GitRepoVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub glusterfs: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::GlusterfsVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub host_path: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::HostPathVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub image: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ImageVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub iscsi: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ISCSIVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub name: crate::typed::Patched<
        <::std::string::String as crate::typed::StrategicMerge>::Patch,
    >,
    pub nfs: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::NFSVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub persistent_volume_claim: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PersistentVolumeClaimVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub photon_persistent_disk: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PhotonPersistentDiskVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub portworx_volume: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PortworxVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub projected: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ProjectedVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub quobyte: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::QuobyteVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub rbd: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::RBDVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub scale_io: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ScaleIOVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub secret: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::SecretVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub storageos: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::StorageOSVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
    pub vsphere_volume: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::VsphereVirtualDiskVolumeSource as crate::typed::StrategicMerge>::Patch,
    >,
}
#[automatically_derived]
impl crate::__private::serde::Serialize for VolumePatch {
    #[inline]
    fn serialize<S: crate::__private::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::core::result::Result<S::Ok, S::Error> {
        let mut state = crate::__private::serde::Serializer::serialize_struct(
            serializer,
            "VolumePatch",
            crate::typed::patch_serde::Present::present(&self.directive) as usize
                + crate::typed::patch_serde::Present::present(&self.retain_keys) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.aws_elastic_block_store,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.azure_disk) as usize
                + crate::typed::patch_serde::Present::present(&self.azure_file) as usize
                + crate::typed::patch_serde::Present::present(&self.cephfs) as usize
                + crate::typed::patch_serde::Present::present(&self.cinder) as usize
                + crate::typed::patch_serde::Present::present(&self.config_map) as usize
                + crate::typed::patch_serde::Present::present(&self.csi) as usize
                + crate::typed::patch_serde::Present::present(&self.downward_api)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.empty_dir) as usize
                + crate::typed::patch_serde::Present::present(&self.ephemeral) as usize
                + crate::typed::patch_serde::Present::present(&self.fc) as usize
                + crate::typed::patch_serde::Present::present(&self.flex_volume) as usize
                + crate::typed::patch_serde::Present::present(&self.flocker) as usize
                + crate::typed::patch_serde::Present::present(&self.gce_persistent_disk)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.git_repo) as usize
                + crate::typed::patch_serde::Present::present(&self.glusterfs) as usize
                + crate::typed::patch_serde::Present::present(&self.host_path) as usize
                + crate::typed::patch_serde::Present::present(&self.image) as usize
                + crate::typed::patch_serde::Present::present(&self.iscsi) as usize
                + crate::typed::patch_serde::Present::present(&self.name) as usize
                + crate::typed::patch_serde::Present::present(&self.nfs) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.persistent_volume_claim,
                ) as usize
                + crate::typed::patch_serde::Present::present(
                    &self.photon_persistent_disk,
                ) as usize
                + crate::typed::patch_serde::Present::present(&self.portworx_volume)
                    as usize
                + crate::typed::patch_serde::Present::present(&self.projected) as usize
                + crate::typed::patch_serde::Present::present(&self.quobyte) as usize
                + crate::typed::patch_serde::Present::present(&self.rbd) as usize
                + crate::typed::patch_serde::Present::present(&self.scale_io) as usize
                + crate::typed::patch_serde::Present::present(&self.secret) as usize
                + crate::typed::patch_serde::Present::present(&self.storageos) as usize
                + crate::typed::patch_serde::Present::present(&self.vsphere_volume)
                    as usize,
        )?;
        crate::typed::patch_serde::field(&mut state, "$patch", &self.directive)?;
        crate::typed::patch_serde::field(&mut state, "$retainKeys", &self.retain_keys)?;
        crate::typed::patch_serde::field(
            &mut state,
            "awsElasticBlockStore",
            &self.aws_elastic_block_store,
        )?;
        crate::typed::patch_serde::field(&mut state, "azureDisk", &self.azure_disk)?;
        crate::typed::patch_serde::field(&mut state, "azureFile", &self.azure_file)?;
        crate::typed::patch_serde::field(&mut state, "cephfs", &self.cephfs)?;
        crate::typed::patch_serde::field(&mut state, "cinder", &self.cinder)?;
        crate::typed::patch_serde::field(&mut state, "configMap", &self.config_map)?;
        crate::typed::patch_serde::field(&mut state, "csi", &self.csi)?;
        crate::typed::patch_serde::field(&mut state, "downwardAPI", &self.downward_api)?;
        crate::typed::patch_serde::field(&mut state, "emptyDir", &self.empty_dir)?;
        crate::typed::patch_serde::field(&mut state, "ephemeral", &self.ephemeral)?;
        crate::typed::patch_serde::field(&mut state, "fc", &self.fc)?;
        crate::typed::patch_serde::field(&mut state, "flexVolume", &self.flex_volume)?;
        crate::typed::patch_serde::field(&mut state, "flocker", &self.flocker)?;
        crate::typed::patch_serde::field(
            &mut state,
            "gcePersistentDisk",
            &self.gce_persistent_disk,
        )?;
        crate::typed::patch_serde::field(&mut state, "gitRepo", &self.git_repo)?;
        crate::typed::patch_serde::field(&mut state, "glusterfs", &self.glusterfs)?;
        crate::typed::patch_serde::field(&mut state, "hostPath", &self.host_path)?;
        crate::typed::patch_serde::field(&mut state, "image", &self.image)?;
        crate::typed::patch_serde::field(&mut state, "iscsi", &self.iscsi)?;
        crate::typed::patch_serde::field(&mut state, "name", &self.name)?;
        crate::typed::patch_serde::field(&mut state, "nfs", &self.nfs)?;
        crate::typed::patch_serde::field(
            &mut state,
            "persistentVolumeClaim",
            &self.persistent_volume_claim,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "photonPersistentDisk",
            &self.photon_persistent_disk,
        )?;
        crate::typed::patch_serde::field(
            &mut state,
            "portworxVolume",
            &self.portworx_volume,
        )?;
        crate::typed::patch_serde::field(&mut state, "projected", &self.projected)?;
        crate::typed::patch_serde::field(&mut state, "quobyte", &self.quobyte)?;
        crate::typed::patch_serde::field(&mut state, "rbd", &self.rbd)?;
        crate::typed::patch_serde::field(&mut state, "scaleIO", &self.scale_io)?;
        crate::typed::patch_serde::field(&mut state, "secret", &self.secret)?;
        crate::typed::patch_serde::field(&mut state, "storageos", &self.storageos)?;
        crate::typed::patch_serde::field(
            &mut state,
            "vsphereVolume",
            &self.vsphere_volume,
        )?;
        crate::__private::serde::ser::SerializeStruct::end(state)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for VolumePatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::typed::patch_serde::deserialize(deserializer)
    }
}
#[automatically_derived]
impl crate::typed::patch_serde::PatchFields for VolumePatch {
    const NAME: &'static str = "VolumePatch";
    const EXPECTING: &'static str = "struct VolumePatch";
    const FIELDS: &'static [&'static str] = &[
        "$patch",
        "$retainKeys",
        "awsElasticBlockStore",
        "azureDisk",
        "azureFile",
        "cephfs",
        "cinder",
        "configMap",
        "csi",
        "downwardAPI",
        "emptyDir",
        "ephemeral",
        "fc",
        "flexVolume",
        "flocker",
        "gcePersistentDisk",
        "gitRepo",
        "glusterfs",
        "hostPath",
        "image",
        "iscsi",
        "name",
        "nfs",
        "persistentVolumeClaim",
        "photonPersistentDisk",
        "portworxVolume",
        "projected",
        "quobyte",
        "rbd",
        "scaleIO",
        "secret",
        "storageos",
        "vsphereVolume",
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
                    &mut self.aws_elastic_block_store,
                )
            }
            3usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.azure_disk)
            }
            4usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.azure_file)
            }
            5usize => crate::typed::patch_serde::Source::read(source, &mut self.cephfs),
            6usize => crate::typed::patch_serde::Source::read(source, &mut self.cinder),
            7usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.config_map)
            }
            8usize => crate::typed::patch_serde::Source::read(source, &mut self.csi),
            9usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.downward_api)
            }
            10usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.empty_dir)
            }
            11usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.ephemeral)
            }
            12usize => crate::typed::patch_serde::Source::read(source, &mut self.fc),
            13usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.flex_volume)
            }
            14usize => crate::typed::patch_serde::Source::read(source, &mut self.flocker),
            15usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.gce_persistent_disk,
                )
            }
            16usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.git_repo)
            }
            17usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.glusterfs)
            }
            18usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.host_path)
            }
            19usize => crate::typed::patch_serde::Source::read(source, &mut self.image),
            20usize => crate::typed::patch_serde::Source::read(source, &mut self.iscsi),
            21usize => crate::typed::patch_serde::Source::read(source, &mut self.name),
            22usize => crate::typed::patch_serde::Source::read(source, &mut self.nfs),
            23usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.persistent_volume_claim,
                )
            }
            24usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.photon_persistent_disk,
                )
            }
            25usize => {
                crate::typed::patch_serde::Source::read(
                    source,
                    &mut self.portworx_volume,
                )
            }
            26usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.projected)
            }
            27usize => crate::typed::patch_serde::Source::read(source, &mut self.quobyte),
            28usize => crate::typed::patch_serde::Source::read(source, &mut self.rbd),
            29usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.scale_io)
            }
            30usize => crate::typed::patch_serde::Source::read(source, &mut self.secret),
            31usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.storageos)
            }
            32usize => {
                crate::typed::patch_serde::Source::read(source, &mut self.vsphere_volume)
            }
            _ => ::core::result::Result::Ok(false),
        }
    }
}
impl VolumePatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.directive.is_none() && self.retain_keys.is_none()
            && self.aws_elastic_block_store.is_absent() && self.azure_disk.is_absent()
            && self.azure_file.is_absent() && self.cephfs.is_absent()
            && self.cinder.is_absent() && self.config_map.is_absent()
            && self.csi.is_absent() && self.downward_api.is_absent()
            && self.empty_dir.is_absent() && self.ephemeral.is_absent()
            && self.fc.is_absent() && self.flex_volume.is_absent()
            && self.flocker.is_absent() && self.gce_persistent_disk.is_absent()
            && self.git_repo.is_absent() && self.glusterfs.is_absent()
            && self.host_path.is_absent() && self.image.is_absent()
            && self.iscsi.is_absent() && self.name.is_absent() && self.nfs.is_absent()
            && self.persistent_volume_claim.is_absent()
            && self.photon_persistent_disk.is_absent()
            && self.portworx_volume.is_absent() && self.projected.is_absent()
            && self.quobyte.is_absent() && self.rbd.is_absent()
            && self.scale_io.is_absent() && self.secret.is_absent()
            && self.storageos.is_absent() && self.vsphere_volume.is_absent()
    }
}
#[automatically_derived]
impl crate::typed::StrategicMerge for ::k8s_openapi::api::core::v1::Volume {
    type Patch = VolumePatch;
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
                            "awsElasticBlockStore",
                            crate::typed::PatchedField::mentioned(
                                &patch.aws_elastic_block_store,
                            ),
                        ),
                        (
                            "azureDisk",
                            crate::typed::PatchedField::mentioned(&patch.azure_disk),
                        ),
                        (
                            "azureFile",
                            crate::typed::PatchedField::mentioned(&patch.azure_file),
                        ),
                        ("cephfs", crate::typed::PatchedField::mentioned(&patch.cephfs)),
                        ("cinder", crate::typed::PatchedField::mentioned(&patch.cinder)),
                        (
                            "configMap",
                            crate::typed::PatchedField::mentioned(&patch.config_map),
                        ),
                        ("csi", crate::typed::PatchedField::mentioned(&patch.csi)),
                        (
                            "downwardAPI",
                            crate::typed::PatchedField::mentioned(&patch.downward_api),
                        ),
                        (
                            "emptyDir",
                            crate::typed::PatchedField::mentioned(&patch.empty_dir),
                        ),
                        (
                            "ephemeral",
                            crate::typed::PatchedField::mentioned(&patch.ephemeral),
                        ),
                        ("fc", crate::typed::PatchedField::mentioned(&patch.fc)),
                        (
                            "flexVolume",
                            crate::typed::PatchedField::mentioned(&patch.flex_volume),
                        ),
                        (
                            "flocker",
                            crate::typed::PatchedField::mentioned(&patch.flocker),
                        ),
                        (
                            "gcePersistentDisk",
                            crate::typed::PatchedField::mentioned(
                                &patch.gce_persistent_disk,
                            ),
                        ),
                        (
                            "gitRepo",
                            crate::typed::PatchedField::mentioned(&patch.git_repo),
                        ),
                        (
                            "glusterfs",
                            crate::typed::PatchedField::mentioned(&patch.glusterfs),
                        ),
                        (
                            "hostPath",
                            crate::typed::PatchedField::mentioned(&patch.host_path),
                        ),
                        ("image", crate::typed::PatchedField::mentioned(&patch.image)),
                        ("iscsi", crate::typed::PatchedField::mentioned(&patch.iscsi)),
                        ("name", crate::typed::PatchedField::mentioned(&patch.name)),
                        ("nfs", crate::typed::PatchedField::mentioned(&patch.nfs)),
                        (
                            "persistentVolumeClaim",
                            crate::typed::PatchedField::mentioned(
                                &patch.persistent_volume_claim,
                            ),
                        ),
                        (
                            "photonPersistentDisk",
                            crate::typed::PatchedField::mentioned(
                                &patch.photon_persistent_disk,
                            ),
                        ),
                        (
                            "portworxVolume",
                            crate::typed::PatchedField::mentioned(&patch.portworx_volume),
                        ),
                        (
                            "projected",
                            crate::typed::PatchedField::mentioned(&patch.projected),
                        ),
                        (
                            "quobyte",
                            crate::typed::PatchedField::mentioned(&patch.quobyte),
                        ),
                        ("rbd", crate::typed::PatchedField::mentioned(&patch.rbd)),
                        (
                            "scaleIO",
                            crate::typed::PatchedField::mentioned(&patch.scale_io),
                        ),
                        ("secret", crate::typed::PatchedField::mentioned(&patch.secret)),
                        (
                            "storageos",
                            crate::typed::PatchedField::mentioned(&patch.storageos),
                        ),
                        (
                            "vsphereVolume",
                            crate::typed::PatchedField::mentioned(&patch.vsphere_volume),
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
            aws_elastic_block_store,
            azure_disk,
            azure_file,
            cephfs,
            cinder,
            config_map,
            csi,
            downward_api,
            empty_dir,
            ephemeral,
            fc,
            flex_volume,
            flocker,
            gce_persistent_disk,
            git_repo,
            glusterfs,
            host_path,
            image,
            iscsi,
            name,
            nfs,
            persistent_volume_claim,
            photon_persistent_disk,
            portworx_volume,
            projected,
            quobyte,
            rbd,
            scale_io,
            secret,
            storageos,
            vsphere_volume,
            ..
        } = self;
        let aws_elastic_block_store = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "awsElasticBlockStore")
                })
            {
                ::core::option::Option::None
            } else {
                aws_elastic_block_store
            },
            patch.aws_elastic_block_store,
            false,
            trail,
            "awsElasticBlockStore",
        )?;
        let azure_disk = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "azureDisk")
                })
            {
                ::core::option::Option::None
            } else {
                azure_disk
            },
            patch.azure_disk,
            false,
            trail,
            "azureDisk",
        )?;
        let azure_file = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "azureFile")
                })
            {
                ::core::option::Option::None
            } else {
                azure_file
            },
            patch.azure_file,
            false,
            trail,
            "azureFile",
        )?;
        let cephfs = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "cephfs")
                })
            {
                ::core::option::Option::None
            } else {
                cephfs
            },
            patch.cephfs,
            false,
            trail,
            "cephfs",
        )?;
        let cinder = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "cinder")
                })
            {
                ::core::option::Option::None
            } else {
                cinder
            },
            patch.cinder,
            false,
            trail,
            "cinder",
        )?;
        let config_map = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "configMap")
                })
            {
                ::core::option::Option::None
            } else {
                config_map
            },
            patch.config_map,
            false,
            trail,
            "configMap",
        )?;
        let csi = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "csi"))
            {
                ::core::option::Option::None
            } else {
                csi
            },
            patch.csi,
            false,
            trail,
            "csi",
        )?;
        let downward_api = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "downwardAPI")
                })
            {
                ::core::option::Option::None
            } else {
                downward_api
            },
            patch.downward_api,
            false,
            trail,
            "downwardAPI",
        )?;
        let empty_dir = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "emptyDir")
                })
            {
                ::core::option::Option::None
            } else {
                empty_dir
            },
            patch.empty_dir,
            false,
            trail,
            "emptyDir",
        )?;
        let ephemeral = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "ephemeral")
                })
            {
                ::core::option::Option::None
            } else {
                ephemeral
            },
            patch.ephemeral,
            false,
            trail,
            "ephemeral",
        )?;
        let fc = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "fc"))
            {
                ::core::option::Option::None
            } else {
                fc
            },
            patch.fc,
            false,
            trail,
            "fc",
        )?;
        let flex_volume = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "flexVolume")
                })
            {
                ::core::option::Option::None
            } else {
                flex_volume
            },
            patch.flex_volume,
            false,
            trail,
            "flexVolume",
        )?;
        let flocker = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "flocker")
                })
            {
                ::core::option::Option::None
            } else {
                flocker
            },
            patch.flocker,
            false,
            trail,
            "flocker",
        )?;
        let gce_persistent_disk = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "gcePersistentDisk")
                })
            {
                ::core::option::Option::None
            } else {
                gce_persistent_disk
            },
            patch.gce_persistent_disk,
            false,
            trail,
            "gcePersistentDisk",
        )?;
        let git_repo = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "gitRepo")
                })
            {
                ::core::option::Option::None
            } else {
                git_repo
            },
            patch.git_repo,
            false,
            trail,
            "gitRepo",
        )?;
        let glusterfs = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "glusterfs")
                })
            {
                ::core::option::Option::None
            } else {
                glusterfs
            },
            patch.glusterfs,
            false,
            trail,
            "glusterfs",
        )?;
        let host_path = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "hostPath")
                })
            {
                ::core::option::Option::None
            } else {
                host_path
            },
            patch.host_path,
            false,
            trail,
            "hostPath",
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
        let iscsi = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "iscsi"))
            {
                ::core::option::Option::None
            } else {
                iscsi
            },
            patch.iscsi,
            false,
            trail,
            "iscsi",
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
        let nfs = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "nfs"))
            {
                ::core::option::Option::None
            } else {
                nfs
            },
            patch.nfs,
            false,
            trail,
            "nfs",
        )?;
        let persistent_volume_claim = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "persistentVolumeClaim")
                })
            {
                ::core::option::Option::None
            } else {
                persistent_volume_claim
            },
            patch.persistent_volume_claim,
            false,
            trail,
            "persistentVolumeClaim",
        )?;
        let photon_persistent_disk = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "photonPersistentDisk")
                })
            {
                ::core::option::Option::None
            } else {
                photon_persistent_disk
            },
            patch.photon_persistent_disk,
            false,
            trail,
            "photonPersistentDisk",
        )?;
        let portworx_volume = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "portworxVolume")
                })
            {
                ::core::option::Option::None
            } else {
                portworx_volume
            },
            patch.portworx_volume,
            false,
            trail,
            "portworxVolume",
        )?;
        let projected = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "projected")
                })
            {
                ::core::option::Option::None
            } else {
                projected
            },
            patch.projected,
            false,
            trail,
            "projected",
        )?;
        let quobyte = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "quobyte")
                })
            {
                ::core::option::Option::None
            } else {
                quobyte
            },
            patch.quobyte,
            false,
            trail,
            "quobyte",
        )?;
        let rbd = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| !crate::typed::structure::retains(listed, "rbd"))
            {
                ::core::option::Option::None
            } else {
                rbd
            },
            patch.rbd,
            false,
            trail,
            "rbd",
        )?;
        let scale_io = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "scaleIO")
                })
            {
                ::core::option::Option::None
            } else {
                scale_io
            },
            patch.scale_io,
            false,
            trail,
            "scaleIO",
        )?;
        let secret = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "secret")
                })
            {
                ::core::option::Option::None
            } else {
                secret
            },
            patch.secret,
            false,
            trail,
            "secret",
        )?;
        let storageos = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "storageos")
                })
            {
                ::core::option::Option::None
            } else {
                storageos
            },
            patch.storageos,
            false,
            trail,
            "storageos",
        )?;
        let vsphere_volume = crate::typed::structure::merge_field(
            if retained
                .is_some_and(|listed| {
                    !crate::typed::structure::retains(listed, "vsphereVolume")
                })
            {
                ::core::option::Option::None
            } else {
                vsphere_volume
            },
            patch.vsphere_volume,
            false,
            trail,
            "vsphereVolume",
        )?;
        #[allow(clippy::needless_update)]
        ::core::result::Result::Ok(Self {
            aws_elastic_block_store,
            azure_disk,
            azure_file,
            cephfs,
            cinder,
            config_map,
            csi,
            downward_api,
            empty_dir,
            ephemeral,
            fc,
            flex_volume,
            flocker,
            gce_persistent_disk,
            git_repo,
            glusterfs,
            host_path,
            image,
            iscsi,
            name,
            nfs,
            persistent_volume_claim,
            photon_persistent_disk,
            portworx_volume,
            projected,
            quobyte,
            rbd,
            scale_io,
            secret,
            storageos,
            vsphere_volume,
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
                aws_elastic_block_store: crate::typed::structure::field_from_patch(
                    patch.aws_elastic_block_store,
                    trail,
                    "awsElasticBlockStore",
                )?,
                azure_disk: crate::typed::structure::field_from_patch(
                    patch.azure_disk,
                    trail,
                    "azureDisk",
                )?,
                azure_file: crate::typed::structure::field_from_patch(
                    patch.azure_file,
                    trail,
                    "azureFile",
                )?,
                cephfs: crate::typed::structure::field_from_patch(
                    patch.cephfs,
                    trail,
                    "cephfs",
                )?,
                cinder: crate::typed::structure::field_from_patch(
                    patch.cinder,
                    trail,
                    "cinder",
                )?,
                config_map: crate::typed::structure::field_from_patch(
                    patch.config_map,
                    trail,
                    "configMap",
                )?,
                csi: crate::typed::structure::field_from_patch(patch.csi, trail, "csi")?,
                downward_api: crate::typed::structure::field_from_patch(
                    patch.downward_api,
                    trail,
                    "downwardAPI",
                )?,
                empty_dir: crate::typed::structure::field_from_patch(
                    patch.empty_dir,
                    trail,
                    "emptyDir",
                )?,
                ephemeral: crate::typed::structure::field_from_patch(
                    patch.ephemeral,
                    trail,
                    "ephemeral",
                )?,
                fc: crate::typed::structure::field_from_patch(patch.fc, trail, "fc")?,
                flex_volume: crate::typed::structure::field_from_patch(
                    patch.flex_volume,
                    trail,
                    "flexVolume",
                )?,
                flocker: crate::typed::structure::field_from_patch(
                    patch.flocker,
                    trail,
                    "flocker",
                )?,
                gce_persistent_disk: crate::typed::structure::field_from_patch(
                    patch.gce_persistent_disk,
                    trail,
                    "gcePersistentDisk",
                )?,
                git_repo: crate::typed::structure::field_from_patch(
                    patch.git_repo,
                    trail,
                    "gitRepo",
                )?,
                glusterfs: crate::typed::structure::field_from_patch(
                    patch.glusterfs,
                    trail,
                    "glusterfs",
                )?,
                host_path: crate::typed::structure::field_from_patch(
                    patch.host_path,
                    trail,
                    "hostPath",
                )?,
                image: crate::typed::structure::field_from_patch(
                    patch.image,
                    trail,
                    "image",
                )?,
                iscsi: crate::typed::structure::field_from_patch(
                    patch.iscsi,
                    trail,
                    "iscsi",
                )?,
                name: (crate::typed::structure::field_from_patch(
                    patch.name,
                    trail,
                    "name",
                )?)
                    .unwrap_or_default(),
                nfs: crate::typed::structure::field_from_patch(patch.nfs, trail, "nfs")?,
                persistent_volume_claim: crate::typed::structure::field_from_patch(
                    patch.persistent_volume_claim,
                    trail,
                    "persistentVolumeClaim",
                )?,
                photon_persistent_disk: crate::typed::structure::field_from_patch(
                    patch.photon_persistent_disk,
                    trail,
                    "photonPersistentDisk",
                )?,
                portworx_volume: crate::typed::structure::field_from_patch(
                    patch.portworx_volume,
                    trail,
                    "portworxVolume",
                )?,
                projected: crate::typed::structure::field_from_patch(
                    patch.projected,
                    trail,
                    "projected",
                )?,
                quobyte: crate::typed::structure::field_from_patch(
                    patch.quobyte,
                    trail,
                    "quobyte",
                )?,
                rbd: crate::typed::structure::field_from_patch(patch.rbd, trail, "rbd")?,
                scale_io: crate::typed::structure::field_from_patch(
                    patch.scale_io,
                    trail,
                    "scaleIO",
                )?,
                secret: crate::typed::structure::field_from_patch(
                    patch.secret,
                    trail,
                    "secret",
                )?,
                storageos: crate::typed::structure::field_from_patch(
                    patch.storageos,
                    trail,
                    "storageos",
                )?,
                vsphere_volume: crate::typed::structure::field_from_patch(
                    patch.vsphere_volume,
                    trail,
                    "vsphereVolume",
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
                aws_elastic_block_store: crate::typed::structure::field_replaced_by(
                    patch.aws_elastic_block_store,
                    trail,
                    "awsElasticBlockStore",
                )?,
                azure_disk: crate::typed::structure::field_replaced_by(
                    patch.azure_disk,
                    trail,
                    "azureDisk",
                )?,
                azure_file: crate::typed::structure::field_replaced_by(
                    patch.azure_file,
                    trail,
                    "azureFile",
                )?,
                cephfs: crate::typed::structure::field_replaced_by(
                    patch.cephfs,
                    trail,
                    "cephfs",
                )?,
                cinder: crate::typed::structure::field_replaced_by(
                    patch.cinder,
                    trail,
                    "cinder",
                )?,
                config_map: crate::typed::structure::field_replaced_by(
                    patch.config_map,
                    trail,
                    "configMap",
                )?,
                csi: crate::typed::structure::field_replaced_by(
                    patch.csi,
                    trail,
                    "csi",
                )?,
                downward_api: crate::typed::structure::field_replaced_by(
                    patch.downward_api,
                    trail,
                    "downwardAPI",
                )?,
                empty_dir: crate::typed::structure::field_replaced_by(
                    patch.empty_dir,
                    trail,
                    "emptyDir",
                )?,
                ephemeral: crate::typed::structure::field_replaced_by(
                    patch.ephemeral,
                    trail,
                    "ephemeral",
                )?,
                fc: crate::typed::structure::field_replaced_by(patch.fc, trail, "fc")?,
                flex_volume: crate::typed::structure::field_replaced_by(
                    patch.flex_volume,
                    trail,
                    "flexVolume",
                )?,
                flocker: crate::typed::structure::field_replaced_by(
                    patch.flocker,
                    trail,
                    "flocker",
                )?,
                gce_persistent_disk: crate::typed::structure::field_replaced_by(
                    patch.gce_persistent_disk,
                    trail,
                    "gcePersistentDisk",
                )?,
                git_repo: crate::typed::structure::field_replaced_by(
                    patch.git_repo,
                    trail,
                    "gitRepo",
                )?,
                glusterfs: crate::typed::structure::field_replaced_by(
                    patch.glusterfs,
                    trail,
                    "glusterfs",
                )?,
                host_path: crate::typed::structure::field_replaced_by(
                    patch.host_path,
                    trail,
                    "hostPath",
                )?,
                image: crate::typed::structure::field_replaced_by(
                    patch.image,
                    trail,
                    "image",
                )?,
                iscsi: crate::typed::structure::field_replaced_by(
                    patch.iscsi,
                    trail,
                    "iscsi",
                )?,
                name: (crate::typed::structure::field_replaced_by(
                    patch.name,
                    trail,
                    "name",
                )?)
                    .unwrap_or_default(),
                nfs: crate::typed::structure::field_replaced_by(
                    patch.nfs,
                    trail,
                    "nfs",
                )?,
                persistent_volume_claim: crate::typed::structure::field_replaced_by(
                    patch.persistent_volume_claim,
                    trail,
                    "persistentVolumeClaim",
                )?,
                photon_persistent_disk: crate::typed::structure::field_replaced_by(
                    patch.photon_persistent_disk,
                    trail,
                    "photonPersistentDisk",
                )?,
                portworx_volume: crate::typed::structure::field_replaced_by(
                    patch.portworx_volume,
                    trail,
                    "portworxVolume",
                )?,
                projected: crate::typed::structure::field_replaced_by(
                    patch.projected,
                    trail,
                    "projected",
                )?,
                quobyte: crate::typed::structure::field_replaced_by(
                    patch.quobyte,
                    trail,
                    "quobyte",
                )?,
                rbd: crate::typed::structure::field_replaced_by(
                    patch.rbd,
                    trail,
                    "rbd",
                )?,
                scale_io: crate::typed::structure::field_replaced_by(
                    patch.scale_io,
                    trail,
                    "scaleIO",
                )?,
                secret: crate::typed::structure::field_replaced_by(
                    patch.secret,
                    trail,
                    "secret",
                )?,
                storageos: crate::typed::structure::field_replaced_by(
                    patch.storageos,
                    trail,
                    "storageos",
                )?,
                vsphere_volume: crate::typed::structure::field_replaced_by(
                    patch.vsphere_volume,
                    trail,
                    "vsphereVolume",
                )?,
                ..::core::default::Default::default()
            }),
        )
    }
    #[inline]
    fn to_patch(&self) -> VolumePatch {
        #[allow(clippy::needless_update)]
        VolumePatch {
            aws_elastic_block_store: crate::typed::structure::patched_value(
                self.aws_elastic_block_store.as_ref(),
            ),
            azure_disk: crate::typed::structure::patched_value(self.azure_disk.as_ref()),
            azure_file: crate::typed::structure::patched_value(self.azure_file.as_ref()),
            cephfs: crate::typed::structure::patched_value(self.cephfs.as_ref()),
            cinder: crate::typed::structure::patched_value(self.cinder.as_ref()),
            config_map: crate::typed::structure::patched_value(self.config_map.as_ref()),
            csi: crate::typed::structure::patched_value(self.csi.as_ref()),
            downward_api: crate::typed::structure::patched_value(
                self.downward_api.as_ref(),
            ),
            empty_dir: crate::typed::structure::patched_value(self.empty_dir.as_ref()),
            ephemeral: crate::typed::structure::patched_value(self.ephemeral.as_ref()),
            fc: crate::typed::structure::patched_value(self.fc.as_ref()),
            flex_volume: crate::typed::structure::patched_value(
                self.flex_volume.as_ref(),
            ),
            flocker: crate::typed::structure::patched_value(self.flocker.as_ref()),
            gce_persistent_disk: crate::typed::structure::patched_value(
                self.gce_persistent_disk.as_ref(),
            ),
            git_repo: crate::typed::structure::patched_value(self.git_repo.as_ref()),
            glusterfs: crate::typed::structure::patched_value(self.glusterfs.as_ref()),
            host_path: crate::typed::structure::patched_value(self.host_path.as_ref()),
            image: crate::typed::structure::patched_value(self.image.as_ref()),
            iscsi: crate::typed::structure::patched_value(self.iscsi.as_ref()),
            name: crate::typed::structure::patched_value(
                ::core::option::Option::Some(&self.name),
            ),
            nfs: crate::typed::structure::patched_value(self.nfs.as_ref()),
            persistent_volume_claim: crate::typed::structure::patched_value(
                self.persistent_volume_claim.as_ref(),
            ),
            photon_persistent_disk: crate::typed::structure::patched_value(
                self.photon_persistent_disk.as_ref(),
            ),
            portworx_volume: crate::typed::structure::patched_value(
                self.portworx_volume.as_ref(),
            ),
            projected: crate::typed::structure::patched_value(self.projected.as_ref()),
            quobyte: crate::typed::structure::patched_value(self.quobyte.as_ref()),
            rbd: crate::typed::structure::patched_value(self.rbd.as_ref()),
            scale_io: crate::typed::structure::patched_value(self.scale_io.as_ref()),
            secret: crate::typed::structure::patched_value(self.secret.as_ref()),
            storageos: crate::typed::structure::patched_value(self.storageos.as_ref()),
            vsphere_volume: crate::typed::structure::patched_value(
                self.vsphere_volume.as_ref(),
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
        left.aws_elastic_block_store = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::AWSElasticBlockStoreVolumeSource,
        >(
            left.aws_elastic_block_store,
            right.aws_elastic_block_store,
            false,
            trail,
            "awsElasticBlockStore",
        )?;
        left.azure_disk = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::AzureDiskVolumeSource,
        >(left.azure_disk, right.azure_disk, false, trail, "azureDisk")?;
        left.azure_file = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::AzureFileVolumeSource,
        >(left.azure_file, right.azure_file, false, trail, "azureFile")?;
        left.cephfs = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::CephFSVolumeSource,
        >(left.cephfs, right.cephfs, false, trail, "cephfs")?;
        left.cinder = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::CinderVolumeSource,
        >(left.cinder, right.cinder, false, trail, "cinder")?;
        left.config_map = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::ConfigMapVolumeSource,
        >(left.config_map, right.config_map, false, trail, "configMap")?;
        left.csi = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::CSIVolumeSource,
        >(left.csi, right.csi, false, trail, "csi")?;
        left.downward_api = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::DownwardAPIVolumeSource,
        >(left.downward_api, right.downward_api, false, trail, "downwardAPI")?;
        left.empty_dir = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::EmptyDirVolumeSource,
        >(left.empty_dir, right.empty_dir, false, trail, "emptyDir")?;
        left.ephemeral = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::EphemeralVolumeSource,
        >(left.ephemeral, right.ephemeral, false, trail, "ephemeral")?;
        left.fc = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::FCVolumeSource,
        >(left.fc, right.fc, false, trail, "fc")?;
        left.flex_volume = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::FlexVolumeSource,
        >(left.flex_volume, right.flex_volume, false, trail, "flexVolume")?;
        left.flocker = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::FlockerVolumeSource,
        >(left.flocker, right.flocker, false, trail, "flocker")?;
        left.gce_persistent_disk = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::GCEPersistentDiskVolumeSource,
        >(
            left.gce_persistent_disk,
            right.gce_persistent_disk,
            false,
            trail,
            "gcePersistentDisk",
        )?;
        left.git_repo = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::GitRepoVolumeSource,
        >(left.git_repo, right.git_repo, false, trail, "gitRepo")?;
        left.glusterfs = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::GlusterfsVolumeSource,
        >(left.glusterfs, right.glusterfs, false, trail, "glusterfs")?;
        left.host_path = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::HostPathVolumeSource,
        >(left.host_path, right.host_path, false, trail, "hostPath")?;
        left.image = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::ImageVolumeSource,
        >(left.image, right.image, false, trail, "image")?;
        left.iscsi = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::ISCSIVolumeSource,
        >(left.iscsi, right.iscsi, false, trail, "iscsi")?;
        left.name = crate::typed::patches::merge_patched::<
            ::std::string::String,
        >(left.name, right.name, false, trail, "name")?;
        left.nfs = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::NFSVolumeSource,
        >(left.nfs, right.nfs, false, trail, "nfs")?;
        left.persistent_volume_claim = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::PersistentVolumeClaimVolumeSource,
        >(
            left.persistent_volume_claim,
            right.persistent_volume_claim,
            false,
            trail,
            "persistentVolumeClaim",
        )?;
        left.photon_persistent_disk = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::PhotonPersistentDiskVolumeSource,
        >(
            left.photon_persistent_disk,
            right.photon_persistent_disk,
            false,
            trail,
            "photonPersistentDisk",
        )?;
        left.portworx_volume = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::PortworxVolumeSource,
        >(left.portworx_volume, right.portworx_volume, false, trail, "portworxVolume")?;
        left.projected = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::ProjectedVolumeSource,
        >(left.projected, right.projected, false, trail, "projected")?;
        left.quobyte = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::QuobyteVolumeSource,
        >(left.quobyte, right.quobyte, false, trail, "quobyte")?;
        left.rbd = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::RBDVolumeSource,
        >(left.rbd, right.rbd, false, trail, "rbd")?;
        left.scale_io = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::ScaleIOVolumeSource,
        >(left.scale_io, right.scale_io, false, trail, "scaleIO")?;
        left.secret = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::SecretVolumeSource,
        >(left.secret, right.secret, false, trail, "secret")?;
        left.storageos = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::StorageOSVolumeSource,
        >(left.storageos, right.storageos, false, trail, "storageos")?;
        left.vsphere_volume = crate::typed::patches::merge_patched::<
            ::k8s_openapi::api::core::v1::VsphereVirtualDiskVolumeSource,
        >(left.vsphere_volume, right.vsphere_volume, false, trail, "vsphereVolume")?;
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
    ) -> ::core::result::Result<::core::option::Option<VolumePatch>, crate::Error> {
        let mut patch = VolumePatch::default();
        patch.aws_elastic_block_store = crate::typed::structure::diff_field(
            original.aws_elastic_block_store.as_ref(),
            modified.aws_elastic_block_store.as_ref(),
            false,
            false,
            options,
            trail,
            "awsElasticBlockStore",
        )?;
        patch.azure_disk = crate::typed::structure::diff_field(
            original.azure_disk.as_ref(),
            modified.azure_disk.as_ref(),
            false,
            false,
            options,
            trail,
            "azureDisk",
        )?;
        patch.azure_file = crate::typed::structure::diff_field(
            original.azure_file.as_ref(),
            modified.azure_file.as_ref(),
            false,
            false,
            options,
            trail,
            "azureFile",
        )?;
        patch.cephfs = crate::typed::structure::diff_field(
            original.cephfs.as_ref(),
            modified.cephfs.as_ref(),
            false,
            false,
            options,
            trail,
            "cephfs",
        )?;
        patch.cinder = crate::typed::structure::diff_field(
            original.cinder.as_ref(),
            modified.cinder.as_ref(),
            false,
            false,
            options,
            trail,
            "cinder",
        )?;
        patch.config_map = crate::typed::structure::diff_field(
            original.config_map.as_ref(),
            modified.config_map.as_ref(),
            false,
            false,
            options,
            trail,
            "configMap",
        )?;
        patch.csi = crate::typed::structure::diff_field(
            original.csi.as_ref(),
            modified.csi.as_ref(),
            false,
            false,
            options,
            trail,
            "csi",
        )?;
        patch.downward_api = crate::typed::structure::diff_field(
            original.downward_api.as_ref(),
            modified.downward_api.as_ref(),
            false,
            false,
            options,
            trail,
            "downwardAPI",
        )?;
        patch.empty_dir = crate::typed::structure::diff_field(
            original.empty_dir.as_ref(),
            modified.empty_dir.as_ref(),
            false,
            false,
            options,
            trail,
            "emptyDir",
        )?;
        patch.ephemeral = crate::typed::structure::diff_field(
            original.ephemeral.as_ref(),
            modified.ephemeral.as_ref(),
            false,
            false,
            options,
            trail,
            "ephemeral",
        )?;
        patch.fc = crate::typed::structure::diff_field(
            original.fc.as_ref(),
            modified.fc.as_ref(),
            false,
            false,
            options,
            trail,
            "fc",
        )?;
        patch.flex_volume = crate::typed::structure::diff_field(
            original.flex_volume.as_ref(),
            modified.flex_volume.as_ref(),
            false,
            false,
            options,
            trail,
            "flexVolume",
        )?;
        patch.flocker = crate::typed::structure::diff_field(
            original.flocker.as_ref(),
            modified.flocker.as_ref(),
            false,
            false,
            options,
            trail,
            "flocker",
        )?;
        patch.gce_persistent_disk = crate::typed::structure::diff_field(
            original.gce_persistent_disk.as_ref(),
            modified.gce_persistent_disk.as_ref(),
            false,
            false,
            options,
            trail,
            "gcePersistentDisk",
        )?;
        patch.git_repo = crate::typed::structure::diff_field(
            original.git_repo.as_ref(),
            modified.git_repo.as_ref(),
            false,
            false,
            options,
            trail,
            "gitRepo",
        )?;
        patch.glusterfs = crate::typed::structure::diff_field(
            original.glusterfs.as_ref(),
            modified.glusterfs.as_ref(),
            false,
            false,
            options,
            trail,
            "glusterfs",
        )?;
        patch.host_path = crate::typed::structure::diff_field(
            original.host_path.as_ref(),
            modified.host_path.as_ref(),
            false,
            false,
            options,
            trail,
            "hostPath",
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
        patch.iscsi = crate::typed::structure::diff_field(
            original.iscsi.as_ref(),
            modified.iscsi.as_ref(),
            false,
            false,
            options,
            trail,
            "iscsi",
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
        patch.nfs = crate::typed::structure::diff_field(
            original.nfs.as_ref(),
            modified.nfs.as_ref(),
            false,
            false,
            options,
            trail,
            "nfs",
        )?;
        patch.persistent_volume_claim = crate::typed::structure::diff_field(
            original.persistent_volume_claim.as_ref(),
            modified.persistent_volume_claim.as_ref(),
            false,
            false,
            options,
            trail,
            "persistentVolumeClaim",
        )?;
        patch.photon_persistent_disk = crate::typed::structure::diff_field(
            original.photon_persistent_disk.as_ref(),
            modified.photon_persistent_disk.as_ref(),
            false,
            false,
            options,
            trail,
            "photonPersistentDisk",
        )?;
        patch.portworx_volume = crate::typed::structure::diff_field(
            original.portworx_volume.as_ref(),
            modified.portworx_volume.as_ref(),
            false,
            false,
            options,
            trail,
            "portworxVolume",
        )?;
        patch.projected = crate::typed::structure::diff_field(
            original.projected.as_ref(),
            modified.projected.as_ref(),
            false,
            false,
            options,
            trail,
            "projected",
        )?;
        patch.quobyte = crate::typed::structure::diff_field(
            original.quobyte.as_ref(),
            modified.quobyte.as_ref(),
            false,
            false,
            options,
            trail,
            "quobyte",
        )?;
        patch.rbd = crate::typed::structure::diff_field(
            original.rbd.as_ref(),
            modified.rbd.as_ref(),
            false,
            false,
            options,
            trail,
            "rbd",
        )?;
        patch.scale_io = crate::typed::structure::diff_field(
            original.scale_io.as_ref(),
            modified.scale_io.as_ref(),
            false,
            false,
            options,
            trail,
            "scaleIO",
        )?;
        patch.secret = crate::typed::structure::diff_field(
            original.secret.as_ref(),
            modified.secret.as_ref(),
            false,
            false,
            options,
            trail,
            "secret",
        )?;
        patch.storageos = crate::typed::structure::diff_field(
            original.storageos.as_ref(),
            modified.storageos.as_ref(),
            false,
            false,
            options,
            trail,
            "storageos",
        )?;
        patch.vsphere_volume = crate::typed::structure::diff_field(
            original.vsphere_volume.as_ref(),
            modified.vsphere_volume.as_ref(),
            false,
            false,
            options,
            trail,
            "vsphereVolume",
        )?;
        if options.build_retain_keys {
            let original_keys: &[(&str, bool)] = &[
                (
                    "awsElasticBlockStore",
                    original.aws_elastic_block_store.as_ref().is_some(),
                ),
                ("azureDisk", original.azure_disk.as_ref().is_some()),
                ("azureFile", original.azure_file.as_ref().is_some()),
                ("cephfs", original.cephfs.as_ref().is_some()),
                ("cinder", original.cinder.as_ref().is_some()),
                ("configMap", original.config_map.as_ref().is_some()),
                ("csi", original.csi.as_ref().is_some()),
                ("downwardAPI", original.downward_api.as_ref().is_some()),
                ("emptyDir", original.empty_dir.as_ref().is_some()),
                ("ephemeral", original.ephemeral.as_ref().is_some()),
                ("fc", original.fc.as_ref().is_some()),
                ("flexVolume", original.flex_volume.as_ref().is_some()),
                ("flocker", original.flocker.as_ref().is_some()),
                ("gcePersistentDisk", original.gce_persistent_disk.as_ref().is_some()),
                ("gitRepo", original.git_repo.as_ref().is_some()),
                ("glusterfs", original.glusterfs.as_ref().is_some()),
                ("hostPath", original.host_path.as_ref().is_some()),
                ("image", original.image.as_ref().is_some()),
                ("iscsi", original.iscsi.as_ref().is_some()),
                ("name", ::core::option::Option::Some(&original.name).is_some()),
                ("nfs", original.nfs.as_ref().is_some()),
                (
                    "persistentVolumeClaim",
                    original.persistent_volume_claim.as_ref().is_some(),
                ),
                (
                    "photonPersistentDisk",
                    original.photon_persistent_disk.as_ref().is_some(),
                ),
                ("portworxVolume", original.portworx_volume.as_ref().is_some()),
                ("projected", original.projected.as_ref().is_some()),
                ("quobyte", original.quobyte.as_ref().is_some()),
                ("rbd", original.rbd.as_ref().is_some()),
                ("scaleIO", original.scale_io.as_ref().is_some()),
                ("secret", original.secret.as_ref().is_some()),
                ("storageos", original.storageos.as_ref().is_some()),
                ("vsphereVolume", original.vsphere_volume.as_ref().is_some()),
            ];
            let modified_keys: &[(&str, bool)] = &[
                (
                    "awsElasticBlockStore",
                    modified.aws_elastic_block_store.as_ref().is_some(),
                ),
                ("azureDisk", modified.azure_disk.as_ref().is_some()),
                ("azureFile", modified.azure_file.as_ref().is_some()),
                ("cephfs", modified.cephfs.as_ref().is_some()),
                ("cinder", modified.cinder.as_ref().is_some()),
                ("configMap", modified.config_map.as_ref().is_some()),
                ("csi", modified.csi.as_ref().is_some()),
                ("downwardAPI", modified.downward_api.as_ref().is_some()),
                ("emptyDir", modified.empty_dir.as_ref().is_some()),
                ("ephemeral", modified.ephemeral.as_ref().is_some()),
                ("fc", modified.fc.as_ref().is_some()),
                ("flexVolume", modified.flex_volume.as_ref().is_some()),
                ("flocker", modified.flocker.as_ref().is_some()),
                ("gcePersistentDisk", modified.gce_persistent_disk.as_ref().is_some()),
                ("gitRepo", modified.git_repo.as_ref().is_some()),
                ("glusterfs", modified.glusterfs.as_ref().is_some()),
                ("hostPath", modified.host_path.as_ref().is_some()),
                ("image", modified.image.as_ref().is_some()),
                ("iscsi", modified.iscsi.as_ref().is_some()),
                ("name", ::core::option::Option::Some(&modified.name).is_some()),
                ("nfs", modified.nfs.as_ref().is_some()),
                (
                    "persistentVolumeClaim",
                    modified.persistent_volume_claim.as_ref().is_some(),
                ),
                (
                    "photonPersistentDisk",
                    modified.photon_persistent_disk.as_ref().is_some(),
                ),
                ("portworxVolume", modified.portworx_volume.as_ref().is_some()),
                ("projected", modified.projected.as_ref().is_some()),
                ("quobyte", modified.quobyte.as_ref().is_some()),
                ("rbd", modified.rbd.as_ref().is_some()),
                ("scaleIO", modified.scale_io.as_ref().is_some()),
                ("secret", modified.secret.as_ref().is_some()),
                ("storageos", modified.storageos.as_ref().is_some()),
                ("vsphereVolume", modified.vsphere_volume.as_ref().is_some()),
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
impl crate::typed::Keyed for ::k8s_openapi::api::core::v1::Volume {
    #[inline]
    fn merge_key(&self, merge_key: &str) -> ::core::option::Option<crate::lists::Key> {
        match merge_key {
            "name" => {
                ::core::option::Option::Some(&self.name)
                    .and_then(crate::typed::AsKey::as_key)
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
        patch: &VolumePatch,
        merge_key: &str,
    ) -> ::core::option::Option<crate::lists::Key> {
        match merge_key {
            "name" => {
                match &patch.name {
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
    fn patch_directive(patch: &VolumePatch) -> ::core::option::Option<&str> {
        patch.directive.as_deref()
    }
    #[inline]
    fn key_patch(&self, merge_key: &str, delete: bool) -> VolumePatch {
        let mut patch = VolumePatch::default();
        crate::typed::Keyed::set_merge_key(self, &mut patch, merge_key);
        if delete {
            patch.directive = ::core::option::Option::Some(
                ::std::string::String::from("delete"),
            );
        }
        patch
    }
    #[inline]
    fn set_merge_key(&self, patch: &mut VolumePatch, merge_key: &str) {
        match merge_key {
            "name" => {
                patch.name = crate::typed::structure::patched_value(
                    ::core::option::Option::Some(&self.name),
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
