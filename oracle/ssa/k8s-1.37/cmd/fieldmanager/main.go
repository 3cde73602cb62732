// Command fieldmanager answers, for each JSON line of standard input, what server-side
// apply computes for an object as the API server does it: structured-merge-diff's typed
// values (field sets, comparison, merge, removal and extraction of items) and
// apimachinery's field manager chain (apply, update, conflicts, managedFields). One JSON
// line out per line in, in order, flushed after each line. Written for smp's tests; the
// protocol and what Go was seen to do are described in oracle/ssa/k8s-1.37/README.md.
//
// The program exists twice, differing only in the import path of structured-merge-diff:
// oracle/ssa/k8s-1.37/cmd/fieldmanager/main.go (client-go and apimachinery v0.37.2, SMD v6)
// and oracle/ssa/k8s-1.33/cmd/fieldmanager/main.go (v0.33.13, SMD v4). The go:generate
// line of the 1.37 copy writes the 1.33 copy: `go generate ./...` in oracle/ssa/k8s-1.37.
// This is the master copy: edit this one.
//
// Input lines (OBJ is a JSON object with apiVersion and kind):
//
//	{"op":"to_field_set","object":OBJ}
//	{"op":"compare","old":OBJ,"new":OBJ}
//	{"op":"merge","live":OBJ,"apply":OBJ}
//	{"op":"remove_items","object":OBJ,"fields":"<FieldsV1>"}
//	{"op":"extract_items","object":OBJ,"fields":"<FieldsV1>","append_key_fields":false}
//	{"op":"sequence","live":OBJ|null,"subresource":"","time":"RFC 3339",
//	 "steps":[{"apply":OBJ,"manager":"m","force":false,"time":"...","subresource":"status"},
//	          {"update":OBJ,"manager":"m"},
//	          {"kubectl_apply":OBJ,"manager":"kubectl","force":false}]}
//	{"op":"version"}
//
// Every op but version also takes "deduced": true (the deduced type converter),
// "openapi": {"definitions": {...}} (a type converter built from those schemas),
// "preserve_unknown_fields" (with openapi), "crd": <CustomResourceDefinition,
// apiextensions.k8s.io/v1> (the type converter the API server builds for that CRD's custom
// resources, see crdTypeConverter) and "allow_duplicates" (typed.AllowDuplicates when
// converting objects in ops 1 to 4).
//
// With "crd" (converter "crd"; k8s.io/apiextensions-apiserver at the version of client-go:
// v0.37.2 in k8s-1.37, v0.33.13 in k8s-1.33): the CRD is decoded, defaulted, prepared and
// validated as creating it does (validation.ValidateCustomResourceDefinition; an invalid
// CRD, or an object whose group, kind or served version the CRD does not define, is an
// "error"); then the models are those of the handler's buildOpenAPIModelsForApply
// (copied): builder.BuildOpenAPIV3 of each version, merged by builder.MergeSpecsV3 with the
// static spec (builder3.BuildOpenAPIDefinitionsForResources of v1.CustomResourceDefinition
// over apiextensions-apiserver's generated GetOpenAPIDefinitions, see staticOpenAPISpec),
// and the converter managedfields.NewTypeConverter(models, crd.Spec.PreserveUnknownFields),
// or the deduced one where building the models fails ("crd_deduced": true), as in
// customresource_handler.go. A sequence then uses NewDefaultCRDFieldManager.
//
// sequence also takes "reset_fields" (or, by Kubernetes release,
// "reset_fields_by_version": {"1.33": <reset_fields>, ...}, this program taking its own
// release's):
// {"<subresource, \"\" for the main resource>": {"<apiVersion>": "<FieldsV1>"}}.
package main

//go:generate sh -c "sed -e 's|structured-merge-diff/v6/|structured-merge-diff/v4/|' -e 's|^// This is the master copy: edit this one.$|// Code generated from oracle/ssa/k8s-1.37/cmd/fieldmanager/main.go by go generate. DO NOT EDIT.|' -e 's|^..go:generate .*|// (The go:generate line that writes this file is in the master.)|' main.go > ../../../k8s-1.33/cmd/fieldmanager/main.go"

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/go-logr/logr"
	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsinstall "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/install"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	apiextensionsvalidation "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation"
	"k8s.io/apiextensions-apiserver/pkg/controller/openapi/builder"
	apiextensionsopenapi "k8s.io/apiextensions-apiserver/pkg/generated/openapi"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	k8sruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/managedfields"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/apimachinery/pkg/util/sets"
	openapinamer "k8s.io/apiserver/pkg/endpoints/openapi"
	utilopenapi "k8s.io/apiserver/pkg/util/openapi"
	"k8s.io/client-go/applyconfigurations"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/util/csaupgrade"
	"k8s.io/klog/v2"
	"k8s.io/kube-openapi/pkg/builder3"
	openapicommon "k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/spec3"
	openapiutil "k8s.io/kube-openapi/pkg/util"
	"k8s.io/kube-openapi/pkg/validation/spec"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
	"sigs.k8s.io/structured-merge-diff/v6/typed"
)

