// The type converters: the built-in kinds', one from given OpenAPI definitions, and the one the
// API server builds for a CRD's custom resources.
//
// Part of command fieldmanager (see main.go).
// This is the master copy: edit this one.

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsinstall "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/install"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	apiextensionsvalidation "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation"
	"k8s.io/apiextensions-apiserver/pkg/controller/openapi/builder"
	apiextensionsopenapi "k8s.io/apiextensions-apiserver/pkg/generated/openapi"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	k8sruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/util/managedfields"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	openapinamer "k8s.io/apiserver/pkg/endpoints/openapi"
	utilopenapi "k8s.io/apiserver/pkg/util/openapi"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/kube-openapi/pkg/builder3"
	openapicommon "k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/spec3"
	openapiutil "k8s.io/kube-openapi/pkg/util"
	"k8s.io/kube-openapi/pkg/validation/spec"
)

// converter picks the type converter of a line: the one the API server builds for a
// CRD's custom resources when "crd" is given, the one built from "openapi" when given,
// the deduced one when "deduced" is true or client-go's scheme does not know the kind,
// else client-go's own. A "crd" whose models cannot be built falls back, as the API
// server does, to the deduced converter: a["crd_deduced"] is then true.
func converter(in input, gvk schema.GroupVersionKind, a answer) (managedfields.TypeConverter, string, error) {
	if !isNull(in.CRD) {
		if !isNull(in.OpenAPI) || in.Deduced || in.PreserveUnknownFields {
			return nil, "", badInput{errors.New(`"crd" goes with none of "openapi", "deduced" and "preserve_unknown_fields" (the CRD's spec.preserveUnknownFields is used)`)}
		}
		tc, deduced, err := crdTypeConverter(in.CRD, gvk)
		if deduced {
			a["crd_deduced"] = true
		}
		return tc, "crd", err
	}
	if !isNull(in.OpenAPI) {
		var document struct {
			Definitions map[string]*spec.Schema `json:"definitions"`
		}
		if err := json.Unmarshal(in.OpenAPI, &document); err != nil {
			return nil, "", badInput{fmt.Errorf(`"openapi": %v`, err)}
		}
		tc, err := managedfields.NewTypeConverter(document.Definitions, in.PreserveUnknownFields)
		if err != nil {
			return nil, "openapi", err
		}
		return tc, "openapi", nil
	}
	if in.Deduced || !scheme.Scheme.Recognizes(gvk) {
		return managedfields.NewDeducedTypeConverter(), "deduced", nil
	}
	return builtin, "scheme", nil
}

// crdScheme is apiextensions-apiserver's own scheme (pkg/apiserver/apiserver.go: the
// package's Scheme and its init), rebuilt here because importing pkg/apiserver would
// link the whole API server.
var crdScheme = func() *k8sruntime.Scheme {
	s := k8sruntime.NewScheme()
	apiextensionsinstall.Install(s)
	metav1.AddToGroupVersion(s, schema.GroupVersion{Group: "", Version: "v1"})
	s.AddUnversionedTypes(schema.GroupVersion{Group: "", Version: "v1"},
		&metav1.Status{}, &metav1.WatchEvent{}, &metav1.APIVersions{},
		&metav1.APIGroupList{}, &metav1.APIGroup{}, &metav1.APIResourceList{})
	return s
}()

var crdCodecs = serializer.NewCodecFactory(crdScheme)

// The static OpenAPI spec the CRD handler merges with, built once.
var (
	staticSpecOnce  sync.Once
	staticSpec      map[string]*spec.Schema
	staticSpecError error
)

