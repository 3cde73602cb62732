// Package bench times server-side apply's typed operations as the API server runs them
// (client-go's type converter over its embedded schema, structured-merge-diff v6.4.2), on
// the inputs of smp's `benches/server_side.rs`, for benches/README.md's side-by-side
// figures:
//
//	cd oracle/ssa/k8s-1.37 && GOFLAGS=-mod=mod go test -run - -bench . -benchtime 2s ./bench
//
// The perf Deployments are read from $SMP_PERF_DIR (default: the shared/perf directory
// beside the repository).
package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/client-go/applyconfigurations"
	"k8s.io/client-go/kubernetes/scheme"
)

func perfDir() string {
	if dir := os.Getenv("SMP_PERF_DIR"); dir != "" {
		return dir
	}
	return filepath.Join("..", "..", "..", "..", "..", "shared", "perf")
}

func load(b *testing.B, name string) *unstructured.Unstructured {
	data, err := os.ReadFile(filepath.Join(perfDir(), name))
	if err != nil {
		b.Fatal(err)
	}
	var object map[string]interface{}
	if err := utiljson.Unmarshal(data, &object); err != nil {
		b.Fatal(err)
	}
	return &unstructured.Unstructured{Object: object}
}

// envDeployment is the perf Deployment with n env items in its first container, as
// benches/server_side.rs makes it.
func envDeployment(b *testing.B, n int) *unstructured.Unstructured {
	u := load(b, "deployment_current.json").DeepCopy()
	containers := u.Object["spec"].(map[string]interface{})["template"].(map[string]interface{})["spec"].(map[string]interface{})["containers"].([]interface{})
	env := make([]interface{}, n)
	for i := range env {
		env[i] = map[string]interface{}{"name": fmt.Sprintf("ENV_%05d", i), "value": fmt.Sprintf("%d", i)}
	}
	containers[0].(map[string]interface{})["env"] = env
	return u
}

func BenchmarkTyped(b *testing.B) {
	tc := applyconfigurations.NewTypeConverter(scheme.Scheme)
	inputs := []struct {
		name              string
		current, modified *unstructured.Unstructured
	}{
		{"deployment", load(b, "deployment_current.json"), load(b, "deployment_modified.json")},
		{"env-1000", envDeployment(b, 1000), load(b, "deployment_modified.json")},
	}
	for _, in := range inputs {
		b.Run(in.name+"/to_field_set", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				tv, err := tc.ObjectToTyped(in.current)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := tv.ToFieldSet(); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(in.name+"/merge", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				live, err := tc.ObjectToTyped(in.current)
				if err != nil {
					b.Fatal(err)
				}
				config, err := tc.ObjectToTyped(in.modified)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := live.Merge(config); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(in.name+"/compare", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				old, err := tc.ObjectToTyped(in.current)
				if err != nil {
					b.Fatal(err)
				}
				new, err := tc.ObjectToTyped(in.modified)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := old.Compare(new); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
