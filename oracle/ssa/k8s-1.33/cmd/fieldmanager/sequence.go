// The sequence op: applies and updates run through apimachinery's field manager, one after
// another, each answered.
//
// Part of command fieldmanager (see main.go).
// Code generated from oracle/ssa/k8s-1.37/cmd/fieldmanager/sequence.go by go generate. DO NOT EDIT.

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	k8sruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"sigs.k8s.io/structured-merge-diff/v4/fieldpath"
)

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