// input is one line of standard input. Pointers and raw messages tell a missing field
// from an empty one. Other keys are ignored (a caller may add an id); encoding/json
// matches the names case-insensitively.
type input struct {
	Op                    *string                      `json:"op"`
	Object                json.RawMessage              `json:"object"`
	Old                   json.RawMessage              `json:"old"`
	New                   json.RawMessage              `json:"new"`
	Live                  json.RawMessage              `json:"live"`
	Apply                 json.RawMessage              `json:"apply"`
	Fields                *string                      `json:"fields"`
	Steps                 []json.RawMessage            `json:"steps"`
	Subresource           *string                      `json:"subresource"`
	Time                  *string                      `json:"time"`
	Deduced               bool                         `json:"deduced"`
	OpenAPI               json.RawMessage              `json:"openapi"`
	CRD                   json.RawMessage              `json:"crd"`
	PreserveUnknownFields bool                         `json:"preserve_unknown_fields"`
	AllowDuplicates       bool                         `json:"allow_duplicates"`
	AppendKeyFields       bool                         `json:"append_key_fields"`
	ResetFields           map[string]map[string]string `json:"reset_fields"`
	// reset_fields of each Kubernetes version ("1.33"), the one of this program's
	// apimachinery taken where given.
	ResetFieldsByVersion map[string]map[string]map[string]string `json:"reset_fields_by_version"`
}

// step is one request of a sequence: exactly one of apply, update, patch (a JSON
// merge patch of the live object, RFC 7386, sent as an update: what the API server does
// with a merge-patch request) and kubectl_apply (the requests `kubectl apply
// --server-side` makes, see kubectlApply).
type step struct {
	Apply        json.RawMessage `json:"apply"`
	KubectlApply json.RawMessage `json:"kubectl_apply"`
	Update       json.RawMessage `json:"update"`
	Patch        json.RawMessage `json:"patch"`
	Manager      *string         `json:"manager"`
	Force        bool            `json:"force"`
	Time         *string         `json:"time"`
	Subresource  *string         `json:"subresource"`
}

// answer is the reply to one line; encoding/json writes its keys sorted.
type answer = map[string]interface{}

// defaultTime is the clock reading of a step that names no time.
const defaultTime = "2026-01-01T00:00:00Z"

// maxTries bounds the runs of one step when the wall clock passes a second boundary
// during it (see runStep).
const maxTries = 20

// handled collects what utilruntime.HandleError receives (Unstructured's
// GetManagedFields reports there why it returns nil). Replacing the handlers also drops
// client-go's default ones, which log through klog and sleep between errors.
var handled []string

// builtin is client-go's type converter for the kinds of its scheme (the OpenAPI
// models compiled into client-go's applyconfigurations).
var builtin managedfields.TypeConverter

func main() {
	utilruntime.ErrorHandlers = []utilruntime.ErrorHandler{
		func(_ context.Context, err error, msg string, _ ...interface{}) {
			text := "<nil>"
			if err != nil {
				text = err.Error()
			}
			if msg != "" && msg != "Unhandled Error" {
				text = msg + ": " + text
			}
			handled = append(handled, text)
		},
	}
	// FieldManager.UpdateNoErrors logs through klog; keep standard error quiet.
	klog.SetLogger(logr.Discard())
	builtin = applyconfigurations.NewTypeConverter(scheme.Scheme)

	reader := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriter(os.Stdout)
	encoder := json.NewEncoder(out)
	for {
		line, err := reader.ReadBytes('\n')
		if len(line) > 0 {
			if encodeErr := encoder.Encode(respond(line)); encodeErr != nil {
				fail(encodeErr)
			}
			// One answer per line as soon as it is known, so that a caller may talk
			// to the program line by line.
			if flushErr := out.Flush(); flushErr != nil {
				fail(flushErr)
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			fail(err)
		}
	}
	if err := out.Flush(); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "fieldmanager:", err)
	os.Exit(2)
}