// staticOpenAPISpec builds the spec the API server hands the CRD handler as
// staticOpenAPISpec: apiextensions-apiserver's New passes apiGroupInfo.StaticOpenAPISpec,
// which k8s.io/apiserver's GenericAPIServer.getOpenAPIModels (pkg/server/
// genericapiserver.go, run by InstallAPIGroup) sets to
// builder3.BuildOpenAPIDefinitionsForResources(s.openAPIV3Config, <the canonical type name
// of each resource of the group: customresourcedefinitions and its status, both
// v1.CustomResourceDefinition>). The config is genericapiserver.DefaultOpenAPIV3Config
// (pkg/server/config.go), reproduced here field by field (importing pkg/server would link
// etcd and more), with kube-apiserver's wrapping of the definitions
// (utilopenapi.GetOpenAPIDefinitionsWithoutDisabledFeatures). Stand-ins: kube-apiserver
// uses k8s.io/kubernetes/pkg/generated/openapi.GetOpenAPIDefinitions and a namer over
// its three schemes (legacyscheme, apiextensions', the aggregator's); the oracle uses
// apiextensions-apiserver's generated GetOpenAPIDefinitions and its scheme, which give
// the definitions reachable from CustomResourceDefinition (generated from the same Go
// types). builder.MergeSpecsV3 skips a spec without paths, which the static one is, so
// only its being non-nil matters to the type converter (a nil one would give the deduced
// converter).
func staticOpenAPISpec() (map[string]*spec.Schema, error) {
	staticSpecOnce.Do(func() {
		getDefinitions := utilopenapi.GetOpenAPIDefinitionsWithoutDisabledFeatures(apiextensionsopenapi.GetOpenAPIDefinitions)
		namer := openapinamer.NewDefinitionNamer(crdScheme)
		config := &openapicommon.OpenAPIV3Config{
			IgnorePrefixes: []string{},
			Info: &spec.Info{
				InfoProps: spec.InfoProps{
					Title: "Kubernetes",
				},
			},
			DefaultResponse: &spec3.Response{
				ResponseProps: spec3.ResponseProps{
					Description: "Default Response.",
				},
			},
			GetOperationIDAndTags: openapinamer.GetOperationIDAndTags,
			GetDefinitionName:     namer.GetDefinitionName,
			GetDefinitions:        getDefinitions,
		}
		config.Definitions = getDefinitions(func(name string) spec.Ref {
			defName, _ := config.GetDefinitionName(name)
			return spec.MustCreateRef("#/components/schemas/" + openapicommon.EscapeJsonPointer(defName))
		})
		sample, err := crdScheme.New(apiextensionsv1.SchemeGroupVersion.WithKind("CustomResourceDefinition"))
		if err != nil {
			staticSpecError = err
			return
		}
		name := openapiutil.GetCanonicalTypeName(sample)
		staticSpec, staticSpecError = builder3.BuildOpenAPIDefinitionsForResources(config, name, name)
	})
	return staticSpec, staticSpecError
}

// buildOpenAPIModelsForApply is apiextensions-apiserver's function of that name
// (pkg/apiserver/customresource_handler.go, unexported there), copied: the static spec
// as an OpenAPI v3 document, then builder.BuildOpenAPIV3 of every version of the CRD
// (served or not), merged by builder.MergeSpecsV3; the merged components' schemas.
func buildOpenAPIModelsForApply(staticOpenAPISpec map[string]*spec.Schema, crd *apiextensionsv1.CustomResourceDefinition) (map[string]*spec.Schema, error) {
	if staticOpenAPISpec == nil {
		return nil, nil
	}

	// Convert static spec to V3 format to be able to merge
	staticSpecV3 := &spec3.OpenAPI{
		Version: "3.0.0",
		Info: &spec.Info{
			InfoProps: spec.InfoProps{
				Title:   "Kubernetes CRD Swagger",
				Version: "v0.1.0",
			},
		},
		Components: &spec3.Components{
			Schemas: staticOpenAPISpec,
		},
	}

	specs := []*spec3.OpenAPI{staticSpecV3}
	for _, v := range crd.Spec.Versions {
		// Defaults are not pruned here, but before being served.
		// See flag description in builder.go for flag usage
		s, err := builder.BuildOpenAPIV3(crd, v.Name, builder.Options{})
		if err != nil {
			return nil, err
		}
		specs = append(specs, s)
	}

	mergedOpenAPI, err := builder.MergeSpecsV3(specs...)
	if err != nil {
		return nil, err
	}
	return mergedOpenAPI.Components.Schemas, nil
}

