// Code generated from v4.go by go generate (see main.go). DO NOT EDIT.
// v6.go is made from this file by go generate (see main.go): edit this one.

package main

import (
	"bytes"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
)

func answer6(in input) answer {
	switch *in.Op {
	case "set":
		s, err := parseSet6(*in.A)
		if err != nil {
			return answer{"error": err.Error()}
		}
		return describeSet6(s)
	case "pair":
		a, err := parseSet6(*in.A)
		if err != nil {
			return answer{"error": "a: " + err.Error()}
		}
		b, err := parseSet6(*in.B)
		if err != nil {
			return answer{"error": "b: " + err.Error()}
		}
		return comparePair6(a, b)
	case "element":
		return describeElement6(*in.A)
	}
	panic(fmt.Sprintf("unknown op %q", *in.Op))
}

func parseSet6(text string) (*fieldpath.Set, error) {
	s := fieldpath.Set{}
	if err := s.FromJSON(bytes.NewReader([]byte(text))); err != nil {
		return nil, err
	}
	return &s, nil
}

// toJSON6 is string(s.ToJSON()), the error going into *errs (the first one wins).
func toJSON6(s *fieldpath.Set, errs *error) string {
	b, err := s.ToJSON()
	if err != nil && *errs == nil {
		*errs = err
	}
	return string(b)
}

// paths6 lists the paths of s in the order s.Iterate visits them. Iterate reuses
// the slice it passes, so each path is copied.
func paths6(s *fieldpath.Set) []fieldpath.Path {
	paths := []fieldpath.Path{}
	s.Iterate(func(p fieldpath.Path) {
		paths = append(paths, append(fieldpath.Path(nil), p...))
	})
	return paths
}

func describeSet6(s *fieldpath.Set) answer {
	var errs error
	jsonText := toJSON6(s, &errs)
	leaves := toJSON6(s.Leaves(), &errs)
	if errs != nil {
		return answer{"error": errs.Error()}
	}
	strings := []string{}
	for _, p := range paths6(s) {
		strings = append(strings, p.String())
	}
	return answer{
		"json":   jsonText,
		"paths":  strings,
		"leaves": leaves,
		"size":   s.Size(),
		"empty":  s.Empty(),
	}
}

func comparePair6(a, b *fieldpath.Set) answer {
	var errs error
	union := toJSON6(a.Union(b), &errs)
	intersection := toJSON6(a.Intersection(b), &errs)
	difference := toJSON6(a.Difference(b), &errs)
	recursiveDifference := toJSON6(a.RecursiveDifference(b), &errs)
	if errs != nil {
		return answer{"error": errs.Error()}
	}
	has := []bool{}
	for _, p := range paths6(b) {
		has = append(has, a.Has(p))
	}
	return answer{
		"union":                union,
		"intersection":         intersection,
		"difference":           difference,
		"recursive_difference": recursiveDifference,
		"equals":               a.Equals(b),
		"has":                  has,
	}
}

func describeElement6(text string) answer {
	pe, err := fieldpath.DeserializePathElement(text)
	if err != nil {
		return answer{"error": err.Error()}
	}
	result := answer{"string": pe.String()}
	serialized, err := fieldpath.SerializePathElement(pe)
	result["serialized"] = serialized
	if err != nil {
		result["serialize_error"] = err.Error()
	}
	return result
}
