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
const _: fn() = crate::__private::needs_default::<::k8s_openapi::api::core::v1::Volume>;
/// A strategic merge patch of [`Volume`](k8s_openapi::api::core::v1::Volume) (generated from its OpenAPI definition).
#[derive(Default)]
pub struct VolumePatch {
    /// `$patch`: `replace` or `delete` this object (any other value, `merge` included, is an error).
    pub directive: ::core::option::Option<::std::string::String>,
    /// `$retainKeys`: the fields this object keeps.
    pub retain_keys: ::core::option::Option<::std::vec::Vec<::std::string::String>>,
    /// `awsElasticBlockStore`.
    ///
    /// See [`Volume::aws_elastic_block_store`](k8s_openapi::api::core::v1::Volume::aws_elastic_block_store).
    pub aws_elastic_block_store: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::AWSElasticBlockStoreVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `azureDisk`.
    ///
    /// See [`Volume::azure_disk`](k8s_openapi::api::core::v1::Volume::azure_disk).
    pub azure_disk: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::AzureDiskVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `azureFile`.
    ///
    /// See [`Volume::azure_file`](k8s_openapi::api::core::v1::Volume::azure_file).
    pub azure_file: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::AzureFileVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `cephfs`.
    ///
    /// See [`Volume::cephfs`](k8s_openapi::api::core::v1::Volume::cephfs).
    pub cephfs: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::CephFSVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `cinder`.
    ///
    /// See [`Volume::cinder`](k8s_openapi::api::core::v1::Volume::cinder).
    pub cinder: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::CinderVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `configMap`.
    ///
    /// See [`Volume::config_map`](k8s_openapi::api::core::v1::Volume::config_map).
    pub config_map: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ConfigMapVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `csi`.
    ///
    /// See [`Volume::csi`](k8s_openapi::api::core::v1::Volume::csi).
    pub csi: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::CSIVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `downwardAPI`.
    ///
    /// See [`Volume::downward_api`](k8s_openapi::api::core::v1::Volume::downward_api).
    pub downward_api: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::DownwardAPIVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `emptyDir`.
    ///
    /// See [`Volume::empty_dir`](k8s_openapi::api::core::v1::Volume::empty_dir).
    pub empty_dir: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::EmptyDirVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `ephemeral`.
    ///
    /// See [`Volume::ephemeral`](k8s_openapi::api::core::v1::Volume::ephemeral).
    pub ephemeral: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::EphemeralVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `fc`.
    ///
    /// See [`Volume::fc`](k8s_openapi::api::core::v1::Volume::fc).
    pub fc: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::FCVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `flexVolume`.
    ///
    /// See [`Volume::flex_volume`](k8s_openapi::api::core::v1::Volume::flex_volume).
    pub flex_volume: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::FlexVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `flocker`.
    ///
    /// See [`Volume::flocker`](k8s_openapi::api::core::v1::Volume::flocker).
    pub flocker: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::FlockerVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `gcePersistentDisk`.
    ///
    /// See [`Volume::gce_persistent_disk`](k8s_openapi::api::core::v1::Volume::gce_persistent_disk).
    pub gce_persistent_disk: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::GCEPersistentDiskVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `gitRepo`.
    ///
    /// See [`Volume::git_repo`](k8s_openapi::api::core::v1::Volume::git_repo).
    pub git_repo: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::GitRepoVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `glusterfs`.
    ///
    /// See [`Volume::glusterfs`](k8s_openapi::api::core::v1::Volume::glusterfs).
    pub glusterfs: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::GlusterfsVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `hostPath`.
    ///
    /// See [`Volume::host_path`](k8s_openapi::api::core::v1::Volume::host_path).
    pub host_path: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::HostPathVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `image`.
    ///
    /// See [`Volume::image`](k8s_openapi::api::core::v1::Volume::image).
    pub image: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ImageVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `iscsi`.
    ///
    /// See [`Volume::iscsi`](k8s_openapi::api::core::v1::Volume::iscsi).
    pub iscsi: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ISCSIVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `name`.
    ///
    /// See [`Volume::name`](k8s_openapi::api::core::v1::Volume::name).
    pub name: crate::typed::Patched<
        <::std::string::String as crate::StrategicMerge>::Held,
    >,
    /// `nfs`.
    ///
    /// See [`Volume::nfs`](k8s_openapi::api::core::v1::Volume::nfs).
    pub nfs: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::NFSVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `persistentVolumeClaim`.
    ///
    /// See [`Volume::persistent_volume_claim`](k8s_openapi::api::core::v1::Volume::persistent_volume_claim).
    pub persistent_volume_claim: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PersistentVolumeClaimVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `photonPersistentDisk`.
    ///
    /// See [`Volume::photon_persistent_disk`](k8s_openapi::api::core::v1::Volume::photon_persistent_disk).
    pub photon_persistent_disk: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PhotonPersistentDiskVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `portworxVolume`.
    ///
    /// See [`Volume::portworx_volume`](k8s_openapi::api::core::v1::Volume::portworx_volume).
    pub portworx_volume: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::PortworxVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `projected`.
    ///
    /// See [`Volume::projected`](k8s_openapi::api::core::v1::Volume::projected).
    pub projected: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ProjectedVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `quobyte`.
    ///
    /// See [`Volume::quobyte`](k8s_openapi::api::core::v1::Volume::quobyte).
    pub quobyte: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::QuobyteVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `rbd`.
    ///
    /// See [`Volume::rbd`](k8s_openapi::api::core::v1::Volume::rbd).
    pub rbd: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::RBDVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `scaleIO`.
    ///
    /// See [`Volume::scale_io`](k8s_openapi::api::core::v1::Volume::scale_io).
    pub scale_io: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::ScaleIOVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `secret`.
    ///
    /// See [`Volume::secret`](k8s_openapi::api::core::v1::Volume::secret).
    pub secret: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::SecretVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `storageos`.
    ///
    /// See [`Volume::storageos`](k8s_openapi::api::core::v1::Volume::storageos).
    pub storageos: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::StorageOSVolumeSource as crate::StrategicMerge>::Held,
    >,
    /// `vsphereVolume`.
    ///
    /// See [`Volume::vsphere_volume`](k8s_openapi::api::core::v1::Volume::vsphere_volume).
    pub vsphere_volume: crate::typed::Patched<
        <::k8s_openapi::api::core::v1::VsphereVirtualDiskVolumeSource as crate::StrategicMerge>::Held,
    >,
}
#[automatically_derived]
impl crate::__private::serde::Serialize for VolumePatch {
    #[inline]
    fn serialize<S: crate::__private::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::core::result::Result<S::Ok, S::Error> {
        crate::__private::patch_serde::serialize::<
            ::k8s_openapi::api::core::v1::Volume,
            S,
        >(self, serializer)
    }
}
#[automatically_derived]
impl ::core::fmt::Debug for VolumePatch {
    #[inline]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        crate::__private::patch_serde::debug::<
            ::k8s_openapi::api::core::v1::Volume,
        >(self, f)
    }
}
#[automatically_derived]
impl ::core::clone::Clone for VolumePatch {
    #[inline]
    fn clone(&self) -> Self {
        crate::__private::patch_serde::clone::<
            ::k8s_openapi::api::core::v1::Volume,
        >(self)
    }
}
#[automatically_derived]
impl ::core::cmp::PartialEq for VolumePatch {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        crate::__private::patch_serde::eq::<
            ::k8s_openapi::api::core::v1::Volume,
        >(self, other)
    }
}
#[automatically_derived]
impl<'de> crate::__private::serde::Deserialize<'de> for VolumePatch {
    #[inline]
    fn deserialize<D: crate::__private::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::core::result::Result<Self, D::Error> {
        crate::__private::patch_serde::deserialize::<
            ::k8s_openapi::api::core::v1::Volume,
            D,
        >(deserializer)
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
    #[allow(unreachable_patterns)]
    #[inline]
    fn index_of(name: &[u8]) -> ::core::option::Option<usize> {
        match name {
            b"$patch" => ::core::option::Option::Some(0),
            b"$retainKeys" => ::core::option::Option::Some(1),
            b"awsElasticBlockStore" => ::core::option::Option::Some(2),
            b"azureDisk" => ::core::option::Option::Some(3),
            b"azureFile" => ::core::option::Option::Some(4),
            b"cephfs" => ::core::option::Option::Some(5),
            b"cinder" => ::core::option::Option::Some(6),
            b"configMap" => ::core::option::Option::Some(7),
            b"csi" => ::core::option::Option::Some(8),
            b"downwardAPI" => ::core::option::Option::Some(9),
            b"emptyDir" => ::core::option::Option::Some(10),
            b"ephemeral" => ::core::option::Option::Some(11),
            b"fc" => ::core::option::Option::Some(12),
            b"flexVolume" => ::core::option::Option::Some(13),
            b"flocker" => ::core::option::Option::Some(14),
            b"gcePersistentDisk" => ::core::option::Option::Some(15),
            b"gitRepo" => ::core::option::Option::Some(16),
            b"glusterfs" => ::core::option::Option::Some(17),
            b"hostPath" => ::core::option::Option::Some(18),
            b"image" => ::core::option::Option::Some(19),
            b"iscsi" => ::core::option::Option::Some(20),
            b"name" => ::core::option::Option::Some(21),
            b"nfs" => ::core::option::Option::Some(22),
            b"persistentVolumeClaim" => ::core::option::Option::Some(23),
            b"photonPersistentDisk" => ::core::option::Option::Some(24),
            b"portworxVolume" => ::core::option::Option::Some(25),
            b"projected" => ::core::option::Option::Some(26),
            b"quobyte" => ::core::option::Option::Some(27),
            b"rbd" => ::core::option::Option::Some(28),
            b"scaleIO" => ::core::option::Option::Some(29),
            b"secret" => ::core::option::Option::Some(30),
            b"storageos" => ::core::option::Option::Some(31),
            b"vsphereVolume" => ::core::option::Option::Some(32),
            _ => ::core::option::Option::None,
        }
    }
}
impl VolumePatch {
    /// Whether the patch changes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        crate::__private::patch_serde::is_empty::<
            ::k8s_openapi::api::core::v1::Volume,
        >(self)
    }
}
#[automatically_derived]
impl crate::StrategicMerge for ::k8s_openapi::api::core::v1::Volume {
    type Patch = VolumePatch;
    type Held = ::std::boxed::Box<VolumePatch>;
}
#[automatically_derived]
impl crate::__private::Operations for ::k8s_openapi::api::core::v1::Volume {
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
    fn directives_ref(
        patch: &VolumePatch,
    ) -> (
        &::core::option::Option<::std::string::String>,
        &::core::option::Option<::std::vec::Vec<::std::string::String>>,
    ) {
        (&patch.directive, &patch.retain_keys)
    }
    #[inline]
    fn visit<V: crate::__private::fields::Visit<Self>>(visitor: &mut V) {
        use crate::__private::{fields::Field, member};
        static FIELDS: [Field; 31] = [
            Field::new("awsElasticBlockStore"),
            Field::new("azureDisk"),
            Field::new("azureFile"),
            Field::new("cephfs"),
            Field::new("cinder"),
            Field::new("configMap"),
            Field::new("csi"),
            Field::new("downwardAPI"),
            Field::new("emptyDir"),
            Field::new("ephemeral"),
            Field::new("fc"),
            Field::new("flexVolume"),
            Field::new("flocker"),
            Field::new("gcePersistentDisk"),
            Field::new("gitRepo"),
            Field::new("glusterfs"),
            Field::new("hostPath"),
            Field::new("image"),
            Field::new("iscsi"),
            Field::new("name"),
            Field::new("nfs"),
            Field::new("persistentVolumeClaim"),
            Field::new("photonPersistentDisk"),
            Field::new("portworxVolume"),
            Field::new("projected"),
            Field::new("quobyte"),
            Field::new("rbd"),
            Field::new("scaleIO"),
            Field::new("secret"),
            Field::new("storageos"),
            Field::new("vsphereVolume"),
        ];
        visitor.plain(&FIELDS[0], member!(aws_elastic_block_store));
        visitor.plain(&FIELDS[1], member!(azure_disk));
        visitor.plain(&FIELDS[2], member!(azure_file));
        visitor.plain(&FIELDS[3], member!(cephfs));
        visitor.plain(&FIELDS[4], member!(cinder));
        visitor.plain(&FIELDS[5], member!(config_map));
        visitor.plain(&FIELDS[6], member!(csi));
        visitor.plain(&FIELDS[7], member!(downward_api));
        visitor.plain(&FIELDS[8], member!(empty_dir));
        visitor.plain(&FIELDS[9], member!(ephemeral));
        visitor.plain(&FIELDS[10], member!(fc));
        visitor.plain(&FIELDS[11], member!(flex_volume));
        visitor.plain(&FIELDS[12], member!(flocker));
        visitor.plain(&FIELDS[13], member!(gce_persistent_disk));
        visitor.plain(&FIELDS[14], member!(git_repo));
        visitor.plain(&FIELDS[15], member!(glusterfs));
        visitor.plain(&FIELDS[16], member!(host_path));
        visitor.plain(&FIELDS[17], member!(image));
        visitor.plain(&FIELDS[18], member!(iscsi));
        visitor.plain(&FIELDS[19], member!(name, required));
        visitor.plain(&FIELDS[20], member!(nfs));
        visitor.plain(&FIELDS[21], member!(persistent_volume_claim));
        visitor.plain(&FIELDS[22], member!(photon_persistent_disk));
        visitor.plain(&FIELDS[23], member!(portworx_volume));
        visitor.plain(&FIELDS[24], member!(projected));
        visitor.plain(&FIELDS[25], member!(quobyte));
        visitor.plain(&FIELDS[26], member!(rbd));
        visitor.plain(&FIELDS[27], member!(scale_io));
        visitor.plain(&FIELDS[28], member!(secret));
        visitor.plain(&FIELDS[29], member!(storageos));
        visitor.plain(&FIELDS[30], member!(vsphere_volume));
    }
}
