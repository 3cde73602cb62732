// Generated for io.k8s.api.core.v1.Volume from the Kubernetes 1.37 definitions (golden file).

const _: () = {
    #[automatically_derived]
    impl crate::Describe for ::k8s_openapi::api::core::v1::Volume {
        #[inline]
        fn describe(builder: &mut crate::SchemaBuilder) -> crate::NodeId {
            crate::__private::structure::describe::<Self>(builder)
        }
    }
};
const _: fn() = || {
    #[inline]
    fn needs_default<T: crate::__private::PatchDefault>() {}
    needs_default::<::k8s_openapi::api::core::v1::Volume>();
};
///A strategic merge patch of `k8s_openapi::api::core::v1::Volume` (generated from its OpenAPI definition).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct VolumePatch {
    /// `$patch`: `replace` or `delete` this object (any other value, `merge` included, is an error).
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
        crate::__private::patch_serde::serialize(self, serializer)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for VolumePatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::__private::patch_serde::deserialize(deserializer)
    }
}
#[automatically_derived]
impl crate::__private::patch_serde::PatchFields for VolumePatch {
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
                    &mut self.aws_elastic_block_store,
                )
            }
            3usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.azure_disk)
            }
            4usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.azure_file)
            }
            5usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.cephfs)
            }
            6usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.cinder)
            }
            7usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.config_map)
            }
            8usize => crate::__private::patch_serde::Source::read(source, &mut self.csi),
            9usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.downward_api,
                )
            }
            10usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.empty_dir)
            }
            11usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.ephemeral)
            }
            12usize => crate::__private::patch_serde::Source::read(source, &mut self.fc),
            13usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.flex_volume,
                )
            }
            14usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.flocker)
            }
            15usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.gce_persistent_disk,
                )
            }
            16usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.git_repo)
            }
            17usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.glusterfs)
            }
            18usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.host_path)
            }
            19usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.image)
            }
            20usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.iscsi)
            }
            21usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.name)
            }
            22usize => crate::__private::patch_serde::Source::read(source, &mut self.nfs),
            23usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.persistent_volume_claim,
                )
            }
            24usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.photon_persistent_disk,
                )
            }
            25usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.portworx_volume,
                )
            }
            26usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.projected)
            }
            27usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.quobyte)
            }
            28usize => crate::__private::patch_serde::Source::read(source, &mut self.rbd),
            29usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.scale_io)
            }
            30usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.secret)
            }
            31usize => {
                crate::__private::patch_serde::Source::read(source, &mut self.storageos)
            }
            32usize => {
                crate::__private::patch_serde::Source::read(
                    source,
                    &mut self.vsphere_volume,
                )
            }
            _ => ::core::result::Result::Ok(false),
        }
    }
    #[inline]
    fn members<V: crate::__private::patch_serde::Members>(&self, visitor: &mut V) {
        visitor.member(&self.directive);
        visitor.member(&self.retain_keys);
        visitor.member(&self.aws_elastic_block_store);
        visitor.member(&self.azure_disk);
        visitor.member(&self.azure_file);
        visitor.member(&self.cephfs);
        visitor.member(&self.cinder);
        visitor.member(&self.config_map);
        visitor.member(&self.csi);
        visitor.member(&self.downward_api);
        visitor.member(&self.empty_dir);
        visitor.member(&self.ephemeral);
        visitor.member(&self.fc);
        visitor.member(&self.flex_volume);
        visitor.member(&self.flocker);
        visitor.member(&self.gce_persistent_disk);
        visitor.member(&self.git_repo);
        visitor.member(&self.glusterfs);
        visitor.member(&self.host_path);
        visitor.member(&self.image);
        visitor.member(&self.iscsi);
        visitor.member(&self.name);
        visitor.member(&self.nfs);
        visitor.member(&self.persistent_volume_claim);
        visitor.member(&self.photon_persistent_disk);
        visitor.member(&self.portworx_volume);
        visitor.member(&self.projected);
        visitor.member(&self.quobyte);
        visitor.member(&self.rbd);
        visitor.member(&self.scale_io);
        visitor.member(&self.secret);
        visitor.member(&self.storageos);
        visitor.member(&self.vsphere_volume);
    }
}
impl VolumePatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        crate::__private::patch_serde::is_empty(self)
    }
}
#[automatically_derived]
impl crate::typed::StrategicMerge for ::k8s_openapi::api::core::v1::Volume {
    type Patch = VolumePatch;
    #[inline]
    fn merge(
        self,
        patch: VolumePatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<Self, crate::Error> {
        crate::__private::structure::merge(self, patch, trail)
    }
    #[inline]
    fn from_patch(
        patch: VolumePatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        crate::__private::structure::from_patch(patch, trail)
    }
    #[inline]
    fn replaced_by(
        patch: VolumePatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<::core::option::Option<Self>, crate::Error> {
        crate::__private::structure::replaced_by(patch, trail)
    }
    #[inline]
    fn to_patch(&self) -> VolumePatch {
        crate::__private::structure::to_patch(self)
    }
    #[inline]
    fn merge_patches(
        left: VolumePatch,
        right: VolumePatch,
        trail: &crate::Trail<'_>,
    ) -> ::core::result::Result<VolumePatch, crate::Error> {
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
    ) -> ::core::result::Result<::core::option::Option<VolumePatch>, crate::Error> {
        crate::__private::structure::diff(original, modified, options, trail)
    }
}
#[automatically_derived]
impl crate::__private::fields::Blank for ::k8s_openapi::api::core::v1::Volume {
    #[inline]
    fn blank() -> Self {
        ::core::default::Default::default()
    }
}
#[automatically_derived]
impl crate::__private::fields::Fields for ::k8s_openapi::api::core::v1::Volume {
    const NAME: &'static str = "io.k8s.api.core.v1.Volume";
    const HAS_DEFAULT: bool = true;
    #[inline]
    fn directives(
        patch: &mut VolumePatch,
    ) -> (
        &mut ::core::option::Option<::std::string::String>,
        &mut ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    ) {
        (&mut patch.directive, &mut patch.retain_keys)
    }
    #[inline]
    fn visit_mut<V: crate::__private::fields::VisitMut>(
        value: &mut Self,
        patch: &mut VolumePatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::AWSElasticBlockStoreVolumeSource,
            >(
                Field::new("awsElasticBlockStore"),
                &mut value.aws_elastic_block_store,
                &mut patch.aws_elastic_block_store,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::AzureDiskVolumeSource,
            >(Field::new("azureDisk"), &mut value.azure_disk, &mut patch.azure_disk);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::AzureFileVolumeSource,
            >(Field::new("azureFile"), &mut value.azure_file, &mut patch.azure_file);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::CephFSVolumeSource,
            >(Field::new("cephfs"), &mut value.cephfs, &mut patch.cephfs);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::CinderVolumeSource,
            >(Field::new("cinder"), &mut value.cinder, &mut patch.cinder);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ConfigMapVolumeSource,
            >(Field::new("configMap"), &mut value.config_map, &mut patch.config_map);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::CSIVolumeSource,
            >(Field::new("csi"), &mut value.csi, &mut patch.csi);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::DownwardAPIVolumeSource,
            >(
                Field::new("downwardAPI"),
                &mut value.downward_api,
                &mut patch.downward_api,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::EmptyDirVolumeSource,
            >(Field::new("emptyDir"), &mut value.empty_dir, &mut patch.empty_dir);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::EphemeralVolumeSource,
            >(Field::new("ephemeral"), &mut value.ephemeral, &mut patch.ephemeral);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::FCVolumeSource,
            >(Field::new("fc"), &mut value.fc, &mut patch.fc);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::FlexVolumeSource,
            >(Field::new("flexVolume"), &mut value.flex_volume, &mut patch.flex_volume);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::FlockerVolumeSource,
            >(Field::new("flocker"), &mut value.flocker, &mut patch.flocker);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::GCEPersistentDiskVolumeSource,
            >(
                Field::new("gcePersistentDisk"),
                &mut value.gce_persistent_disk,
                &mut patch.gce_persistent_disk,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::GitRepoVolumeSource,
            >(Field::new("gitRepo"), &mut value.git_repo, &mut patch.git_repo);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::GlusterfsVolumeSource,
            >(Field::new("glusterfs"), &mut value.glusterfs, &mut patch.glusterfs);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::HostPathVolumeSource,
            >(Field::new("hostPath"), &mut value.host_path, &mut patch.host_path);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ImageVolumeSource,
            >(Field::new("image"), &mut value.image, &mut patch.image);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ISCSIVolumeSource,
            >(Field::new("iscsi"), &mut value.iscsi, &mut patch.iscsi);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("name"), &mut value.name, &mut patch.name);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::NFSVolumeSource,
            >(Field::new("nfs"), &mut value.nfs, &mut patch.nfs);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PersistentVolumeClaimVolumeSource,
            >(
                Field::new("persistentVolumeClaim"),
                &mut value.persistent_volume_claim,
                &mut patch.persistent_volume_claim,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PhotonPersistentDiskVolumeSource,
            >(
                Field::new("photonPersistentDisk"),
                &mut value.photon_persistent_disk,
                &mut patch.photon_persistent_disk,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PortworxVolumeSource,
            >(
                Field::new("portworxVolume"),
                &mut value.portworx_volume,
                &mut patch.portworx_volume,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ProjectedVolumeSource,
            >(Field::new("projected"), &mut value.projected, &mut patch.projected);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::QuobyteVolumeSource,
            >(Field::new("quobyte"), &mut value.quobyte, &mut patch.quobyte);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::RBDVolumeSource,
            >(Field::new("rbd"), &mut value.rbd, &mut patch.rbd);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ScaleIOVolumeSource,
            >(Field::new("scaleIO"), &mut value.scale_io, &mut patch.scale_io);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::SecretVolumeSource,
            >(Field::new("secret"), &mut value.secret, &mut patch.secret);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::StorageOSVolumeSource,
            >(Field::new("storageos"), &mut value.storageos, &mut patch.storageos);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::VsphereVirtualDiskVolumeSource,
            >(
                Field::new("vsphereVolume"),
                &mut value.vsphere_volume,
                &mut patch.vsphere_volume,
            );
    }
    #[inline]
    fn visit_ref<V: crate::__private::fields::VisitRef>(
        original: &Self,
        modified: &Self,
        patch: &mut VolumePatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::AWSElasticBlockStoreVolumeSource,
            >(
                Field::new("awsElasticBlockStore"),
                original.aws_elastic_block_store.as_ref(),
                modified.aws_elastic_block_store.as_ref(),
                &mut patch.aws_elastic_block_store,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::AzureDiskVolumeSource,
            >(
                Field::new("azureDisk"),
                original.azure_disk.as_ref(),
                modified.azure_disk.as_ref(),
                &mut patch.azure_disk,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::AzureFileVolumeSource,
            >(
                Field::new("azureFile"),
                original.azure_file.as_ref(),
                modified.azure_file.as_ref(),
                &mut patch.azure_file,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::CephFSVolumeSource,
            >(
                Field::new("cephfs"),
                original.cephfs.as_ref(),
                modified.cephfs.as_ref(),
                &mut patch.cephfs,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::CinderVolumeSource,
            >(
                Field::new("cinder"),
                original.cinder.as_ref(),
                modified.cinder.as_ref(),
                &mut patch.cinder,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ConfigMapVolumeSource,
            >(
                Field::new("configMap"),
                original.config_map.as_ref(),
                modified.config_map.as_ref(),
                &mut patch.config_map,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::CSIVolumeSource,
            >(
                Field::new("csi"),
                original.csi.as_ref(),
                modified.csi.as_ref(),
                &mut patch.csi,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::DownwardAPIVolumeSource,
            >(
                Field::new("downwardAPI"),
                original.downward_api.as_ref(),
                modified.downward_api.as_ref(),
                &mut patch.downward_api,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::EmptyDirVolumeSource,
            >(
                Field::new("emptyDir"),
                original.empty_dir.as_ref(),
                modified.empty_dir.as_ref(),
                &mut patch.empty_dir,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::EphemeralVolumeSource,
            >(
                Field::new("ephemeral"),
                original.ephemeral.as_ref(),
                modified.ephemeral.as_ref(),
                &mut patch.ephemeral,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::FCVolumeSource,
            >(
                Field::new("fc"),
                original.fc.as_ref(),
                modified.fc.as_ref(),
                &mut patch.fc,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::FlexVolumeSource,
            >(
                Field::new("flexVolume"),
                original.flex_volume.as_ref(),
                modified.flex_volume.as_ref(),
                &mut patch.flex_volume,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::FlockerVolumeSource,
            >(
                Field::new("flocker"),
                original.flocker.as_ref(),
                modified.flocker.as_ref(),
                &mut patch.flocker,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::GCEPersistentDiskVolumeSource,
            >(
                Field::new("gcePersistentDisk"),
                original.gce_persistent_disk.as_ref(),
                modified.gce_persistent_disk.as_ref(),
                &mut patch.gce_persistent_disk,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::GitRepoVolumeSource,
            >(
                Field::new("gitRepo"),
                original.git_repo.as_ref(),
                modified.git_repo.as_ref(),
                &mut patch.git_repo,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::GlusterfsVolumeSource,
            >(
                Field::new("glusterfs"),
                original.glusterfs.as_ref(),
                modified.glusterfs.as_ref(),
                &mut patch.glusterfs,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::HostPathVolumeSource,
            >(
                Field::new("hostPath"),
                original.host_path.as_ref(),
                modified.host_path.as_ref(),
                &mut patch.host_path,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ImageVolumeSource,
            >(
                Field::new("image"),
                original.image.as_ref(),
                modified.image.as_ref(),
                &mut patch.image,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ISCSIVolumeSource,
            >(
                Field::new("iscsi"),
                original.iscsi.as_ref(),
                modified.iscsi.as_ref(),
                &mut patch.iscsi,
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
            .plain::<
                ::k8s_openapi::api::core::v1::NFSVolumeSource,
            >(
                Field::new("nfs"),
                original.nfs.as_ref(),
                modified.nfs.as_ref(),
                &mut patch.nfs,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PersistentVolumeClaimVolumeSource,
            >(
                Field::new("persistentVolumeClaim"),
                original.persistent_volume_claim.as_ref(),
                modified.persistent_volume_claim.as_ref(),
                &mut patch.persistent_volume_claim,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PhotonPersistentDiskVolumeSource,
            >(
                Field::new("photonPersistentDisk"),
                original.photon_persistent_disk.as_ref(),
                modified.photon_persistent_disk.as_ref(),
                &mut patch.photon_persistent_disk,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PortworxVolumeSource,
            >(
                Field::new("portworxVolume"),
                original.portworx_volume.as_ref(),
                modified.portworx_volume.as_ref(),
                &mut patch.portworx_volume,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ProjectedVolumeSource,
            >(
                Field::new("projected"),
                original.projected.as_ref(),
                modified.projected.as_ref(),
                &mut patch.projected,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::QuobyteVolumeSource,
            >(
                Field::new("quobyte"),
                original.quobyte.as_ref(),
                modified.quobyte.as_ref(),
                &mut patch.quobyte,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::RBDVolumeSource,
            >(
                Field::new("rbd"),
                original.rbd.as_ref(),
                modified.rbd.as_ref(),
                &mut patch.rbd,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ScaleIOVolumeSource,
            >(
                Field::new("scaleIO"),
                original.scale_io.as_ref(),
                modified.scale_io.as_ref(),
                &mut patch.scale_io,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::SecretVolumeSource,
            >(
                Field::new("secret"),
                original.secret.as_ref(),
                modified.secret.as_ref(),
                &mut patch.secret,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::StorageOSVolumeSource,
            >(
                Field::new("storageos"),
                original.storageos.as_ref(),
                modified.storageos.as_ref(),
                &mut patch.storageos,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::VsphereVirtualDiskVolumeSource,
            >(
                Field::new("vsphereVolume"),
                original.vsphere_volume.as_ref(),
                modified.vsphere_volume.as_ref(),
                &mut patch.vsphere_volume,
            );
    }
    #[inline]
    fn visit_patches<V: crate::__private::fields::VisitPatches>(
        left: &mut VolumePatch,
        right: &mut VolumePatch,
        visitor: &mut V,
    ) {
        use crate::__private::fields::Field;
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::AWSElasticBlockStoreVolumeSource,
            >(
                Field::new("awsElasticBlockStore"),
                &mut left.aws_elastic_block_store,
                &mut right.aws_elastic_block_store,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::AzureDiskVolumeSource,
            >(Field::new("azureDisk"), &mut left.azure_disk, &mut right.azure_disk);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::AzureFileVolumeSource,
            >(Field::new("azureFile"), &mut left.azure_file, &mut right.azure_file);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::CephFSVolumeSource,
            >(Field::new("cephfs"), &mut left.cephfs, &mut right.cephfs);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::CinderVolumeSource,
            >(Field::new("cinder"), &mut left.cinder, &mut right.cinder);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ConfigMapVolumeSource,
            >(Field::new("configMap"), &mut left.config_map, &mut right.config_map);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::CSIVolumeSource,
            >(Field::new("csi"), &mut left.csi, &mut right.csi);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::DownwardAPIVolumeSource,
            >(
                Field::new("downwardAPI"),
                &mut left.downward_api,
                &mut right.downward_api,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::EmptyDirVolumeSource,
            >(Field::new("emptyDir"), &mut left.empty_dir, &mut right.empty_dir);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::EphemeralVolumeSource,
            >(Field::new("ephemeral"), &mut left.ephemeral, &mut right.ephemeral);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::FCVolumeSource,
            >(Field::new("fc"), &mut left.fc, &mut right.fc);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::FlexVolumeSource,
            >(Field::new("flexVolume"), &mut left.flex_volume, &mut right.flex_volume);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::FlockerVolumeSource,
            >(Field::new("flocker"), &mut left.flocker, &mut right.flocker);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::GCEPersistentDiskVolumeSource,
            >(
                Field::new("gcePersistentDisk"),
                &mut left.gce_persistent_disk,
                &mut right.gce_persistent_disk,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::GitRepoVolumeSource,
            >(Field::new("gitRepo"), &mut left.git_repo, &mut right.git_repo);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::GlusterfsVolumeSource,
            >(Field::new("glusterfs"), &mut left.glusterfs, &mut right.glusterfs);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::HostPathVolumeSource,
            >(Field::new("hostPath"), &mut left.host_path, &mut right.host_path);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ImageVolumeSource,
            >(Field::new("image"), &mut left.image, &mut right.image);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ISCSIVolumeSource,
            >(Field::new("iscsi"), &mut left.iscsi, &mut right.iscsi);
        visitor
            .plain::<
                ::std::string::String,
            >(Field::new("name"), &mut left.name, &mut right.name);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::NFSVolumeSource,
            >(Field::new("nfs"), &mut left.nfs, &mut right.nfs);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PersistentVolumeClaimVolumeSource,
            >(
                Field::new("persistentVolumeClaim"),
                &mut left.persistent_volume_claim,
                &mut right.persistent_volume_claim,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PhotonPersistentDiskVolumeSource,
            >(
                Field::new("photonPersistentDisk"),
                &mut left.photon_persistent_disk,
                &mut right.photon_persistent_disk,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::PortworxVolumeSource,
            >(
                Field::new("portworxVolume"),
                &mut left.portworx_volume,
                &mut right.portworx_volume,
            );
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ProjectedVolumeSource,
            >(Field::new("projected"), &mut left.projected, &mut right.projected);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::QuobyteVolumeSource,
            >(Field::new("quobyte"), &mut left.quobyte, &mut right.quobyte);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::RBDVolumeSource,
            >(Field::new("rbd"), &mut left.rbd, &mut right.rbd);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::ScaleIOVolumeSource,
            >(Field::new("scaleIO"), &mut left.scale_io, &mut right.scale_io);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::SecretVolumeSource,
            >(Field::new("secret"), &mut left.secret, &mut right.secret);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::StorageOSVolumeSource,
            >(Field::new("storageos"), &mut left.storageos, &mut right.storageos);
        visitor
            .plain::<
                ::k8s_openapi::api::core::v1::VsphereVirtualDiskVolumeSource,
            >(
                Field::new("vsphereVolume"),
                &mut left.vsphere_volume,
                &mut right.vsphere_volume,
            );
    }
}
#[automatically_derived]
impl crate::__private::Keyed for ::k8s_openapi::api::core::v1::Volume {
    #[inline]
    fn merge_key(
        &self,
        merge_key: &str,
    ) -> ::core::option::Option<crate::__private::Key> {
        match merge_key {
            "name" => {
                ::core::option::Option::Some(&self.name)
                    .and_then(crate::__private::AsKey::as_key)
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
        patch: &VolumePatch,
        merge_key: &str,
    ) -> ::core::option::Option<crate::__private::Key> {
        match merge_key {
            "name" => {
                match &patch.name {
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
    fn patch_directive(patch: &VolumePatch) -> ::core::option::Option<&str> {
        patch.directive.as_deref()
    }
    #[inline]
    fn key_patch(&self, merge_key: &str, delete: bool) -> VolumePatch {
        let mut patch = VolumePatch::default();
        crate::__private::Keyed::set_merge_key(self, &mut patch, merge_key);
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
                patch.name = crate::__private::structure::patched_value(
                    ::core::option::Option::Some(&self.name),
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
