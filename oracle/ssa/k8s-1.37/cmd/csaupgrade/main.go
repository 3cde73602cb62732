// Command csaupgrade answers, for each JSON line of standard input, what client-go's
// k8s.io/client-go/util/csaupgrade (the upgrade of client-side-apply managers to a
// server-side-apply manager, as `kubectl apply --server-side` does it) makes of an
// object. One JSON line out per line in, in order, flushed after each line. Written for
// smp's tests; the protocol and what Go was seen to do are described in
// oracle/ssa/k8s-1.37/README.md.
//
// The program exists twice, differing only in the import path of structured-merge-diff:
// oracle/ssa/k8s-1.37/cmd/csaupgrade/main.go (client-go and apimachinery v0.37.2, SMD v6)
// and oracle/ssa/k8s-1.33/cmd/csaupgrade/main.go (v0.33.13, SMD v4). The go:generate
// line of the 1.37 copy writes the 1.33 copy: `go generate ./...` in oracle/ssa/k8s-1.37.
// This is the master copy: edit this one.
//
// Input lines:
//
//	{"op":"upgrade","object":OBJ,"csa_managers":["a","b"],"ssa_manager":"s","subresource":""}
//	{"op":"owners","object":OBJ,"operation":"Update","fields":"<FieldsV1 JSON text>"}
//	{"op":"version"}
package main

//go:generate sh -c "sed -e 's|structured-merge-diff/v6/|structured-merge-diff/v4/|' -e 's|^// This is the master copy: edit this one.$|// Code generated from oracle/ssa/k8s-1.37/cmd/csaupgrade/main.go by go generate. DO NOT EDIT.|' -e 's|^..go:generate .*|// (The go:generate line that writes this file is in the master.)|' main.go > ../../../k8s-1.33/cmd/csaupgrade/main.go"

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"runtime"
	"runtime/debug"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/apimachinery/pkg/util/sets"
	"k8s.io/client-go/util/csaupgrade"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
)

// input is one line of standard input. Pointers tell a missing field from an empty one.
// Other keys are ignored (a caller may add an id); encoding/json matches the names
// case-insensitively.
type input struct {
	Op          *string         `json:"op"`
	Object      json.RawMessage `json:"object"`
	CSAManagers *[]string       `json:"csa_managers"`
	SSAManager  *string         `json:"ssa_manager"`
	Subresource *string         `json:"subresource"`
	Operation   *string         `json:"operation"`
	Fields      *string         `json:"fields"`
}

// answer is the reply to one line; encoding/json writes its keys sorted.
type answer = map[string]interface{}

// maxPermutedNames bounds the names for which every order is tried (6! = 720 runs).
const maxPermutedNames = 6

// handled collects what utilruntime.HandleError receives while one part of a line runs
// (Unstructured's GetManagedFields and SetManagedFields report their failures there and
// go on silently). Replacing the handlers also drops client-go's default ones, which
// log to standard error through klog and sleep between errors.
var handled []string

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
	fmt.Fprintln(os.Stderr, "csaupgrade:", err)
	os.Exit(2)
}

// respond answers one line (with or without its newline); a panic anywhere that is not
// caught closer becomes {"panic": "..."}.
func respond(line []byte) (a answer) {
	defer func() {
		if r := recover(); r != nil {
			a = answer{"panic": fmt.Sprint(r)}
		}
	}()
	in, object, err := parseInput(bytes.TrimRight(line, "\r\n"))
	if err != nil {
		return answer{"bad_input": err.Error()}
	}
	switch *in.Op {
	case "upgrade":
		return upgrade(in, object)
	case "owners":
		return owners(in, object)
	default:
		return version()
	}
}