// respond answers one line (with or without its newline); a panic anywhere that is not
// caught closer becomes {"panic": "..."}.
func respond(line []byte) (a answer) {
	handled = nil
	defer func() {
		if r := recover(); r != nil {
			a = answer{"panic": fmt.Sprint(r)}
		}
		if len(handled) > 0 && a != nil {
			if _, ok := a["handled_errors"]; !ok {
				a["handled_errors"] = handled
			}
		}
		handled = nil
	}()
	in, err := parseInput(bytes.TrimRight(line, "\r\n"))
	if err != nil {
		return answer{"bad_input": err.Error()}
	}
	switch *in.Op {
	case "version":
		return version()
	case "sequence":
		return sequence(in)
	default:
		return typedOp(in)
	}
}

func parseInput(line []byte) (input, error) {
	var in input
	decoder := json.NewDecoder(bytes.NewReader(line))
	if err := decoder.Decode(&in); err != nil {
		return in, err
	}
	if decoder.More() {
		return in, errors.New("trailing data after the input object")
	}
	if in.Op == nil {
		return in, errors.New(`missing "op"`)
	}
	var need []string
	present := func(name string, raw json.RawMessage) {
		if len(bytes.TrimSpace(raw)) == 0 {
			need = append(need, name)
		}
	}
	switch *in.Op {
	case "version":
		return in, nil
	case "to_field_set":
		present("object", in.Object)
	case "compare":
		present("old", in.Old)
		present("new", in.New)
	case "merge":
		present("live", in.Live)
		present("apply", in.Apply)
	case "remove_items", "extract_items":
		present("object", in.Object)
		if in.Fields == nil {
			need = append(need, "fields")
		}
	case "sequence":
		if in.Steps == nil {
			need = append(need, "steps")
		}
	default:
		return in, fmt.Errorf("unknown op %q", *in.Op)
	}
	if len(need) > 0 {
		return in, fmt.Errorf("missing %s", strings.Join(quoteAll(need), ", "))
	}
	return in, nil
}

func quoteAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = fmt.Sprintf("%q", n)
	}
	return out
}

// badInput marks an error in the line itself (as opposed to one Go reports).
type badInput struct{ error }

// decodeObject reads an OBJ the way the API machinery reads JSON: integers that fit
// become int64, other numbers float64.
func decodeObject(name string, raw json.RawMessage) (*unstructured.Unstructured, error) {
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return nil, badInput{fmt.Errorf("%q is not a JSON object", name)}
	}
	var object map[string]interface{}
	if err := utiljson.Unmarshal(trimmed, &object); err != nil {
		return nil, badInput{fmt.Errorf("%q: %v", name, err)}
	}
	return &unstructured.Unstructured{Object: object}, nil
}

// isNull tells a missing or null value.
func isNull(raw json.RawMessage) bool {
	trimmed := bytes.TrimSpace(raw)
	return len(trimmed) == 0 || string(trimmed) == "null"
}

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

// errorAnswer turns an error of the line's own making into bad input.
func errorAnswer(a answer, key string, err error) answer {
	var bad badInput
	if errors.As(err, &bad) {
		return answer{"bad_input": bad.Error()}
	}
	a[key] = err.Error()
	return a
}

// valueJSON is the JSON of a typed value's content.
func valueJSON(tv *typed.TypedValue) (json.RawMessage, error) {
	b, err := json.Marshal(tv.AsValue().Unstructured())
	return json.RawMessage(b), err
}

func setJSON(s *fieldpath.Set) (string, error) {
	b, err := s.ToJSON()
	return string(b), err
}

