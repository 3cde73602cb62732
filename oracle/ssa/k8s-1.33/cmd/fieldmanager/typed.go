// The typed-value ops (to_field_set, compare, merge, remove_items, extract_items) on
// structured-merge-diff's typed values.
//
// Part of command fieldmanager (see main.go).
// Code generated from oracle/ssa/k8s-1.37/cmd/fieldmanager/typed.go by go generate. DO NOT EDIT.

package main

import (
	"fmt"
	"strings"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"sigs.k8s.io/structured-merge-diff/v4/fieldpath"
	"sigs.k8s.io/structured-merge-diff/v4/typed"
)

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