func parseInput(line []byte) (input, map[string]interface{}, error) {
	var in input
	decoder := json.NewDecoder(bytes.NewReader(line))
	if err := decoder.Decode(&in); err != nil {
		return in, nil, err
	}
	if decoder.More() {
		return in, nil, errors.New("trailing data after the input object")
	}
	if in.Op == nil {
		return in, nil, errors.New(`missing "op"`)
	}
	var need []string
	switch *in.Op {
	case "upgrade":
		if in.CSAManagers == nil {
			need = append(need, "csa_managers")
		}
		if in.SSAManager == nil {
			need = append(need, "ssa_manager")
		}
	case "owners":
		if in.Operation == nil {
			need = append(need, "operation")
		}
		if in.Fields == nil {
			need = append(need, "fields")
		}
	case "version":
		return in, nil, nil
	default:
		return in, nil, fmt.Errorf("unknown op %q", *in.Op)
	}
	trimmed := bytes.TrimSpace(in.Object)
	if len(trimmed) == 0 {
		need = append([]string{"object"}, need...)
	}
	if len(need) > 0 {
		return in, nil, fmt.Errorf("missing %s", strings.Join(quoteAll(need), ", "))
	}
	if trimmed[0] != '{' {
		return in, nil, errors.New(`"object" is not a JSON object`)
	}
	// Numbers as the API machinery reads them: int64 when integral and in range,
	// else float64.
	var object map[string]interface{}
	if err := utiljson.Unmarshal(trimmed, &object); err != nil {
		return in, nil, fmt.Errorf(`"object": %v`, err)
	}
	return in, object, nil
}

func quoteAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = fmt.Sprintf("%q", n)
	}
	return out
}

// part runs f with its own panic recovery and its own record of handled errors.
func part(f func()) (panicked interface{}, errs []string) {
	handled = nil
	defer func() {
		panicked = recover()
		errs = handled
		handled = nil
	}()
	f()
	return nil, nil
}

// marshal is json.Marshal as a raw value for the answer, or an error text.
func marshal(v interface{}) (json.RawMessage, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return json.RawMessage(b), nil
}