// typedOp answers to_field_set, compare, merge, remove_items and extract_items.
func typedOp(in input) answer {
	a := answer{}
	var opts []typed.ValidationOptions
	if in.AllowDuplicates {
		opts = append(opts, typed.AllowDuplicates)
	}
	first := in.Object
	firstName := "object"
	switch *in.Op {
	case "compare":
		first, firstName = in.Old, "old"
	case "merge":
		first, firstName = in.Live, "live"
	}
	obj, err := decodeObject(firstName, first)
	if err != nil {
		return errorAnswer(a, "error", err)
	}
	tc, name, err := converter(in, obj.GroupVersionKind(), a)
	a["converter"] = name
	if err != nil {
		return errorAnswer(a, "error", err)
	}
	toTyped := func(label string, u *unstructured.Unstructured) (*typed.TypedValue, error) {
		tv, err := tc.ObjectToTyped(u, opts...)
		if err != nil && label != "" {
			return nil, fmt.Errorf("%s: %v", label, err)
		}
		return tv, err
	}

	switch *in.Op {
	case "to_field_set":
		tv, err := toTyped("", obj)
		if err != nil {
			return errorAnswer(a, "error", err)
		}
		if err := tv.Validate(); err != nil {
			a["validate"] = err.Error()
		} else {
			a["validate"] = nil
		}
		set, err := tv.ToFieldSet()
		if err != nil {
			a["fields_error"] = err.Error()
			return a
		}
		text, err := setJSON(set)
		if err != nil {
			a["fields_error"] = err.Error()
			return a
		}
		a["fields_v1"] = text
		return a

	case "compare", "merge":
		secondRaw, secondName := in.New, "new"
		if *in.Op == "merge" {
			secondRaw, secondName = in.Apply, "apply"
		}
		second, err := decodeObject(secondName, secondRaw)
		if err != nil {
			return errorAnswer(a, "error", err)
		}
		lhs, err := toTyped(firstName, obj)
		if err != nil {
			return errorAnswer(a, "error", err)
		}
		rhs, err := toTyped(secondName, second)
		if err != nil {
			return errorAnswer(a, "error", err)
		}
		if *in.Op == "merge" {
			out, err := lhs.Merge(rhs)
			if err != nil {
				return errorAnswer(a, "error", err)
			}
			raw, err := valueJSON(out)
			if err != nil {
				return errorAnswer(a, "error", err)
			}
			a["object"] = raw
			return a
		}
		c, err := lhs.Compare(rhs)
		if err != nil {
			return errorAnswer(a, "error", err)
		}
		for key, s := range map[string]*fieldpath.Set{"added": c.Added, "modified": c.Modified, "removed": c.Removed} {
			text, err := setJSON(s)
			if err != nil {
				return errorAnswer(a, "error", err)
			}
			a[key] = text
		}
		return a

	default: // remove_items, extract_items
		set := &fieldpath.Set{}
		if err := set.FromJSON(strings.NewReader(*in.Fields)); err != nil {
			a["error"] = "fields: " + err.Error()
			return a
		}
		tv, err := toTyped("", obj)
		if err != nil {
			return errorAnswer(a, "error", err)
		}
		var out *typed.TypedValue
		if *in.Op == "remove_items" {
			out = tv.RemoveItems(set)
		} else if in.AppendKeyFields {
			out = tv.ExtractItems(set, typed.WithAppendKeyFields())
		} else {
			out = tv.ExtractItems(set)
		}
		raw, err := valueJSON(out)
		if err != nil {
			return errorAnswer(a, "error", err)
		}
		a["object"] = raw
		return a
	}
}

// identityConvertor, noDefaulter and emptyCreater stand in for the scheme's conversion,
// defaulting and creation: objects stay unstructured, in the version they came in.
type identityConvertor struct{}

func (identityConvertor) Convert(in, out, context interface{}) error {
	return errors.New("oracle: Convert is not implemented")
}

func (identityConvertor) ConvertToVersion(in k8sruntime.Object, _ k8sruntime.GroupVersioner) (k8sruntime.Object, error) {
	return in, nil
}

func (identityConvertor) ConvertFieldLabel(_ schema.GroupVersionKind, _, _ string) (string, string, error) {
	return "", "", errors.New("oracle: ConvertFieldLabel is not implemented")
}

type noDefaulter struct{}

func (noDefaulter) Default(k8sruntime.Object) {}

type emptyCreater struct{}

func (emptyCreater) New(gvk schema.GroupVersionKind) (k8sruntime.Object, error) {
	u := &unstructured.Unstructured{Object: map[string]interface{}{}}
	u.SetGroupVersionKind(gvk)
	return u, nil
}