// crdTypeConverter builds the type converter the API server uses for the custom resources
// of a CRD (apiextensions.k8s.io/v1, as JSON), after checking that gvk is a kind and a
// served version of it. The CRD goes through what creating it does: decoding with
// apiextensions' scheme (defaulting, conversion to the internal version), the registry
// strategy's PrepareForCreate (status cleared, status.storedVersions = [the storage
// version]; its dropDisabledFields drops nothing at the default feature gates) and its
// Validate (validation.ValidateCustomResourceDefinition); an invalid CRD is an error, as
// the API server refuses to create it. Then, as crdHandler.getOrCreateServingInfoFor
// does: models from buildOpenAPIModelsForApply(staticOpenAPISpec, crd); on an error
// there, utilruntime.HandleError and the deduced converter (deduced = true); else
// managedfields.NewTypeConverter(models, crd.Spec.PreserveUnknownFields).
func crdTypeConverter(raw json.RawMessage, gvk schema.GroupVersionKind) (tc managedfields.TypeConverter, deduced bool, err error) {
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return nil, false, badInput{errors.New(`"crd" is not a JSON object`)}
	}
	decoded, decodedGVK, err := crdCodecs.UniversalDecoder(apiextensionsinternal.SchemeGroupVersion).Decode(trimmed, nil, nil)
	if err != nil {
		return nil, false, fmt.Errorf("crd: %v", err)
	}
	if want := apiextensionsv1.SchemeGroupVersion.WithKind("CustomResourceDefinition"); *decodedGVK != want {
		return nil, false, fmt.Errorf("crd: expected %s, got %s", want, decodedGVK)
	}
	internal, ok := decoded.(*apiextensionsinternal.CustomResourceDefinition)
	if !ok {
		return nil, false, fmt.Errorf("crd: decoded as %T", decoded)
	}
	// customresourcedefinition strategy's PrepareForCreate.
	internal.Status = apiextensionsinternal.CustomResourceDefinitionStatus{}
	internal.Generation = 1
	for _, v := range internal.Spec.Versions {
		if v.Storage {
			if !apiextensionsinternal.IsStoredVersion(internal, v.Name) {
				internal.Status.StoredVersions = append(internal.Status.StoredVersions, v.Name)
			}
			break
		}
	}
	if errs := apiextensionsvalidation.ValidateCustomResourceDefinition(context.Background(), internal); len(errs) > 0 {
		return nil, false, apierrors.NewInvalid(apiextensionsinternal.Kind("CustomResourceDefinition"), internal.Name, errs)
	}
	crd := &apiextensionsv1.CustomResourceDefinition{}
	if err := crdScheme.Convert(internal, crd, nil); err != nil {
		return nil, false, fmt.Errorf("crd: %v", err)
	}
	crdScheme.Default(crd)

	if gvk.Group != crd.Spec.Group || gvk.Kind != crd.Spec.Names.Kind {
		return nil, false, fmt.Errorf("the CRD %s defines kind %q of group %q, not kind %q of group %q", crd.Name, crd.Spec.Names.Kind, crd.Spec.Group, gvk.Kind, gvk.Group)
	}
	served := []string{}
	found := false
	for _, v := range crd.Spec.Versions {
		if v.Served {
			served = append(served, v.Name)
			found = found || v.Name == gvk.Version
		}
	}
	if !found {
		if len(served) == 0 {
			served = []string{"none"}
		}
		return nil, false, fmt.Errorf("the CRD %s serves no version %q (served: %s)", crd.Name, gvk.Version, strings.Join(served, ", "))
	}

	static, err := staticOpenAPISpec()
	if err != nil {
		return nil, false, fmt.Errorf("oracle: static OpenAPI spec: %v", err)
	}
	openAPIModels, err := buildOpenAPIModelsForApply(static, crd)
	if err != nil {
		utilruntime.HandleError(fmt.Errorf("error building openapi models for %s: %v", crd.Name, err))
		openAPIModels = nil
	}
	if len(openAPIModels) == 0 {
		return managedfields.NewDeducedTypeConverter(), true, nil
	}
	tc, err = managedfields.NewTypeConverter(openAPIModels, crd.Spec.PreserveUnknownFields)
	return tc, false, err
}