// distinct is names without repeats, in the order of first appearance.
func distinct(names []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, n := range names {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}

func upgrade(in input, object map[string]interface{}) answer {
	a := answer{}
	handledBy := map[string][]string{}
	record := func(name string, p interface{}, errs []string, panicKey string) {
		if p != nil {
			a[panicKey] = fmt.Sprint(p)
		}
		if len(errs) > 0 {
			handledBy[name] = errs
		}
	}
	original := &unstructured.Unstructured{Object: object}
	names := *in.CSAManagers
	ssa := *in.SSAManager
	sub := ""
	if in.Subresource != nil {
		sub = *in.Subresource
	}

	// What Unstructured makes of the input's managedFields.
	p, errs := part(func() {
		entries := original.DeepCopy().GetManagedFields()
		a["managed_fields_read"] = entries != nil
		if raw, err := marshal(entries); err != nil {
			a["input_managed_fields_error"] = err.Error()
		} else {
			a["input_managed_fields"] = raw
		}
	})
	record("read", p, errs, "read_panic")

	// The real call, with a Go set (iterated in random order).
	p, errs = part(func() {
		u := original.DeepCopy()
		err := csaupgrade.UpgradeManagedFields(u, sets.New(names...), ssa, csaupgrade.Subresource(sub))
		if err != nil {
			a["error"] = err.Error()
			return
		}
		if raw, err := marshal(u.Object); err != nil {
			a["object_marshal_error"] = err.Error()
		} else {
			a["object"] = raw
		}
	})
	record("upgrade", p, errs, "panic")

	if len(names) > 1 {
		order := distinct(names)
		p, errs = part(func() {
			result, err := sequential(original, order, ssa, sub)
			if err != nil {
				a["sequential_error"] = err.Error()
			} else {
				a["sequential_object"] = result
			}
		})
		record("sequential", p, errs, "sequential_panic")
		if len(order) > 1 && len(order) <= maxPermutedNames {
			p, _ = part(func() { a["all_orders_agree"] = allOrdersAgree(original, order, ssa, sub) })
			record("orders", p, nil, "all_orders_panic")
		}
	}

	p, errs = part(func() {
		patch, err := csaupgrade.UpgradeManagedFieldsPatch(original.DeepCopy(), sets.New(names...), ssa, csaupgrade.Subresource(sub))
		switch {
		case err != nil:
			a["patch_error"] = err.Error()
		case patch == nil:
			a["patch"] = nil
		default:
			a["patch"] = string(patch)
		}
	})
	record("patch", p, errs, "patch_panic")

	if len(handledBy) > 0 {
		a["handled_errors"] = handledBy
	}
	return a
}

// sequential upgrades one copy of the object with one name at a time, in order.
func sequential(original *unstructured.Unstructured, order []string, ssa, sub string) (json.RawMessage, error) {
	u := original.DeepCopy()
	for _, name := range order {
		if err := csaupgrade.UpgradeManagedFields(u, sets.New(name), ssa, csaupgrade.Subresource(sub)); err != nil {
			return nil, err
		}
	}
	return marshal(u.Object)
}

// allOrdersAgree tells whether every order of the names gives the same object (or the
// same error text, or the same panic).
func allOrdersAgree(original *unstructured.Unstructured, names []string, ssa, sub string) bool {
	first := ""
	agree := true
	permute(append([]string(nil), names...), 0, func(order []string) {
		var outcome string
		p, _ := part(func() {
			result, err := sequential(original, order, ssa, sub)
			if err != nil {
				outcome = "error: " + err.Error()
			} else {
				outcome = "object: " + string(result)
			}
		})
		if p != nil {
			outcome = "panic: " + fmt.Sprint(p)
		}
		if first == "" {
			first = outcome
		} else if outcome != first {
			agree = false
		}
	})
	return agree
}

func permute(names []string, k int, visit func([]string)) {
	if k == len(names) {
		visit(names)
		return
	}
	for i := k; i < len(names); i++ {
		names[k], names[i] = names[i], names[k]
		permute(names, k+1, visit)
		names[k], names[i] = names[i], names[k]
	}
}

func owners(in input, object map[string]interface{}) answer {
	a := answer{}
	u := &unstructured.Unstructured{Object: object}
	var entries []metav1.ManagedFieldsEntry
	_, errs := part(func() { entries = u.GetManagedFields() })
	a["managed_fields_read"] = entries != nil
	if len(errs) > 0 {
		a["handled_errors"] = map[string][]string{"read": errs}
	}
	set := fieldpath.Set{}
	if err := set.FromJSON(strings.NewReader(*in.Fields)); err != nil {
		a["error"] = err.Error()
		return a
	}
	operation := metav1.ManagedFieldsOperationType(*in.Operation)
	var found []metav1.ManagedFieldsEntry
	p, _ := part(func() { found = csaupgrade.FindFieldsOwners(entries, operation, &set) })
	if p != nil {
		a["panic"] = fmt.Sprint(p)
		return a
	}
	if raw, err := marshal(found); err != nil {
		a["owners_marshal_error"] = err.Error()
	} else {
		a["owners"] = raw
	}

	// The same walk done here, to tell which entries were returned.
	indices := []int{}
	var mine []metav1.ManagedFieldsEntry
	for i, entry := range entries {
		if entry.Operation != operation {
			continue
		}
		entrySet := fieldpath.Set{}
		if err := entrySet.FromJSON(bytes.NewReader(rawFieldsV1(entry.FieldsV1))); err != nil {
			continue
		}
		if set.Difference(&entrySet).Empty() {
			indices = append(indices, i)
			mine = append(mine, entry)
		}
	}
	if !reflect.DeepEqual(mine, found) {
		return answer{"panic": fmt.Sprintf("oracle: the indices %v do not give the entries FindFieldsOwners returned", indices)}
	}
	a["indices"] = indices
	return a
}

// rawFieldsV1 is the raw text of a FieldsV1, as csaupgrade reads it, written so that it
// compiles against both versions: apimachinery 0.33 has a field Raw, 0.37 hides it
// behind GetRawBytes. A nil pointer reads as no bytes (what 0.37 does; 0.33 panics in
// FindFieldsOwners before this is reached).
func rawFieldsV1(f *metav1.FieldsV1) []byte {
	if f == nil {
		return nil
	}
	v := reflect.ValueOf(f)
	if m := v.MethodByName("GetRawBytes"); m.IsValid() {
		return m.Call(nil)[0].Bytes()
	}
	return v.Elem().FieldByName("Raw").Bytes()
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