// sequence runs apply and update requests one after the other through the field
// manager the API server builds (managedfields.NewDefaultFieldManager, or
// NewDefaultCRDFieldManager with a deduced or OpenAPI type converter).
func sequence(in input) answer {
	a := answer{}
	sub := ""
	if in.Subresource != nil {
		sub = *in.Subresource
	}
	lineTime := defaultTime
	if in.Time != nil {
		lineTime = *in.Time
	}
	if _, err := parseClock(lineTime); err != nil {
		return answer{"bad_input": `"time": ` + err.Error()}
	}

	steps := make([]step, len(in.Steps))
	for i, raw := range in.Steps {
		decoder := json.NewDecoder(bytes.NewReader(raw))
		if err := decoder.Decode(&steps[i]); err != nil {
			return answer{"bad_input": fmt.Sprintf("step %d: %v", i, err)}
		}
		s := steps[i]
		given := 0
		for _, raw := range []json.RawMessage{s.Apply, s.Update, s.Patch, s.KubectlApply} {
			if !isNull(raw) {
				given++
			}
		}
		if given != 1 {
			return answer{"bad_input": fmt.Sprintf(`step %d: needs exactly one of "apply", "update", "patch" and "kubectl_apply"`, i)}
		}
		if s.Manager == nil {
			return answer{"bad_input": fmt.Sprintf(`step %d: missing "manager"`, i)}
		}
		if s.Time != nil {
			if _, err := parseClock(*s.Time); err != nil {
				return answer{"bad_input": fmt.Sprintf(`step %d: "time": %v`, i, err)}
			}
		}
	}

	// The kind the field manager is built for: the live object's, else the first step's.
	var live *unstructured.Unstructured
	var gvk schema.GroupVersionKind
	if !isNull(in.Live) {
		u, err := decodeObject("live", in.Live)
		if err != nil {
			return errorAnswer(a, "error", err)
		}
		live = u
		gvk = u.GroupVersionKind()
	} else if len(steps) > 0 {
		raw := steps[0].Apply
		for _, other := range []json.RawMessage{steps[0].Update, steps[0].KubectlApply} {
			if isNull(raw) {
				raw = other
			}
		}
		u, err := decodeObject("steps[0]", raw)
		if err != nil {
			return errorAnswer(a, "error", err)
		}
		gvk = u.GroupVersionKind()
	}
	a["gvk"] = gvk.String()

	// reset_fields: by subresource ("" for the main resource), by apiVersion.
	resetFields := map[string]map[fieldpath.APIVersion]fieldpath.Filter{}
	givenResetFields := in.ResetFields
	if forVersion, ok := in.ResetFieldsByVersion[kubernetesMinor()]; ok {
		givenResetFields = forVersion
	}
	for resource, byVersion := range givenResetFields {
		sets := map[fieldpath.APIVersion]*fieldpath.Set{}
		for version, text := range byVersion {
			s := &fieldpath.Set{}
			if err := s.FromJSON(strings.NewReader(text)); err != nil {
				return answer{"bad_input": fmt.Sprintf(`"reset_fields" %q %q: %v`, resource, version, err)}
			}
			sets[fieldpath.APIVersion(version)] = s
		}
		resetFields[resource] = fieldpath.NewExcludeFilterSetMap(sets)
	}

	tc, name, err := converter(in, gvk, a)
	a["converter"] = name
	if len(handled) > 0 {
		// What reached HandleError while building the converter (runStep starts its
		// own record).
		a["handled_errors"] = handled
		handled = nil
	}
	if err != nil {
		return errorAnswer(a, "error", err)
	}
	// One field manager per subresource, as the API server has one per endpoint.
	managers := map[string]*managedfields.FieldManager{}
	managerFor := func(sub string) (*managedfields.FieldManager, error) {
		if fm, ok := managers[sub]; ok {
			return fm, nil
		}
		var fm *managedfields.FieldManager
		var err error
		if name == "scheme" {
			fm, err = managedfields.NewDefaultFieldManager(tc, identityConvertor{}, noDefaulter{}, emptyCreater{}, gvk, gvk.GroupVersion(), sub, resetFields[sub])
		} else {
			fm, err = managedfields.NewDefaultCRDFieldManager(tc, identityConvertor{}, noDefaulter{}, emptyCreater{}, gvk, gvk.GroupVersion(), sub, resetFields[sub])
		}
		if err == nil {
			managers[sub] = fm
		}
		return fm, err
	}

	if live == nil {
		u, _ := emptyCreater{}.New(gvk)
		live = u.(*unstructured.Unstructured)
	}
	results := make([]answer, 0, len(steps))
	for i, s := range steps {
		clock := lineTime
		if s.Time != nil {
			clock = *s.Time
		}
		stepSub := sub
		if s.Subresource != nil {
			stepSub = *s.Subresource
		}
		fm, err := managerFor(stepSub)
		if err != nil {
			results = append(results, answer{"error": err.Error()})
			continue
		}
		result, next := runStep(fm, live, s, clock, i)
		if next != nil {
			live = next
		}
		results = append(results, result)
	}
	a["steps"] = results
	return a
}

// parseClock reads a step's clock reading (RFC 3339, whole seconds kept).
func parseClock(text string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339, text)
	if err != nil {
		return t, err
	}
	return t.Truncate(time.Second).UTC(), nil
}

