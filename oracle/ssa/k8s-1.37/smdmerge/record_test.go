// The records of structured-merge-diff's merge scenarios: record.sh copies the merge
// package's tests next to this file, with our fixture in place of theirs, and runs them.
// This is the master copy: edit this one.
package merge_test

import (
	"encoding/json"
	"os"
	"testing"

	"smp.example/oracle/ssa/k8s-1.37/smdmerge/fixture"
)

// TestMain runs the tests, then writes one JSON line per identity-converter case to the
// file SMP_SMD_RECORD names.
func TestMain(m *testing.M) {
	code := m.Run()
	if path := os.Getenv("SMP_SMD_RECORD"); path != "" {
		out, err := os.Create(path)
		if err != nil {
			panic(err)
		}
		encoder := json.NewEncoder(out)
		encoder.SetEscapeHTML(false)
		for _, record := range fixture.Records() {
			if err := encoder.Encode(record); err != nil {
				panic(err)
			}
		}
		if err := out.Close(); err != nil {
			panic(err)
		}
	}
	os.Exit(code)
}
