// Package bench times structured-merge-diff's FieldsV1 reading and writing on the inputs
// of smp's `benches/fields_v1.rs`, for benches/README.md's side-by-side figures:
//
//	go test -bench . -benchtime 2s ./bench
package bench

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	fieldpath4 "sigs.k8s.io/structured-merge-diff/v4/fieldpath"
	fieldpath6 "sigs.k8s.io/structured-merge-diff/v6/fieldpath"
)

const dir = "../../../benches/data/fields_v1/"

// envItems is the 3 MiB input of benches/fields_v1.rs: items env items under one
// container, in order or reversed.
func envItems(items int, reversed bool) []byte {
	entries := make([]string, items)
	for i := range entries {
		entries[i] = fmt.Sprintf(`"k:{\"name\":\"ENV_%07d\"}":{".":{},"f:name":{},"f:value":{}}`, i)
	}
	if reversed {
		for i, j := 0, len(entries)-1; i < j; i, j = i+1, j-1 {
			entries[i], entries[j] = entries[j], entries[i]
		}
	}
	return []byte(`{"f:spec":{"f:containers":{"k:{\"name\":\"web\"}":{".":{},"f:env":{` + strings.Join(entries, ",") + `}}}}}`)
}

func inputs(b *testing.B) map[string][]byte {
	out := map[string][]byte{}
	for _, name := range []string{"paths-20", "paths-100", "paths-500"} {
		data, err := os.ReadFile(dir + name + ".json")
		if err != nil {
			b.Fatal(err)
		}
		out[name] = data
	}
	out["3MiB"] = envItems(49000, false)
	out["3MiB-reversed"] = envItems(49000, true)
	return out
}

func BenchmarkReadV6(b *testing.B) {
	for name, data := range inputs(b) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for i := 0; i < b.N; i++ {
				var s fieldpath6.Set
				if err := s.FromJSON(bytes.NewReader(data)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkWriteV6(b *testing.B) {
	for name, data := range inputs(b) {
		var s fieldpath6.Set
		if err := s.FromJSON(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
		if out, _ := s.ToJSON(); !strings.HasSuffix(name, "reversed") && !bytes.Equal(out, data) {
			b.Fatalf("%s is not written back as it was", name)
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for i := 0; i < b.N; i++ {
				if _, err := s.ToJSON(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkReadV4(b *testing.B) {
	for name, data := range inputs(b) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for i := 0; i < b.N; i++ {
				var s fieldpath4.Set
				if err := s.FromJSON(bytes.NewReader(data)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