// runStep runs one request against a copy of live and returns its answer and the new
// live object (nil when it stays as it was).
//
// The clock. The field manager stamps managedFields times with time.Now(), which cannot
// be replaced. Times are stored in whole seconds, and the field manager only compares
// them (sorting entries, choosing the oldest updaters to merge into ancient-changes), so
// every managedFields time of the live object and of an update's object is moved by
// delta = (the wall clock's current second) - (the step's clock reading) before the
// step, and every time in the result is moved back by -delta. An entry stamped during
// the step then reads exactly the step's clock, and entries keep their order and ties.
// If the wall clock passes to the next second during the step, the step is run again.
func runStep(fm *managedfields.FieldManager, live *unstructured.Unstructured, s step, clock string, index int) (result answer, next *unstructured.Unstructured) {
	virtual, _ := parseClock(clock)
	defer func() {
		if r := recover(); r != nil {
			result, next = answer{"panic": fmt.Sprint(r)}, nil
		}
	}()
	isApply := !isNull(s.Apply)
	isKubectl := !isNull(s.KubectlApply)
	var request *unstructured.Unstructured
	var patch interface{}
	if !isNull(s.Patch) {
		if err := utiljson.Unmarshal(s.Patch, &patch); err != nil {
			return answer{"bad_input": fmt.Sprintf("steps[%d].patch: %v", index, err)}, nil
		}
	} else {
		raw := s.Update
		if isApply {
			raw = s.Apply
		} else if isKubectl {
			raw = s.KubectlApply
		}
		var err error
		request, err = decodeObject(fmt.Sprintf("steps[%d]", index), raw)
		if err != nil {
			return answer{"bad_input": err.Error()}, nil
		}
	}
	for try := 0; ; try++ {
		handled = nil
		wall := time.Unix(time.Now().Unix(), 0).UTC()
		delta := wall.Sub(virtual)
		liveCopy := live.DeepCopy()
		shiftTimes(liveCopy.Object, delta)
		var requestCopy *unstructured.Unstructured
		if patch != nil {
			// The patch applies to the live object as stored; the times of the result,
			// the patch's own included, are shifted as an update's are.
			patched, _ := mergePatch(live.DeepCopy().Object, patch).(map[string]interface{})
			if patched == nil {
				patched = map[string]interface{}{}
			}
			requestCopy = &unstructured.Unstructured{Object: patched}
			shiftTimes(requestCopy.Object, delta)
		} else {
			requestCopy = request.DeepCopy()
			if !isApply && !isKubectl {
				shiftTimes(requestCopy.Object, delta)
			}
		}
		result = answer{}
		next = nil
		var first *unstructured.Unstructured
		if isKubectl {
			out, firstOut, requests, warnings, err := kubectlApply(fm, liveCopy, requestCopy, *s.Manager, s.Force)
			if err != nil {
				describeError(result, err, -delta)
			} else {
				next, first = out, firstOut
				result["requests"] = requests
				if len(warnings) > 0 {
					for i := range warnings {
						warnings[i] = unshiftText(warnings[i], -delta)
					}
					result["warnings"] = warnings
				}
			}
		} else if isApply {
			out, err := fm.Apply(liveCopy, requestCopy, *s.Manager, s.Force)
			if err != nil {
				describeError(result, err, -delta)
			} else {
				next = asUnstructured(out)
			}
		} else {
			out, err := fm.Update(liveCopy, requestCopy.DeepCopy(), *s.Manager)
			if err != nil {
				// The API server calls UpdateNoErrors: the update goes on, with the
				// managedFields it leaves.
				describeError(result, err, -delta)
				out = fm.UpdateNoErrors(liveCopy, requestCopy.DeepCopy(), *s.Manager)
			}
			next = asUnstructured(out)
		}
		if time.Now().Unix() != wall.Unix() && try < maxTries {
			continue
		}
		if first != nil {
			shiftTimes(first.Object, -delta)
			if raw, err := json.Marshal(first.Object); err == nil {
				result["first_object"] = json.RawMessage(raw)
			}
		}
		if next != nil {
			shiftTimes(next.Object, -delta)
			raw, err := json.Marshal(next.Object)
			if err != nil {
				result["object_marshal_error"] = err.Error()
			} else {
				result["object"] = json.RawMessage(raw)
				if isKubectl {
					// The bytes as Go writes them, which `smp plan --server-side
					// --show-result -o json` must print, whitespace aside.
					result["object_json"] = string(raw)
				}
			}
		}
		if len(handled) > 0 {
			result["handled_errors"] = handled
		}
		handled = nil
		return result, next
	}
}

