// Command fieldmanager answers, for each JSON line of standard input, what server-side
// apply computes for an object as the API server does it: structured-merge-diff's typed
// values (field sets, comparison, merge, removal and extraction of items) and
// apimachinery's field manager chain (apply, update, conflicts, managedFields). One JSON
// line out per line in, in order, flushed after each line. Written for smp's tests; the
// protocol and what Go was seen to do are described in oracle/ssa/k8s-1.37/README.md.
//
// The program exists twice, differing only in the import path of structured-merge-diff:
// oracle/ssa/k8s-1.37/cmd/fieldmanager (client-go and apimachinery v0.37.2, SMD v6) and
// oracle/ssa/k8s-1.33/cmd/fieldmanager (v0.33.13, SMD v4). The go:generate line of the 1.37
// copy writes the 1.33 copy of each file: `go generate ./...` in oracle/ssa/k8s-1.37. Beside
// this file: the type converters (converter.go), the typed-value ops (typed.go), the
// sequence op (sequence.go), kubectl's requests (kubectl.go) and times (times.go).
// Code generated from oracle/ssa/k8s-1.37/cmd/fieldmanager/main.go by go generate. DO NOT EDIT.
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

// (The go:generate line that writes these files is in the master.)

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/go-logr/logr"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/managedfields"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/client-go/applyconfigurations"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/klog/v2"
	"sigs.k8s.io/structured-merge-diff/v4/fieldpath"
	"sigs.k8s.io/structured-merge-diff/v4/typed"
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
