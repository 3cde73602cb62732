// The computation of cmd/fieldpath with v4 of sigs.k8s.io/structured-merge-diff.
// v6.go is made from this file by go generate (see main.go): edit this one.

package main

import (
	"bytes"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v4/fieldpath"
)

func answer4(in input) answer {
	switch *in.Op {
	case "set":
		s, err := parseSet4(*in.A)
		if err != nil {
			return answer{"error": err.Error()}
		}
		return describeSet4(s)
	case "pair":
		a, err := parseSet4(*in.A)
		if err != nil {
			return answer{"error": "a: " + err.Error()}
		}
		b, err := parseSet4(*in.B)
		if err != nil {
			return answer{"error": "b: " + err.Error()}
		}
		return comparePair4(a, b)
	case "element":
		return describeElement4(*in.A)
	}
	panic(fmt.Sprintf("unknown op %q", *in.Op))
}

func parseSet4(text string) (*fieldpath.Set, error) {
	s := fieldpath.Set{}
	if err := s.FromJSON(bytes.NewReader([]byte(text))); err != nil {
		return nil, err
	}
	return &s, nil
}

// toJSON4 is string(s.ToJSON()), the error going into *errs (the first one wins).
func toJSON4(s *fieldpath.Set, errs *error) string {
	b, err := s.ToJSON()
	if err != nil && *errs == nil {
		*errs = err
	}
	return string(b)
}

// paths4 lists the paths of s in the order s.Iterate visits them. Iterate reuses
// the slice it passes, so each path is copied.
func paths4(s *fieldpath.Set) []fieldpath.Path {
	paths := []fieldpath.Path{}
	s.Iterate(func(p fieldpath.Path) {
		paths = append(paths, append(fieldpath.Path(nil), p...))
	})
	return paths
}

func describeSet4(s *fieldpath.Set) answer {
	var errs error
	jsonText := toJSON4(s, &errs)
	leaves := toJSON4(s.Leaves(), &errs)
	if errs != nil {
		return answer{"error": errs.Error()}
	}
	strings := []string{}
	for _, p := range paths4(s) {
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

func comparePair4(a, b *fieldpath.Set) answer {
	var errs error
	union := toJSON4(a.Union(b), &errs)
	intersection := toJSON4(a.Intersection(b), &errs)
	difference := toJSON4(a.Difference(b), &errs)
	recursiveDifference := toJSON4(a.RecursiveDifference(b), &errs)
	if errs != nil {
		return answer{"error": errs.Error()}
	}
	has := []bool{}
	for _, p := range paths4(b) {
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

func describeElement4(text string) answer {
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