// mergePatch applies an RFC 7386 JSON merge patch to target (changed in place).
func mergePatch(target interface{}, patch interface{}) interface{} {
	p, ok := patch.(map[string]interface{})
	if !ok {
		return patch
	}
	t, ok := target.(map[string]interface{})
	if !ok {
		t = map[string]interface{}{}
	}
	for k, v := range p {
		if v == nil {
			delete(t, k)
			continue
		}
		t[k] = mergePatch(t[k], v)
	}
	return t
}

// lastAppliedAnnotation is the annotation client-side apply keeps its configuration in.
const lastAppliedAnnotation = "kubectl.kubernetes.io/last-applied-configuration"

// kubectl's warnings (pkg/cmd/apply/apply.go), without their final newline.
const (
	warningLastAppliedFailed = "Warning: failed to migrate kubectl.kubernetes.io/last-applied-configuration for Server-Side Apply. This is non-fatal and will be retried next time you apply. Error: %[1]s"
	warningPatchFailed       = "Warning: server rejected managed fields migration to Server-Side Apply. This is non-fatal and will be retried next time you apply. Error: %[1]s"
	warningReapplyFailed     = "Warning: failed to re-apply configuration after performing Server-Side Apply migration. This is non-fatal and will be retried next time you apply. Error: %[1]s"
)

// kubectlApply makes the requests kubectl 1.32's `apply --server-side` makes for one object
// (k8s.io/kubectl v0.32.13, pkg/cmd/apply/apply.go, applyOneObject), each through fm as the
// API server runs it, and returns the object after the last of them, the object after the
// first (what `kubectl diff --server-side` shows), the requests ("apply <manager>",
// "json-patch <manager>") and kubectl's warnings:
//
//  1. the apply of the object by manager, forced or not; an error ends here;
//  2. saveLastApplyAnnotationIfNecessary: where manager is "kubectl" and the object has the
//     last-applied annotation that no Apply entry owns, an apply of the annotation alone
//     (with apiVersion, kind, name and namespace) by "kubectl-last-applied", not forced;
//  3. migrateToSSAIfNecessary (unless 2 failed): the Update managers that own the
//     annotation are upgraded into manager's Apply entry by csaupgrade, whose JSON patch
//     kubectl sends as manager: here the upgraded object, which is what the patch makes,
//     through fm.Update (UpdateNoErrors where it fails, as the API server does);
//  4. where 3 changed something, the apply of step 1 sent again.
//
// A failure of 2 to 4 is a warning, as kubectl prints it, and the object stays as it was.
func kubectlApply(fm *managedfields.FieldManager, live, request *unstructured.Unstructured, manager string, force bool) (out, first *unstructured.Unstructured, requests []string, warnings []string, err error) {
	applied, err := fm.Apply(live, request.DeepCopy(), manager, force)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	current := asUnstructured(applied)
	first = current.DeepCopy()
	requests = []string{"apply " + manager}
	annotation := fieldpath.NewSet(fieldpath.MakePathOrDie("metadata", "annotations", lastAppliedAnnotation))

	if manager == "kubectl" {
		value, has := current.GetAnnotations()[lastAppliedAnnotation]
		if has && len(csaupgrade.FindFieldsOwners(current.GetManagedFields(), metav1.ManagedFieldsOperationApply, annotation)) == 0 {
			just := &unstructured.Unstructured{}
			just.SetGroupVersionKind(request.GroupVersionKind())
			just.SetName(current.GetName())
			just.SetNamespace(current.GetNamespace())
			just.SetAnnotations(map[string]string{lastAppliedAnnotation: value})
			requests = append(requests, "apply kubectl-last-applied")
			saved, err := fm.Apply(current.DeepCopy(), just, "kubectl-last-applied", false)
			if err != nil {
				return current, first, requests, []string{fmt.Sprintf(warningLastAppliedFailed, err.Error())}, nil
			}
			current = asUnstructured(saved)
		}
	}

	names := sets.New[string]()
	for _, entry := range csaupgrade.FindFieldsOwners(current.GetManagedFields(), metav1.ManagedFieldsOperationUpdate, annotation) {
		names.Insert(entry.Manager)
	}
	upgraded := current.DeepCopy()
	patch, err := csaupgrade.UpgradeManagedFieldsPatch(current.DeepCopy(), names, manager)
	if err != nil {
		return current, first, requests, []string{fmt.Sprintf(warningPatchFailed, err.Error())}, nil
	}
	if patch == nil {
		return current, first, requests, nil, nil
	}
	if err := csaupgrade.UpgradeManagedFields(upgraded, names, manager); err != nil {
		return current, first, requests, []string{fmt.Sprintf(warningPatchFailed, err.Error())}, nil
	}
	requests = append(requests, "json-patch "+manager)
	migrated, err := fm.Update(current.DeepCopy(), upgraded.DeepCopy(), manager)
	if err != nil {
		migrated = fm.UpdateNoErrors(current.DeepCopy(), upgraded.DeepCopy(), manager)
	}
	current = asUnstructured(migrated)

	requests = append(requests, "apply "+manager)
	again, err := fm.Apply(current.DeepCopy(), request.DeepCopy(), manager, force)
	if err != nil {
		return current, first, requests, []string{fmt.Sprintf(warningReapplyFailed, err.Error())}, nil
	}
	return asUnstructured(again), first, requests, nil, nil
}

func asUnstructured(obj k8sruntime.Object) *unstructured.Unstructured {
	if u, ok := obj.(*unstructured.Unstructured); ok {
		return u
	}
	content, err := k8sruntime.DefaultUnstructuredConverter.ToUnstructured(obj)
	if err != nil {
		panic(fmt.Sprintf("oracle: the field manager returned a %T that does not convert: %v", obj, err))
	}
	return &unstructured.Unstructured{Object: content}
}

// conflictTime is a time as the conflict message prints an Update manager's
// (`"m" using v1 at 2026-01-01T00:00:00Z`).
var conflictTime = regexp.MustCompile(` at (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)`)

// unshiftText moves the times of a conflict message back to the steps' clock.
func unshiftText(text string, delta time.Duration) string {
	return conflictTime.ReplaceAllStringFunc(text, func(m string) string {
		t, err := time.Parse(time.RFC3339, strings.TrimPrefix(m, " at "))
		if err != nil {
			return m
		}
		return " at " + t.Add(delta).UTC().Format(time.RFC3339)
	})
}

// describeError writes an error of the field manager: its text, and for an API status
// error the status the API server would answer with (code, reason, message, causes).
func describeError(a answer, err error, delta time.Duration) {
	a["error"] = unshiftText(err.Error(), delta)
	var status apierrors.APIStatus
	if errors.As(err, &status) {
		st := status.Status()
		st.Message = unshiftText(st.Message, delta)
		var conflicts []answer
		if st.Details != nil {
			for i := range st.Details.Causes {
				cause := &st.Details.Causes[i]
				cause.Message = unshiftText(cause.Message, delta)
				conflicts = append(conflicts, answer{"type": string(cause.Type), "message": cause.Message, "field": cause.Field})
			}
		}
		if raw, err := json.Marshal(st); err == nil {
			a["status"] = json.RawMessage(raw)
		}
		if conflicts != nil {
			a["conflicts"] = conflicts
		}
	}
}

// shiftTimes moves every readable, non-zero metadata.managedFields[].time of an
// unstructured object by delta, writing it back as RFC 3339 in UTC.
func shiftTimes(object map[string]interface{}, delta time.Duration) {
	metadata, ok := object["metadata"].(map[string]interface{})
	if !ok {
		return
	}
	entries, ok := metadata["managedFields"].([]interface{})
	if !ok {
		return
	}
	for _, item := range entries {
		entry, ok := item.(map[string]interface{})
		if !ok {
			continue
		}
		text, ok := entry["time"].(string)
		if !ok {
			continue
		}
		t, err := time.Parse(time.RFC3339, text)
		if err != nil || t.IsZero() {
			continue
		}
		entry["time"] = t.Add(delta).UTC().Format(time.RFC3339)
	}
}

// kubernetesMinor is the Kubernetes release ("1.37") of the apimachinery linked in.
func kubernetesMinor() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, d := range info.Deps {
			if d.Path == "k8s.io/apimachinery" {
				parts := strings.Split(strings.TrimPrefix(d.Version, "v"), ".")
				if len(parts) >= 2 {
					return "1." + parts[1]
				}
			}
		}
	}
	return ""
}

// version names the Go release and the versions of the modules this binary was built
// with.
func version() answer {
	modules := map[string]string{}
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, d := range info.Deps {
			switch {
			case strings.HasPrefix(d.Path, "k8s.io/"), strings.HasPrefix(d.Path, "sigs.k8s.io/"):
				modules[d.Path] = d.Version
			}
		}
	}
	return answer{"go": runtime.Version(), "modules": modules}
}
